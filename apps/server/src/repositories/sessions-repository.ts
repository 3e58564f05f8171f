import { sql, type Kysely } from 'kysely';
import type { Database, SessionsTable } from '../db/schema.ts';
import { compiledOnce } from './compiled-query.ts';

/** How long an ended or expired session is remembered (for its device key), after its expiry. */
const REMEMBER_DEVICES_MS = 400 * 24 * 60 * 60_000;
/** A used session's last_used_at moves forward at most this often: checking a token stays a read. */
export const LAST_USED_STEP_MS = 60 * 60_000;

export type NewSession = {
  id: string;
  userId: string;
  now: Date;
  expiresAt: Date;
  deviceLabel: string | null;
  installationId: string | null;
  deviceRowId: string | null;
  deviceKeyHash: string | null;
};

/** What checking a token reads: the session and who it belongs to, in one query. */
export type SessionHolder = {
  user_id: string;
  revoked_at: string | null;
  expires_at: string;
  last_used_at: string;
  email: string;
  name: string;
  role: string;
};

/** A session as its owner's Devices screen lists it. */
export type SessionSummary = Pick<SessionsTable, 'id' | 'created_at' | 'last_used_at' | 'device_label' | 'installation_id' | 'device_row_id'>;

/** Ends every session of the user and forgets their browsers; inside a transaction of the caller's when given one. */
export async function endAllSessions(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    // The account's browsers are no longer trusted either (a password change or "log out of all devices" says why).
    .set({ revoked_at: sql<string>`coalesce(revoked_at, ${now.toISOString()})`, device_key_hash: null })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('revoked_at', 'is', null), eb('device_key_hash', 'is not', null)]))
    .execute();
}

/** Sessions: one per sign-in of one browser installation, ended by revoking the row. */
export function createSessionsRepository(db: Kysely<Database>) {
  // Every request with a token reads this.
  const holder = compiledOnce(db, (id: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.user_id', 'sessions.revoked_at', 'sessions.expires_at', 'sessions.last_used_at', 'users.email', 'users.name', 'users.role'])
      .where('sessions.id', '=', id),
  );

  return {
    async insert(session: NewSession): Promise<void> {
      const now = session.now.toISOString();
      // Sessions long over are of no use, not even as a known device: tidied up as the user signs in again.
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', session.userId)
        .where('expires_at', '<', new Date(session.now.getTime() - REMEMBER_DEVICES_MS).toISOString())
        .execute();
      await db
        .insertInto('sessions')
        .values({
          id: session.id,
          user_id: session.userId,
          created_at: now,
          last_used_at: now,
          expires_at: session.expiresAt.toISOString(),
          revoked_at: null,
          device_label: session.deviceLabel,
          installation_id: session.installationId,
          device_row_id: session.deviceRowId,
          device_key_hash: session.deviceKeyHash,
        })
        .execute();
    },

    async findHolder(id: string): Promise<SessionHolder | undefined> {
      const [row] = await holder(id);
      return row;
    },

    async touch(id: string, now: Date): Promise<void> {
      await db.updateTable('sessions').set({ last_used_at: now.toISOString() }).where('id', '=', id).execute();
    },

    /** The user's sessions still open at `now`, most recently used first. */
    async openOf(userId: string, now: Date): Promise<SessionSummary[]> {
      return db
        .selectFrom('sessions')
        .select(['id', 'created_at', 'last_used_at', 'device_label', 'installation_id', 'device_row_id'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .orderBy('last_used_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /** Of these session ids, the ones still open at `now` (a live-update stream of any other closes). */
    async stillOpen(ids: readonly string[], now: Date): Promise<Set<string>> {
      const open = new Set<string>();
      // In slices, well within any driver's limit of parameters.
      for (let start = 0; start < ids.length; start += 500) {
        const rows = await db
          .selectFrom('sessions')
          .select('id')
          .where('id', 'in', ids.slice(start, start + 500))
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now.toISOString())
          .execute();
        for (const row of rows) open.add(row.id);
      }
      return open;
    },

    /** Ends one session of the user; false when the user has no such open session. */
    async end(userId: string, id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now.toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Ends every session of the user and forgets their browsers (password change, "log out of all devices"). */
    endAll: (userId: string, now: Date): Promise<void> => endAllSessions(db, userId, now),

    /** Whether the browser with this device key signed in to the user's account before (its session may have ended since). */
    async isKnownDevice(userId: string, deviceKeyHash: string): Promise<boolean> {
      const row = await db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .where('device_key_hash', '=', deviceKeyHash)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
