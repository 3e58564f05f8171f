import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type MediaRecord = { fileName: string; ownerId: string; contentType: string; size: number; createdAt: string };

/** Which user uploaded which file (kept in the media store), and how much each user keeps. */
export function createMediaRepository(db: Kysely<Database>) {
  const repository = {
    async insert(record: MediaRecord): Promise<void> {
      await db
        .insertInto('media')
        .values({ file_name: record.fileName, owner_id: record.ownerId, content_type: record.contentType, size: record.size, created_at: record.createdAt })
        .execute();
    },

    /** Bytes of media the user keeps. */
    async usedBytes(ownerId: string): Promise<number> {
      const row = await db
        .selectFrom('media')
        .select((eb) => eb.fn.sum<number | string | null>('size').as('total'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      // PostgreSQL sums integers as bigint, which pg hands over as a string.
      return Number(row?.total ?? 0);
    },

    /**
     * Records a file only if its owner stays within `quotaBytes`, before the file is written, so
     * parallel uploads cannot together pass the quota: each counts after its own row is in, and
     * whichever sees too much takes its row back. (Two near the limit may both be refused; none
     * is ever let over it.)
     */
    async reserve(record: MediaRecord, quotaBytes: number): Promise<boolean> {
      await repository.insert(record);
      if ((await repository.usedBytes(record.ownerId)) <= quotaBytes) return true;
      await repository.remove(record.fileName);
      return false;
    },

    async remove(fileName: string): Promise<void> {
      await db.deleteFrom('media').where('file_name', '=', fileName).execute();
    },

    async get(fileName: string): Promise<MediaRecord | undefined> {
      const row = await db.selectFrom('media').selectAll().where('file_name', '=', fileName).executeTakeFirst();
      return row && { fileName: row.file_name, ownerId: row.owner_id, contentType: row.content_type, size: row.size, createdAt: row.created_at };
    },

    /** Forgets every file of a user and returns their names, so the caller can remove them from disk. */
    async deleteByOwner(ownerId: string): Promise<string[]> {
      const rows = await db.deleteFrom('media').where('owner_id', '=', ownerId).returning('file_name').execute();
      return rows.map((row) => row.file_name);
    },
  };
  return repository;
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
