import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeRedis, connectRedis, type RedisLog } from '../src/redis/redis-connection.ts';
import { createUser, logIn, uniqueEmail, uniqueIp } from './helpers/accounts.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { canRunRedisServer, startOwnRedisServer, type OwnRedisServer } from './helpers/redis-server.ts';

/** A log that keeps its lines as "<level> <message>". */
const recordingLog = () => {
  const lines: string[] = [];
  const log: RedisLog = { info: (_details, message) => lines.push(`info ${message}`), error: (_details, message) => lines.push(`error ${message}`) };
  return { lines, log };
};

if (canRunRedisServer)
  describe('a Redis connection through an outage', () => {
    let server: OwnRedisServer;
    beforeAll(async () => {
      server = await startOwnRedisServer();
    });
    afterAll(async () => server.stop());

    it('is ready at once and named; during an outage commands fail quickly and the outage is logged once, then its end', async () => {
      const { lines, log } = recordingLog();
      const client = await connectRedis(server.url, { name: 'probe', log });
      try {
        expect(client.status).toBe('ready');
        expect(await client.client('GETNAME')).toBe('tessera-probe');

        let failures = 0;
        client.on('error', () => (failures += 1));
        await server.stop();
        const started = Date.now();
        await expect(client.get('anything')).rejects.toThrow();
        expect(Date.now() - started).toBeLessThan(3_000);
        await vi.waitFor(() => expect(lines.filter((line) => line.startsWith('error'))).toHaveLength(1), { timeout: 5_000 });
        // Reconnection keeps failing the same way meanwhile (two more failed attempts seen): no more lines.
        const logged = failures;
        await vi.waitFor(() => expect(failures).toBeGreaterThanOrEqual(logged + 2), { timeout: 5_000 });
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(/^error Redis connection "probe" failed: .*ECONNREFUSED/);

        await server.start();
        await vi.waitFor(() => expect(lines).toContain('info Redis connection "probe" is back'), { timeout: 5_000 });
        expect(await client.ping()).toBe('PONG');
      } finally {
        await closeRedis(client);
      }
    });
  });

describeEachDatabase('the app while Redis is down', (database) => {
  if (!canRunRedisServer) return;
  let server: OwnRedisServer;
  beforeAll(async () => {
    server = await startOwnRedisServer();
  });
  afterAll(async () => server.stop());

  it('still answers logins (counting them in memory) and limited routes, and shares again once Redis is back', async () => {
    const app = await database.buildApp({ REDIS_URL: server.url });
    const user = await createUser(app);
    await server.stop();

    // No request waits for Redis to come back (each would otherwise wait out reconnection attempts).
    const started = Date.now();
    const ip = uniqueIp();
    for (let index = 0; index < 10; index += 1) expect((await logIn(app, { email: user.email, password: 'wrong' }, { ip })).statusCode).toBe(401);
    // Counted in memory meanwhile: that address is locked out of the account.
    expect((await logIn(app, { email: user.email, password: user.password }, { ip })).statusCode).toBe(429);
    const forgot = await app.inject({ method: 'POST', url: '/api/user/forgot', payload: { email: uniqueEmail() }, remoteAddress: uniqueIp() });
    expect(forgot.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);

    await server.start();
    await vi.waitFor(() => expect(app.redis?.status).toBe('ready'), { timeout: 5_000 });
    const other = await createUser(app);
    expect((await logIn(app, { email: other.email, password: 'wrong' })).statusCode).toBe(401);
    // The failure is counted in Redis again: the tries for its (account, address) pair, its address and its account,
    // and the failures of the pair and the address (login-throttle.ts: only failures lock).
    expect((await app.redis?.keys('tessera:login-*'))?.map((key) => key.split(':')[1]).sort()).toEqual([
      'login-account',
      'login-address',
      'login-address-failed',
      'login-pair',
      'login-pair-failed',
    ]);
    expect((await logIn(app, { email: other.email, password: other.password })).statusCode).toBe(200);
  });
});
