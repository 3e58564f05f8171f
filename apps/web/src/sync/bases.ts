import type { SyncBaseRecord, TesseraDb } from '../lib/db';

/** The kinds of records the account keeps versions of. */
export type BaseKind = 'board' | 'communicator' | 'settings';

const keyOf = (kind: BaseKind, id: string) => `${kind}:${id}`;

/** A record as this device and the server last agreed on it: its version and content (see SyncBaseRecord). */
export interface SyncBase<T> {
  version: number;
  record: T;
}

/**
 * The sync bases of the account's records. A write names the base's version (so a write based on an older one is
 * refused), and another device's change is merged three-way against the base's content (core's merge rules).
 */
export const bases = {
  async get<T>(db: TesseraDb, kind: BaseKind, id: string): Promise<SyncBase<T> | undefined> {
    const found = await db.bases.get(keyOf(kind, id));
    return found && { version: found.version, record: found.record as T };
  },
  async getMany<T>(db: TesseraDb, kind: BaseKind, ids: readonly string[]): Promise<Map<string, SyncBase<T>>> {
    const found = await db.bases.bulkGet(ids.map((id) => keyOf(kind, id)));
    const byId = new Map<string, SyncBase<T>>();
    found.forEach((entry, index) => entry && byId.set(ids[index] as string, { version: entry.version, record: entry.record as T }));
    return byId;
  },
  /** What both sides now agree on; an older version never replaces a newer one (answers can come out of order). */
  async putMany<T>(db: TesseraDb, kind: BaseKind, agreed: readonly { id: string; version: number; record: T }[]): Promise<void> {
    if (agreed.length === 0) return;
    await db.transaction('rw', db.bases, async () => {
      const keys = agreed.map(({ id }) => keyOf(kind, id));
      const current = await db.bases.bulkGet(keys);
      const newer: SyncBaseRecord[] = agreed.flatMap(({ version, record }, index) =>
        (current[index]?.version ?? -1) > version ? [] : [{ key: keys[index] as string, version, record }],
      );
      await db.bases.bulkPut(newer);
    });
  },
  put<T>(db: TesseraDb, kind: BaseKind, id: string, version: number, record: T): Promise<void> {
    return this.putMany(db, kind, [{ id, version, record }]);
  },
  async drop(db: TesseraDb, kind: BaseKind, ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await db.bases.bulkDelete(ids.map((id) => keyOf(kind, id)));
  },
};

const DELETED_SINCE_KEY = 'sync-deleted-since';

/** The server time of the last pull of deletions, passed back as `since` the next time. */
export const deletedSince = {
  async read(db: TesseraDb): Promise<string | undefined> {
    return (await db.meta.get(DELETED_SINCE_KEY))?.value;
  },
  async write(db: TesseraDb, value: string): Promise<void> {
    await db.meta.put({ key: DELETED_SINCE_KEY, value });
  },
};
