import type { Kysely, Selectable } from 'kysely';
import type { Database, OauthStatesTable } from '../db/schema.ts';

export type OauthState = Selectable<OauthStatesTable>;

/** Social sign-ins in progress: what finishing one needs, kept until it is finished or expires. */
export function createOauthStatesRepository(db: Kysely<Database>) {
  return {
    async insert(state: OauthState, now: Date): Promise<void> {
      await db.deleteFrom('oauth_states').where('expires_at', '<', now.toISOString()).execute();
      await db.insertInto('oauth_states').values(state).execute();
    },

    /** Takes a pending sign-in out (once only); undefined when unknown or expired. */
    async take(state: string, now: Date): Promise<OauthState | undefined> {
      const row = await db.deleteFrom('oauth_states').where('state', '=', state).returningAll().executeTakeFirst();
      return row && row.expires_at > now.toISOString() ? row : undefined;
    },
  };
}

export type OauthStatesRepository = ReturnType<typeof createOauthStatesRepository>;
