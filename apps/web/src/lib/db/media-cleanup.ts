import type { Table } from 'dexie';
import { mediaIdOf, mediaRefsOf, type WithMedia } from './media-refs';
import { mediaTable } from './media-store';
import type { TesseraDb } from './tessera-db';

/** Media nobody points at is kept this long, so a slip (a deleted tile, a cancelled edit) can still be undone. */
export const UNUSED_MEDIA_GRACE_MS = 24 * 60 * 60 * 1000;

type BoardLike = WithMedia | undefined;

export interface MediaCleanupOptions {
  /** `media:` refs held elsewhere: the undo stack, the clipboard, the boards in memory, the user's own symbols. */
  keep?: Iterable<string>;
  now?: number;
  graceMs?: number;
  /** Where the other work databases of this origin are found (tests pass their own). */
  factory?: IDBFactory;
}

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });

/** The boards of another database of this origin, and the boards kept in its conflicts history, if it has those. */
async function boardsOfDatabase(factory: IDBFactory, name: string): Promise<BoardLike[]> {
  const open = factory.open(name);
  // The database exists (it was listed): nothing may be created, so an upgrade means it vanished meanwhile.
  open.onupgradeneeded = () => open.transaction?.abort();
  const idb = await request(open);
  try {
    const stores = ['boards', 'conflicts'].filter((store) => idb.objectStoreNames.contains(store));
    if (stores.length === 0) return [];
    const tx = idb.transaction(stores, 'readonly');
    const boards: BoardLike[] = stores.includes('boards') ? await request(tx.objectStore('boards').getAll()) : [];
    const conflicts: { board?: BoardLike }[] = stores.includes('conflicts') ? await request(tx.objectStore('conflicts').getAll()) : [];
    return [...boards, ...conflicts.map((record) => record.board)];
  } finally {
    idb.close();
  }
}

/**
 * Boards in every other work database on this device (another account's, or the guest's): media stored in one
 * database may be pointed at from another. Null when the browser cannot list its databases.
 */
async function boardsElsewhere(factory: IDBFactory, except: string): Promise<BoardLike[] | null> {
  if (typeof factory.databases !== 'function') return null;
  const names = (await factory.databases()).flatMap((info) => (info.name && info.name !== except ? [info.name] : []));
  return (await Promise.all(names.map((name) => boardsOfDatabase(factory, name)))).flat();
}

/**
 * Deletes the pictures and recordings in `db` that no board points at — in any work database on this device, in a
 * conflicts history, or in `keep` — and that are older than the grace period. A picture that is kept keeps its
 * high-quality copy. Returns how many records went, or null when it could not be sure and deleted nothing.
 */
export async function deleteUnusedMedia(db: TesseraDb, options: MediaCleanupOptions = {}): Promise<number | null> {
  const { now = Date.now(), graceMs = UNUSED_MEDIA_GRACE_MS, factory = globalThis.indexedDB } = options;
  const elsewhere = factory ? await boardsElsewhere(factory, db.name) : null;
  if (!elsewhere) return null;
  const media = mediaTable(db);
  const conflicts = db.tables.find((table) => table.name === 'conflicts') as Table<{ board?: BoardLike }> | undefined;
  const tables = [media, db.boards, ...(conflicts ? [conflicts] : [])];
  return db.transaction('rw', tables, async () => {
    const [boards, kept] = await Promise.all([db.boards.toArray(), conflicts ? conflicts.toArray() : []]);
    const used = mediaRefsOf([...boards, ...kept.map((record) => record.board), ...elsewhere]);
    for (const ref of options.keep ?? []) used.add(ref);
    const usedIds = [...used].map(mediaIdOf);
    const usedRecords = await media.bulkGet(usedIds);
    const keepIds = new Set([...usedIds, ...usedRecords.flatMap((record) => (record?.hq ? [record.hq] : []))]);
    const old = await media
      .where('createdAt')
      .below(now - graceMs)
      .primaryKeys();
    const unused = old.filter((id) => !keepIds.has(id));
    await media.bulkDelete(unused);
    return unused.length;
  });
}
