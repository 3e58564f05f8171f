import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type SubscriberRow = { id: string; userId: string; createdAt: string };

/** The subscriber record of each user (spec 02 §7's /subscriber calls); its status is always the server's own. */
export function createSubscribersRepository(db: Kysely<Database>) {
  const select = () => db.selectFrom('subscribers').select(['id', 'user_id as userId', 'created_at as createdAt']);
  return {
    async findById(id: string): Promise<SubscriberRow | undefined> {
      return select().where('id', '=', id).executeTakeFirst();
    },

    async findByUser(userId: string): Promise<SubscriberRow | undefined> {
      return select().where('user_id', '=', userId).executeTakeFirst();
    },

    /** The user's subscriber, made on first call (a retried create meets the same row). */
    async findOrCreate(userId: string, id: string, now: Date): Promise<SubscriberRow> {
      const at = now.toISOString();
      await db
        .insertInto('subscribers')
        .values({ id, user_id: userId, created_at: at, updated_at: at })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      const row = await this.findByUser(userId);
      if (!row) throw new Error(`subscriber of ${userId} not stored`);
      return row;
    },
  };
}
