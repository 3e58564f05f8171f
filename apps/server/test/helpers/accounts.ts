import type { UserData } from '@tessera/core';
import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app.ts';
import { hashPassword } from '../../src/accounts/passwords.ts';
import { newUserId } from '../../src/accounts/secret-tokens.ts';

let counter = 0;

/** An address no other test uses. */
export const uniqueEmail = (prefix = 'user'): string => `${prefix}-${++counter}-${randomBytes(3).toString('hex')}@example.org`;

/** A client address no other test uses, so that per-IP limits of one test do not reach another. */
export const uniqueIp = (): string => {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type TestUser = { id: string; name: string; email: string; password: string };

/** A user stored directly (activated unless told otherwise), for tests that are not about sign-up. */
export async function createUser(
  app: App,
  { name = 'Ada Lovelace', email = uniqueEmail(), password = 'correct horse', activated = true } = {},
): Promise<TestUser> {
  const id = newUserId();
  const inserted = await app.repositories.users.insert({
    id,
    name,
    email,
    passwordHash: await hashPassword(password),
    activated,
    activationToken: null,
    now: new Date(),
  });
  if (!inserted) throw new Error(`could not create ${email}`);
  return { id, name, email, password };
}

export const logIn = (app: App, body: Record<string, unknown>, { ip = uniqueIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: body, remoteAddress: ip, headers });

/** A stored, activated user and the answer of their login. */
export async function signedInUser(app: App, options: Parameters<typeof createUser>[1] = {}): Promise<TestUser & { data: UserData; token: string }> {
  const user = await createUser(app, options);
  const response = await logIn(app, { email: user.email, password: user.password, deviceId: 'Mozilla/5.0 (test)' });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const data = response.json<UserData>();
  return { ...user, data, token: data.authToken as string };
}
