import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app.ts';

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

/** Headers with a token that no server issued. */
export const forgedHeaders = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' };
