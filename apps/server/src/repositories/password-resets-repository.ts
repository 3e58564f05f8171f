import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Password reset links, by the hash of their token. */
export function createPasswordResetsRepository(db: Kysely<Database>) {
  return {
    async insert(reset: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      // Links that expired long ago are of no use to anyone; tidy them up as new ones are made.
      await db.deleteFrom('password_resets').where('expires_at', '<', reset.createdAt.toISOString()).execute();
      await db
        .insertInto('password_resets')
        .values({
          token_hash: reset.tokenHash,
          user_id: reset.userId,
          created_at: reset.createdAt.toISOString(),
          expires_at: reset.expiresAt.toISOString(),
        })
        .execute();
    },

    /**
     * Uses up a link: true when it existed for this user and had not expired. The row is deleted
     * either way, and only one of two racing calls can delete it, so a link works once.
     */
    async consume(userId: string, tokenHash: string, now: Date): Promise<boolean> {
      const row = await db
        .deleteFrom('password_resets')
        .where('token_hash', '=', tokenHash)
        .where('user_id', '=', userId)
        .returning('expires_at')
        .executeTakeFirst();
      return row !== undefined && row.expires_at > now.toISOString();
    },

    /** Forgets every link of a user (after a successful reset, older links must not work either). */
    async deleteForUser(userId: string): Promise<void> {
      await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
