import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type MediaRecord = { fileName: string; ownerId: string; contentType: string; size: number; createdAt: string };

/** Which user uploaded which file under DATA_DIR/media. */
export function createMediaRepository(db: Kysely<Database>) {
  return {
    async insert(record: MediaRecord): Promise<void> {
      await db
        .insertInto('media')
        .values({ file_name: record.fileName, owner_id: record.ownerId, content_type: record.contentType, size: record.size, created_at: record.createdAt })
        .execute();
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
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
