import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Each user's settings, kept whole as JSON (one row per user). */
export function createSettingsRepository(db: Kysely<Database>) {
  return {
    /** The stored settings as saved, or undefined when the user has saved none. */
    async get(userId: string): Promise<unknown> {
      const row = await db.selectFrom('settings').select('data').where('user_id', '=', userId).executeTakeFirst();
      return row ? (JSON.parse(row.data) as unknown) : undefined;
    },

    /**
     * Reads, changes and writes a user's settings in one transaction. The first statement writes
     * the row (without changing it), which locks it on PostgreSQL and makes the transaction the
     * writer on SQLite, so a login recording its device at the same time is not overwritten.
     */
    async change<T>(userId: string, now: Date, apply: (stored: unknown) => T): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('settings').set({ updated_at: sql`updated_at` }).where('user_id', '=', userId).execute();
        const row = await trx.selectFrom('settings').select('data').where('user_id', '=', userId).executeTakeFirst();
        const next = apply(row ? (JSON.parse(row.data) as unknown) : undefined);
        const values = { data: JSON.stringify(next), updated_at: now.toISOString() };
        await trx
          .insertInto('settings')
          .values({ user_id: userId, ...values })
          .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
          .execute();
        return next;
      });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
