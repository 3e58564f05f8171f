import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { AUTH_MESSAGES, authPlugin } from '../src/plugins/auth.ts';
import { databasePlugin } from '../src/plugins/database.ts';
import { errorsPlugin } from '../src/plugins/errors.ts';
import { DAY, makeTestClock } from './helpers/clock.ts';
import { describeEachDatabase } from './helpers/databases.ts';

describeEachDatabase('auth plugin', (database) => {
  const time = makeTestClock();
  let app: FastifyInstance;
  let config: Config;

  beforeAll(async () => {
    config = database.config({ TOKEN_TTL: '30d' });
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(databasePlugin, { config });
    await app.register(authPlugin, { config, clock: time.clock });
    app.get('/me', { preHandler: app.authenticate }, async (request) => request.user);
    await app.ready();
    await app.repositories.users.insert({
      id: 'user-ada',
      name: 'Ada',
      email: 'Ada@Example.org',
      passwordHash: null,
      activated: true,
      activationToken: null,
      now: time.clock(),
    });
  });
  afterAll(async () => app.close());

  const ada = async () => (await app.repositories.users.findById('user-ada'))!;
  const me = (token?: string, scheme = 'Bearer') =>
    app.inject({ method: 'GET', url: '/me', headers: token === undefined ? {} : { authorization: `${scheme} ${token}` } });
  const refused = async (token: string | undefined, message: string) => {
    const response = await me(token);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ message });
  };

  it('lets a fresh token through and sets request.user from the database', async () => {
    const token = await app.issueToken(await ada());
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'user-ada', email: 'ada@example.org', name: 'Ada', role: 'user' });
    expect((await me(token, 'bearer')).statusCode).toBe(200);
  });

  it('refuses a missing, malformed, tampered or foreign-signed token with 403', async () => {
    await refused(undefined, AUTH_MESSAGES.missing);
    const response = await me('abc', 'Basic');
    expect(response.statusCode).toBe(403);
    await refused('not-a-jwt', AUTH_MESSAGES.invalid);
    const token = await app.issueToken(await ada());
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone' })).toString('base64url');
    await refused(`${header}.${forged}.${signature}`, AUTH_MESSAGES.invalid);
    const otherKey = new TextEncoder().encode('x'.repeat(40));
    const foreign = await new SignJWT({ email: 'ada@example.org', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-ada')
      .setIssuer('tessera')
      .setAudience('tessera-api')
      .setExpirationTime('1h')
      .sign(otherKey);
    await refused(foreign, AUTH_MESSAGES.invalid);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    await refused(unsigned, AUTH_MESSAGES.invalid);
  });

  it('refuses an expired token once TOKEN_TTL has passed', async () => {
    const token = await app.issueToken(await ada());
    time.advance(30 * DAY - 60_000);
    expect((await me(token)).statusCode).toBe(200);
    time.advance(2 * 60_000);
    await refused(token, AUTH_MESSAGES.expired);
  });

  it('refuses a token whose session was ended, or whose user is gone', async () => {
    const token = await app.issueToken(await ada());
    const other = await app.issueToken(await ada());
    const sid = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    expect(await app.repositories.sessions.end('user-ada', sid, time.clock())).toBe(true);
    await refused(token, AUTH_MESSAGES.revoked);
    // Another session of the same user is its own.
    expect((await me(other)).statusCode).toBe(200);
    await app.repositories.sessions.endAll('user-ada', time.clock());
    await refused(other, AUTH_MESSAGES.revoked);
    const fresh = await app.issueToken(await ada());
    expect((await me(fresh)).statusCode).toBe(200);
    await app.repositories.users.delete('user-ada');
    await refused(fresh, AUTH_MESSAGES.revoked);
  });

  it('still takes a token from before sessions until its version goes up, and a session id cannot be moved to another user', async () => {
    await app.repositories.users.insert({
      id: 'user-bob',
      name: 'Bob',
      email: 'bob@example.org',
      passwordHash: null,
      activated: true,
      activationToken: null,
      now: time.clock(),
    });
    const key = new TextEncoder().encode(config.jwtSecret);
    const signed = (claims: Record<string, unknown>, subject: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer('tessera')
        .setAudience('tessera-api')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    const legacy = await signed({ email: 'bob@example.org', tv: 0 }, 'user-bob');
    expect((await me(legacy)).statusCode).toBe(200);
    await app.repositories.users.revokeTokensWithoutSession('user-bob', time.clock());
    await refused(legacy, AUTH_MESSAGES.revoked);

    const bobs = await app.issueToken((await app.repositories.users.findById('user-bob'))!);
    const sid = (JSON.parse(Buffer.from(bobs.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    // Only a holder of the secret could sign this; still, a session answers for its own user only.
    await refused(await signed({ email: 'eve@example.org', sid }, 'user-eve'), AUTH_MESSAGES.revoked);
    await refused(await signed({ email: 'bob@example.org' }, 'user-bob'), AUTH_MESSAGES.invalid);
  });
});
