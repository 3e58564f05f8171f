import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app.ts';
import type { TestDatabase } from './databases.ts';

export type SignedIn = {
  id: string;
  email: string;
  name: string;
  token: string;
  /** Headers of a request made as this user. */
  headers: { authorization: string };
};

/** An activated user, made through the accounts repository, with a token from app.issueToken. */
export async function signedInUser(app: App, name = 'Ada', email = `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@example.org`): Promise<SignedIn> {
  const id = `user-${randomBytes(6).toString('hex')}`;
  const inserted = await app.repositories.users.insert({ id, name, email, passwordHash: null, activated: true, activationToken: null, now: app.clock() });
  if (!inserted) throw new Error(`could not insert ${email}`);
  const user = await app.repositories.users.findById(id);
  if (!user) throw new Error(`user ${id} not found after insert`);
  const token = await app.issueToken(user);
  return { id, email: user.email, name, token, headers: { authorization: `Bearer ${token}` } };
}

/** The block's app and two activated users of it: Ada, who owns things, and Bob, who is someone else. */
export type AppWithTwoUsers = { app: App; ada: SignedIn; bob: SignedIn };

/**
 * Builds the block's app (with `buildApp`'s arguments) and signs in Ada and Bob: what route tests about owners and
 * other users start from, called once in their beforeAll.
 */
export async function appWithTwoUsers(database: TestDatabase, ...build: Parameters<TestDatabase['buildApp']>): Promise<AppWithTwoUsers> {
  const app = await database.buildApp(...build);
  return { app, ada: await signedInUser(app, 'Ada'), bob: await signedInUser(app, 'Bob') };
}

/** Headers with a token that no server issued. */
export const forgedHeaders = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' };
