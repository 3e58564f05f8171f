import { LRUCache } from 'lru-cache';

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

type Entry = CachedAnswer & { keptAt: number };

export type AnswerCacheOptions = {
  /** The longest an answer is served (ms), whatever the notifications say. */
  maxAgeMs: number;
  /** Characters of JSON kept at most (board and list answers together); the least recently read go first. */
  maxBytes: number;
  /** Answers longer than this (characters) are never kept (a board may be megabytes). */
  maxEntryBytes: number;
  now?: () => number;
  /** The entity tag of a JSON text. */
  etagOf: (json: string) => string;
};

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** Boards and list pages share one cache (and one size bound): a board's key, and a list page's. */
const boardKey = (id: string) => `board ${id}`;
const LIST = 'list ';
const listKey = (query: string) => `${LIST}${query}`;

export function createAnswerCache({ maxAgeMs, maxBytes, maxEntryBytes, now = Date.now, etagOf }: AnswerCacheOptions) {
  // lru-cache bounds the characters kept (dropping the least recently read) and refuses an answer over maxEntryBytes.
  // The age is checked here: its own ttl counts an entry fresh for one millisecond more, and runs on its own clock.
  const kept = new LRUCache<string, Entry>({ maxSize: maxBytes, maxEntrySize: maxEntryBytes, sizeCalculation: (entry) => Math.max(entry.json.length, 1) });
  /** Raised by every invalidation: a ticket taken before it is void. */
  let changes = 0;
  /** Database reads under way, by answer, with the ticket taken before each began. */
  const reading = new Map<string, { ticket: number; read: Promise<unknown> }>();
  /** While invalidations from other instances cannot be heard, nothing is kept or served. */
  let suspended = false;

  const fresh = (key: string): CachedAnswer | undefined => {
    if (suspended) return undefined;
    const entry = kept.get(key);
    if (!entry || now() - entry.keptAt < maxAgeMs) return entry;
    kept.delete(key);
    return undefined;
  };

  const keep = (key: string, ticket: number, answer: Omit<CachedAnswer, 'etag'>): CachedAnswer => {
    // Requests that shared one read keep the same answer: the first one's entry (and its entity tag) serves them all.
    const current = kept.peek(key);
    if (current && current.json === answer.json && current.owner === answer.owner && ticket === changes && !suspended) return current;
    const entry: Entry = { ...answer, etag: etagOf(answer.json), keptAt: now() };
    if (!suspended && ticket === changes) kept.set(key, entry);
    return entry;
  };

  const dropAll = () => {
    changes += 1;
    kept.clear();
  };

  const lists = () => [...kept.keys()].filter((key) => key.startsWith(LIST));

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
    board: (id: string): CachedAnswer | undefined => fresh(boardKey(id)),
    list: (query: string): CachedAnswer | undefined => fresh(listKey(query)),
    /** Keeps a public board's answer to anyone but its owner (and answers it with its entity tag). */
    keepBoard: (id: string, ticket: number, answer: Omit<CachedAnswer, 'etag'>): CachedAnswer => keep(boardKey(id), ticket, answer),
    keepList: (query: string, ticket: number, json: string): CachedAnswer => keep(listKey(query), ticket, { json }),
    /** A board was written or deleted (null: boards that cannot be named, such as a deleted account's). */
    boardChanged(id: string | null): void {
      if (id === null) return dropAll();
      changes += 1;
      kept.delete(boardKey(id));
      for (const key of lists()) kept.delete(key);
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
      const listCount = lists().length;
      return { boards: kept.size - listCount, lists: listCount, bytes: kept.calculatedSize };
    },
  };
}
