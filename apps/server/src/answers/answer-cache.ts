/**
 * The written bytes of the answers anyone may read and everyone reads alike: a public board as anyone but its owner
 * sees it, and pages of the public list. Reading them from the database again on every request cost most of each
 * request (a round trip per request on PostgreSQL).
 *
 * An answer is dropped when the board changes (every list page with it, as any board's change may move a page), on
 * this instance at once (the repositories report their writes before the write's own answer leaves) and on the others
 * when the database tells them (PostgreSQL notifications, `board-change-notices.ts`). Whatever else happens (a lost
 * notification, someone editing the database by hand), no answer is served older than `maxAgeMs`.
 *
 * A reader takes a ticket before it reads the database and keeps what it read only if nothing changed meanwhile, so an
 * answer read before a write can never be kept after that write's invalidation.
 */
export type CachedAnswer = {
  /** The answer's JSON text, exactly as the route would write it. */
  json: string;
  /** The board owner's email (lower-cased): their own request is answered in full, never from here. */
  owner?: string | null;
  /** A weak entity tag of `json`, for conditional requests. */
  etag: string;
};

type Entry = CachedAnswer & { bytes: number; keptAt: number };

export type AnswerCacheOptions = {
  /** The longest an answer is served (ms), whatever the notifications say. */
  maxAgeMs: number;
  /** Characters of JSON kept at most (board and list answers together); the oldest go first. */
  maxBytes: number;
  /** Answers longer than this (characters) are never kept (a board may be megabytes). */
  maxEntryBytes: number;
  now?: () => number;
  /** The entity tag of a JSON text. */
  etagOf: (json: string) => string;
};

export type AnswerCache = ReturnType<typeof createAnswerCache>;

export function createAnswerCache({ maxAgeMs, maxBytes, maxEntryBytes, now = Date.now, etagOf }: AnswerCacheOptions) {
  /** Boards by id, then list pages by their query; both in the order they were kept (the oldest go first). */
  const boards = new Map<string, Entry>();
  const lists = new Map<string, Entry>();
  let bytes = 0;
  /** Raised by every invalidation: a ticket taken before it is void. */
  let changes = 0;
  /** Database reads under way, by answer, with the ticket taken before each began. */
  const reading = new Map<string, { ticket: number; read: Promise<unknown> }>();
  /** While invalidations from other instances cannot be heard, nothing is kept or served. */
  let suspended = false;

  const remove = (map: Map<string, Entry>, key: string) => {
    const entry = map.get(key);
    if (!entry) return;
    map.delete(key);
    bytes -= entry.bytes;
  };

  const fresh = (map: Map<string, Entry>, key: string): CachedAnswer | undefined => {
    if (suspended) return undefined;
    const entry = map.get(key);
    if (!entry) return undefined;
    if (now() - entry.keptAt < maxAgeMs) return entry;
    remove(map, key);
    return undefined;
  };

  /** Drops the oldest entries (boards and lists alike, by age) until `needed` more bytes fit. */
  const makeRoom = (needed: number) => {
    while (bytes + needed > maxBytes) {
      const [boardKey, board] = boards.entries().next().value ?? [];
      const [listKey, list] = lists.entries().next().value ?? [];
      if (board === undefined && list === undefined) return;
      if (list === undefined || (board !== undefined && board.keptAt <= list.keptAt)) remove(boards, boardKey as string);
      else remove(lists, listKey as string);
    }
  };

  const keep = (map: Map<string, Entry>, key: string, ticket: number, answer: Omit<CachedAnswer, 'etag'>): CachedAnswer => {
    // Requests that shared one read keep the same answer: the first one's entry (and its entity tag) serves them all.
    const kept = map.get(key);
    if (kept && kept.json === answer.json && kept.owner === answer.owner && ticket === changes && !suspended) return kept;
    const entry: Entry = { ...answer, etag: etagOf(answer.json), bytes: answer.json.length, keptAt: now() };
    if (suspended || ticket !== changes || entry.bytes > maxEntryBytes) return entry;
    remove(map, key);
    makeRoom(entry.bytes);
    map.set(key, entry);
    bytes += entry.bytes;
    return entry;
  };

  const dropAll = () => {
    changes += 1;
    boards.clear();
    lists.clear();
    bytes = 0;
  };

  return {
    /** Taken before reading what an answer is made of; `keep…` keeps it only if nothing changed since. */
    ticket: (): number => changes,
    /**
     * `read()` with its ticket, shared by the requests that miss the same answer meanwhile (`key` names the read): when
     * a kept answer grows too old, every connection waiting for it would otherwise go to the database at once. A read
     * begun before a change is never shared after it: a writer reading its own write gets a read of its own.
     */
    async sharedRead<T>(key: string, read: () => Promise<T>): Promise<{ ticket: number; value: T }> {
      let pending = reading.get(key);
      if (!pending || pending.ticket !== changes) {
        const ticket = changes;
        const started = read().finally(() => {
          if (reading.get(key) === entry) reading.delete(key);
        });
        const entry = { ticket, read: started };
        reading.set(key, entry);
        pending = entry;
      }
      return { ticket: pending.ticket, value: (await pending.read) as T };
    },
    board: (id: string): CachedAnswer | undefined => fresh(boards, id),
    list: (query: string): CachedAnswer | undefined => fresh(lists, query),
    /** Keeps a public board's answer to anyone but its owner (and answers it with its entity tag). */
    keepBoard: (id: string, ticket: number, answer: Omit<CachedAnswer, 'etag'>): CachedAnswer => keep(boards, id, ticket, answer),
    keepList: (query: string, ticket: number, json: string): CachedAnswer => keep(lists, query, ticket, { json }),
    /** A board was written or deleted (null: boards that cannot be named, such as a deleted account's). */
    boardChanged(id: string | null): void {
      if (id === null) return dropAll();
      changes += 1;
      remove(boards, id);
      for (const key of [...lists.keys()]) remove(lists, key);
    },
    /** Invalidations cannot be heard (the listening connection is down): serve and keep nothing until `resume`. */
    suspend(): void {
      suspended = true;
      dropAll();
    },
    /** Heard again: what was missed meanwhile is unknown, so start empty. */
    resume(): void {
      dropAll();
      suspended = false;
    },
    get size() {
      return { boards: boards.size, lists: lists.size, bytes };
    },
  };
}
