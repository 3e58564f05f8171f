import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { LOGIN_LOCKED_MESSAGE, LOGIN_RULES } from '../src/accounts/login-throttle.ts';
import { createUser, logIn, uniqueIp, type TestUser } from './helpers/accounts.ts';
import { fakeSystemTime, type FakeSystemTime } from './helpers/clock.ts';
import { describeEachDatabase } from './helpers/databases.ts';

type Answer = { status: number; message: string | undefined; retryAfter: string | undefined };

// Many people behind one address (a school, a care home) signing in at the same moment, while argon2 takes its time:
// tries in flight count against the address's failure allowance, but correct ones must never be refused as failed.
describeEachDatabase(
  'logins in flight from one address',
  (database) => {
    let time: FakeSystemTime;
    let app: App;
    let users: TestUser[];

    beforeAll(async () => {
      time = fakeSystemTime();
      app = await database.buildApp();
      users = await Promise.all(Array.from({ length: 40 }, () => createUser(app)));
    });
    afterAll(() => time.restore());

    const attempt = async (email: string, password: string, ip: string): Promise<Answer> => {
      const response = await logIn(app, { email, password }, { ip });
      const retryAfter = response.headers['retry-after'];
      return {
        status: response.statusCode,
        message: response.json<{ message?: string }>().message,
        retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
      };
    };

    it('lets 40 people sign in at once from one address, and counts none of it as failed', async () => {
      const ip = uniqueIp();
      const answers = await Promise.all(users.map((user) => attempt(user.email, user.password, ip)));
      expect(answers.map(({ status, message }) => [status, message])).toEqual(users.map(() => [200, undefined]));
      // Nothing failed: one mistyped password is an ordinary failure, and the next person still gets in.
      const late = await createUser(app);
      expect((await attempt(late.email, 'typo', ip)).status).toBe(401);
      expect((await attempt(late.email, late.password, ip)).status).toBe(200);
    });

    it('checks no more than the allowance of 40 parallel wrong passwords from one address, and refuses the rest as locked', async () => {
      const ip = uniqueIp();
      const answers = await Promise.all(users.map((user, index) => attempt(user.email, `guess ${index}`, ip)));
      const checked = answers.filter((answer) => answer.status === 401);
      expect(checked).toHaveLength(LOGIN_RULES.addressFailures);
      const refused = answers.filter((answer) => answer.status !== 401);
      expect(refused.map(({ status, message }) => [status, message])).toEqual(refused.map(() => [429, LOGIN_LOCKED_MESSAGE]));
      expect(refused.every((answer) => Number(answer.retryAfter) > 14 * 60)).toBe(true);
      // The address is locked for browsers new to the accounts, even with the right password.
      const other = await createUser(app);
      expect((await attempt(other.email, other.password, ip)).message).toBe(LOGIN_LOCKED_MESSAGE);
    });

    it('lets every right password in when a few wrong ones come at the same moment from the same address', async () => {
      const ip = uniqueIp();
      const wrong = (index: number) => index % 4 === 3;
      const answers = await Promise.all(users.map((user, index) => attempt(user.email, wrong(index) ? `guess ${index}` : user.password, ip)));
      expect(answers.map((answer) => answer.status)).toEqual(users.map((_, index) => (wrong(index) ? 401 : 200)));
    });

    it('lets 15 people sign in at once to one shared account from one address (past its 10 failures per address)', async () => {
      const shared = await createUser(app);
      const ip = uniqueIp();
      const answers = await Promise.all(Array.from({ length: 15 }, () => attempt(shared.email, shared.password, ip)));
      expect(answers.map(({ status, message }) => [status, message])).toEqual(answers.map(() => [200, undefined]));
    });
  },
  { twoInstances: true },
);
