import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { LOGIN_LOCKED_MESSAGE } from '../src/accounts/login-throttle.ts';
import type { Env } from '../src/config.ts';
import { createUser, logIn, uniqueEmail, uniqueIp } from './helpers/accounts.ts';
import { accountMailsSent } from './helpers/account-mails.ts';
import { describeEachDatabase, type TestDatabase } from './helpers/databases.ts';
import { openTestRedis, testRedisUrl, type TestRedis } from './helpers/redis.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';

/** Two instances behind one load balancer: the same database, the same Redis (when given), the same mail server. */
function twoInstances(database: TestDatabase, env: () => Env) {
  const instances: App[] = [];
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    for (let index = 0; index < 2; index += 1) instances.push(await database.buildApp({ ...env(), SMTP_URL: smtp.url }));
  });
  afterAll(async () => smtp.close());
  return { instance: (index: number) => instances[index % 2] as App, smtp: () => smtp };
}

/** The tests every shared store must pass. */
function sharedLimitTests(database: TestDatabase, env: () => Env) {
  const { instance, smtp } = twoInstances(database, env);

  it('checks 10 of 40 parallel wrong passwords sent to both instances from one address, and then locks that address out of the account on both', async () => {
    const user = await createUser(instance(0));
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => logIn(instance(index), { email: user.email, password: `guess ${index}` }, { ip })),
    );
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode !== 401);
    expect(refused.map((answer) => [answer.statusCode, answer.json<{ message: string }>().message])).toEqual(
      Array.from({ length: 30 }, () => [429, LOGIN_LOCKED_MESSAGE]),
    );
    for (const index of [0, 1]) expect((await logIn(instance(index), { email: user.email, password: user.password }, { ip })).statusCode).toBe(429);
    // Failures lock an address out of an account, never the account: its owner, elsewhere, logs in.
    expect((await logIn(instance(1), { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('mails at most 3 reset links an hour to one address, asked from both instances and many addresses', async () => {
    const user = await createUser(instance(0));
    const since = smtp().mails.length;
    for (let index = 0; index < 8; index += 1) {
      const response = await instance(index).inject({ method: 'POST', url: '/api/user/forgot', payload: { email: user.email }, remoteAddress: uniqueIp() });
      expect(response.statusCode).toBe(200);
    }
    await accountMailsSent(smtp(), instance(0), instance(1));
    expect(
      smtp()
        .mails.slice(since)
        .filter((mail) => mail.to.includes(user.email)),
    ).toHaveLength(3);
  });
}

describeEachDatabase('limits shared by instances', (database) => {
  if (database.dialect === 'postgres') {
    describe('in PostgreSQL, without Redis', () => {
      sharedLimitTests(database, () => ({}));
    });
  }

  if (testRedisUrl) {
    const url = testRedisUrl;
    describe('in Redis', () => {
      let redis: TestRedis;
      beforeAll(() => {
        redis = openTestRedis(url);
      });
      afterAll(async () => redis.close());

      sharedLimitTests(database, () => redis.env);

      describe('request limits', () => {
        const { instance } = twoInstances(database, () => redis.env);

        it("shares a route's limit per address between instances", async () => {
          const ip = uniqueIp();
          const forgot = (index: number, from = ip) =>
            instance(index).inject({ method: 'POST', url: '/api/user/forgot', payload: { email: uniqueEmail('nobody') }, remoteAddress: from });
          // 10 per 15 minutes per address: 5 on each instance.
          for (let index = 0; index < 10; index += 1) expect((await forgot(index)).statusCode).toBe(200);
          for (const index of [0, 1]) {
            const limited = await forgot(index);
            expect(limited.statusCode).toBe(429);
            expect(limited.json()).toEqual({ message: 'Too many requests. Try again in 15 minutes.' });
          }
          expect((await forgot(0, uniqueIp())).statusCode).toBe(200);
        });

        it('writes its keys under REDIS_KEY_PREFIX, with no address or email in them', async () => {
          const user = await createUser(instance(0));
          const ip = uniqueIp();
          expect((await logIn(instance(1), { email: user.email, password: 'wrong' }, { ip })).statusCode).toBe(401);
          const keys = await redis.keys();
          const prefix = redis.env.REDIS_KEY_PREFIX;
          expect(keys.some((key) => key.startsWith(`${prefix}requests:`))).toBe(true);
          expect(keys.some((key) => key.startsWith(`${prefix}login-pair:`))).toBe(true);
          expect(keys.some((key) => key.startsWith(`${prefix}login-account:`))).toBe(true);
          expect(keys.some((key) => key.startsWith(`${prefix}account-mail:`))).toBe(true);
          expect(keys.filter((key) => key.startsWith(`${prefix}login-`) || key.startsWith(`${prefix}account-mail:`)).join(' ')).not.toMatch(
            /@|10\.\d+\.\d+\.\d+/,
          );
        });
      });
    });
  }
});
