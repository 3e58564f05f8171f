import type { TesseraDb } from '../lib/db';

const PREFIX = 'sync-base:';

/**
 * For each board, the lastEdited of the version this device and the server last agreed on. A pull compares
 * the server's version with it to tell another device's edit (a conflict) from this device's own old one.
 */
export const syncBases = {
  async read(db: TesseraDb): Promise<Map<string, string>> {
    const records = await db.meta.where('key').startsWith(PREFIX).toArray();
    return new Map(records.map((record) => [record.key.slice(PREFIX.length), record.value]));
  },
  async write(db: TesseraDb, bases: ReadonlyMap<string, string>): Promise<void> {
    if (bases.size === 0) return;
    await db.meta.bulkPut([...bases].map(([id, value]) => ({ key: `${PREFIX}${id}`, value })));
  },
  async rename(db: TesseraDb, previousId: string, nextId: string): Promise<void> {
    const record = await db.meta.get(`${PREFIX}${previousId}`);
    if (!record) return;
    await db.transaction('rw', db.meta, async () => {
      await db.meta.delete(`${PREFIX}${previousId}`);
      await db.meta.put({ key: `${PREFIX}${nextId}`, value: record.value });
    });
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
