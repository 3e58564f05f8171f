import type { Location } from '@tessera/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema.ts';
import { compiledOnce } from './compiled-query.ts';
import { endAllSessions } from './sessions-repository.ts';

export type UserRow = Selectable<UsersTable>;

export type NewUser = {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  activated: boolean;
  /** SHA-256 of the activation link's token, never the token itself. */
  activationToken: string | null;
  now: Date;
};

export type ProfileChanges = { name?: string; birthdate?: string | null; location?: Location | null };

/** Emails are compared without case or surrounding spaces: Ada@Example.org and ada@example.org are one account. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Users: accounts, their password hash, activation state and the version that revokes older tokens. */
export function createUsersRepository(db: Kysely<Database>) {
  // Every request with a token reads this.
  const tokenHolder = compiledOnce(db, (id: string) => db.selectFrom('users').select(['id', 'email', 'name', 'role', 'token_version']).where('id', '=', id));

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** What checking a token needs of its user: who they are and the token version in force. */
    async findTokenHolder(id: string): Promise<Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'token_version'> | undefined> {
      const [row] = await tokenHolder(id);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
    },

    /** The account whose activation link has this token hash (only hashes are stored). */
    async findByActivationToken(tokenHash: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('activation_token', '=', tokenHash).executeTakeFirst();
    },

    /** Inserts a user; false when the email is already taken (the unique index decides, so two racing sign-ups cannot both win). */
    async insert(user: NewUser): Promise<boolean> {
      const now = user.now.toISOString();
      const result = await db
        .insertInto('users')
        .values({
          id: user.id,
          name: user.name,
          email: normalizeEmail(user.email),
          password_hash: user.passwordHash,
          role: 'user',
          is_first_login: 1,
          is_by_back_office: 0,
          birthdate: null,
          location: null,
          photos: null,
          activated: user.activated ? 1 : 0,
          activation_token: user.activationToken,
          token_version: 0,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return result !== undefined;
    },

    /** Activates the account whose link has this token hash and forgets it, so a link works once. */
    async activate(tokenHash: string, now: Date): Promise<UserRow | undefined> {
      const user = await this.findByActivationToken(tokenHash);
      if (!user) return undefined;
      const result = await db
        .updateTable('users')
        .set({ activated: 1, activation_token: null, updated_at: now.toISOString() })
        .where('id', '=', user.id)
        .where('activation_token', '=', tokenHash)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? { ...user, activated: 1, activation_token: null } : undefined;
    },

    async updateProfile(id: string, changes: ProfileChanges, now: Date): Promise<void> {
      const set: Partial<UsersTable> = { updated_at: now.toISOString() };
      if (changes.name !== undefined) set.name = changes.name;
      if (changes.birthdate !== undefined) set.birthdate = changes.birthdate;
      if (changes.location !== undefined) set.location = changes.location && JSON.stringify(changes.location);
      await db.updateTable('users').set(set).where('id', '=', id).execute();
    },

    /** Marks an existing account as made by the back office (always active for subscriptions); false when there is none. */
    async setByBackOffice(email: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ is_by_back_office: 1, updated_at: now.toISOString() })
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setPhotos(id: string, photos: { value: string }[], now: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ photos: JSON.stringify(photos), updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Stores a new password hash and ends every session of the user (raising the token version ends the tokens from
     * before sessions): whoever had the old password is signed out everywhere, and their browsers are no longer the
     * owner's known ones.
     */
    async setPassword(id: string, passwordHash: string, now: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: now.toISOString() }))
          .where('id', '=', id)
          .execute();
        await endAllSessions(trx, id, now);
      });
    },

    /** Raises the token version: every token issued before sessions existed stops working (logging out with one). */
    async revokeTokensWithoutSession(id: string, now: Date): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now.toISOString() }))
        .where('id', '=', id)
        .execute();
    },

    /** Activates an account whose owner proved the address another way (a password reset link). */
    async markActivated(id: string, now: Date): Promise<void> {
      await db.updateTable('users').set({ activated: 1, activation_token: null, updated_at: now.toISOString() }).where('id', '=', id).execute();
    },

    /**
     * Activates an account whose email a login provider has just verified. Its password, if any, was
     * set by someone who never proved they own the address, so it is dropped (else whoever signed up
     * first with another person's email could later log in to that person's account).
     */
    async activateVerified(id: string, now: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ activated: 1, activation_token: null, password_hash: null, updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('activated', '=', 0)
        .execute();
    },

    async clearFirstLogin(id: string): Promise<void> {
      await db.updateTable('users').set({ is_first_login: 0 }).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export const locationOf = (user: UserRow): Location | undefined => (user.location ? (JSON.parse(user.location) as Location) : undefined);
