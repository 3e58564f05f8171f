import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What a versioned settings save did: written (the new value and version), or refused as stale (the current ones). */
export type SettingsSave<T> = { outcome: 'written'; value: T; version: number } | { outcome: 'stale'; current: unknown; version: number };

/** Each user's settings, kept whole as JSON (one row per user), with a version raised by every save of the user's choices. */
export function createSettingsRepository(db: Kysely<Database>) {
  /**
   * Reads, changes and writes a user's settings in one transaction. The first statement writes the row (without
   * changing it), which locks it on PostgreSQL and makes the transaction the writer on SQLite, so a login recording
   * its device at the same time is not overwritten. A save of the user's choices raises the version and is refused
   * when based on an older one; the server's own bookkeeping (the device list) leaves it as it is.
   */
  const locked = async <T>(
    userId: string,
    now: Date,
    baseVersion: number | undefined,
    bump: boolean,
    apply: (stored: unknown) => T,
  ): Promise<SettingsSave<T>> =>
    db.transaction().execute(async (trx) => {
      await trx
        .updateTable('settings')
        .set({ updated_at: sql`updated_at` })
        .where('user_id', '=', userId)
        .execute();
      const row = await trx.selectFrom('settings').select(['data', 'version']).where('user_id', '=', userId).executeTakeFirst();
      const stored = row ? (JSON.parse(row.data) as unknown) : undefined;
      // Nothing saved yet is version 0: a device that read nothing may write the first.
      const version = row ? Number(row.version) : 0;
      if (baseVersion !== undefined && baseVersion !== version) return { outcome: 'stale', current: stored, version };
      const value = apply(stored);
      const nextVersion = bump ? version + 1 : Math.max(version, 1);
      const values = { data: JSON.stringify(value), updated_at: now.toISOString(), version: nextVersion };
      await trx
        .insertInto('settings')
        .values({ user_id: userId, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
      return { outcome: 'written', value, version: nextVersion };
    });

  return {
    /** The stored settings as saved, or undefined when the user has saved none; with their version (0 when none). */
    async read(userId: string): Promise<{ stored: unknown; version: number }> {
      const row = await db.selectFrom('settings').select(['data', 'version']).where('user_id', '=', userId).executeTakeFirst();
      return row ? { stored: JSON.parse(row.data) as unknown, version: Number(row.version) } : { stored: undefined, version: 0 };
    },

    /** The stored settings as saved, or undefined when the user has saved none. */
    async get(userId: string): Promise<unknown> {
      return (await this.read(userId)).stored;
    },

    /** The server's own change of the row (the device list): no version check, no new version. */
    async change<T>(userId: string, now: Date, apply: (stored: unknown) => T): Promise<T> {
      const saved = await locked(userId, now, undefined, false, apply);
      if (saved.outcome !== 'written') throw new Error('an unversioned settings change cannot be stale');
      return saved.value;
    },

    /** A save of the user's choices, based on `baseVersion` (any when undefined). */
    save<T>(userId: string, now: Date, baseVersion: number | undefined, apply: (stored: unknown) => T): Promise<SettingsSave<T>> {
      return locked(userId, now, baseVersion, true, apply);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
