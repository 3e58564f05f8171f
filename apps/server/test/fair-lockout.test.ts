import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { DEVICE_COOKIE } from '../src/accounts/device-cookie.ts';
import { LOGIN_LOCKED_MESSAGE, loginSlowedMessage, tooManyLoginsMessage } from '../src/accounts/login-throttle.ts';
import { createUser, logIn, uniqueIp, type TestUser } from './helpers/accounts.ts';
import { fakeSystemTime, HOUR, MINUTE, type FakeSystemTime } from './helpers/clock.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';

type Answer = { status: number; message?: string; retryAfter?: number; cookie?: string };

/** The device cookie a login answer sets, as a browser would send it back. */
const deviceCookieOf = (setCookie: string | string[] | undefined): string | undefined => {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = cookies.find((value) => value.startsWith(`${DEVICE_COOKIE}=`));
  return cookie?.split(';')[0];
};

// Issue 26, "anyone can lock anyone out": failures from anywhere no longer lock the owner out of their account.
describeEachDatabase(
  'fair lockout',
  (database) => {
    let time: FakeSystemTime;
    let app: App;
    let smtp: TestSmtp;

    beforeAll(async () => {
      time = fakeSystemTime();
      smtp = await startTestSmtp();
      app = await database.buildApp({ SMTP_URL: smtp.url });
    });
    afterAll(async () => {
      time.restore();
      await smtp.close();
    });

    const attempt = async (
      user: Pick<TestUser, 'email'>,
      password: string,
      { ip = uniqueIp(), cookie }: { ip?: string; cookie?: string } = {},
    ): Promise<Answer> => {
      const response = await logIn(app, { email: user.email, password }, { ip, headers: cookie ? { cookie } : {} });
      const body = response.json<{ message?: string }>();
      return {
        status: response.statusCode,
        ...(body.message === undefined ? {} : { message: body.message }),
        ...(response.headers['retry-after'] === undefined ? {} : { retryAfter: Number(response.headers['retry-after']) }),
        ...(deviceCookieOf(response.headers['set-cookie']) ? { cookie: deviceCookieOf(response.headers['set-cookie']) } : {}),
      };
    };
    /** The owner on their own browser: one login, whose device cookie they keep. */
    const ownBrowser = async (user: TestUser, ip = uniqueIp()) => {
      const first = await attempt(user, user.password, { ip });
      expect(first.status).toBe(200);
      expect(first.cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{43}$`));
      return first.cookie as string;
    };

    it("lets the owner's own browser in at once with the right password, whatever others tried from wherever", async () => {
      const victim = await createUser(app);
      const home = uniqueIp();
      const cookie = await ownBrowser(victim, home);
      // Guesses from 40 addresses at once, and 25 more from the victim's own address (a school behind one address).
      await Promise.all(Array.from({ length: 40 }, (_, index) => attempt(victim, `guess ${index}`)));
      for (let index = 0; index < 25; index += 1) await attempt(victim, `more ${index}`, { ip: home });
      // Browsers new to the account wait (Redis counts waits by its own clock, which runs on meanwhile: not asserted there).
      if (database.limitsFollowFakeTime) {
        expect((await attempt(victim, victim.password, { ip: home })).status).toBe(429);
        expect((await attempt(victim, victim.password)).status).toBe(429);
      }

      const own = await attempt(victim, victim.password, { ip: home, cookie });
      expect(own.status).toBe(200);
      // The browser keeps its key: the same cookie comes back.
      expect(own.cookie).toBe(cookie);
      // Mistyped once on the own browser: an ordinary failure, then in.
      expect((await attempt(victim, 'typo', { ip: home, cookie })).status).toBe(401);
      expect((await attempt(victim, victim.password, { ip: home, cookie })).status).toBe(200);
    });

    it("does not take another account's browser, or a made-up cookie, for the owner's", async () => {
      const victim = await createUser(app);
      const attacker = await createUser(app);
      const attackersCookie = await ownBrowser(attacker);
      for (let index = 0; index < 11; index += 1) await attempt(victim, `guess ${index}`);
      for (const cookie of [attackersCookie, `${DEVICE_COOKIE}=${'A'.repeat(43)}`]) {
        const refused = await attempt(victim, victim.password, { cookie });
        expect([refused.status, refused.message]).toEqual([429, loginSlowedMessage((refused.retryAfter ?? 0) * 1000)]);
      }
    });

    it('checks 10 of 40 parallel wrong passwords from one address, locks that address out of the account, and no other', async () => {
      const user = await createUser(app);
      const ip = uniqueIp();
      const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => attempt(user, `guess ${index}`, { ip })));
      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
      expect(answers.filter((answer) => answer.status !== 401).map(({ status, message }) => [status, message])).toEqual(
        Array.from({ length: 30 }, () => [429, LOGIN_LOCKED_MESSAGE]),
      );
      const locked = await attempt(user, user.password, { ip });
      expect([locked.status, locked.message]).toEqual([429, LOGIN_LOCKED_MESSAGE]);
      expect(locked.retryAfter).toBeGreaterThan(14 * 60);
      // Locked out of this account only, and the account is not locked for another address.
      const other = await createUser(app);
      expect((await attempt(other, other.password, { ip })).status).toBe(200);
      expect((await attempt(user, user.password)).status).toBe(200);
    });

    it('lets one guess through when 40 come at once from as many addresses past the free failures, without counting the refused ones against those addresses', async () => {
      const user = await createUser(app);
      for (let index = 0; index < 10; index += 1) expect((await attempt(user, `early ${index}`)).status).toBe(401);
      const ips = Array.from({ length: 40 }, () => uniqueIp());
      const answers = await Promise.all(ips.map((ip, index) => attempt(user, `guess ${index}`, { ip })));
      // One gets its turn; on Redis, whose waits run by its own clock while 40 tries are answered, a few more may (each
      // wait twice the one before).
      const checked = answers.filter((answer) => answer.status === 401).length;
      if (database.limitsFollowFakeTime) expect(checked).toBe(1);
      else expect(checked).toBeLessThanOrEqual(5);
      expect(answers.filter((answer) => answer.status === 429).every((answer) => answer.message === loginSlowedMessage((answer.retryAfter ?? 0) * 1000))).toBe(
        true,
      );
      const refusedIp = ips[answers.findIndex((answer) => answer.status === 429)] as string;
      for (let index = 0; index < 19; index += 1) expect((await attempt({ email: `nobody-${index}@example.org` }, 'x', { ip: refusedIp })).status).toBe(401);
    });

    it('refuses more than 30 logins of one account within 15 minutes, even with the right password', async () => {
      const user = await createUser(app);
      const ip = uniqueIp();
      for (let index = 0; index < 30; index += 1) expect((await attempt(user, user.password, { ip })).status).toBe(200);
      const refused = await attempt(user, user.password, { ip });
      expect([refused.status, refused.message]).toEqual([429, tooManyLoginsMessage((refused.retryAfter ?? 0) * 1000)]);
    });

    // Redis expires its counters by its own clock, which the test cannot move: these run without Redis.
    if (database.limitsFollowFakeTime) {
      it('locks an address out of an account for 15 minutes after 10 failures within 15 minutes', async () => {
        const user = await createUser(app);
        const ip = uniqueIp();
        for (let index = 0; index < 10; index += 1) {
          expect((await attempt(user, `wrong ${index}`, { ip })).status).toBe(401);
          time.advance(MINUTE);
        }
        expect((await attempt(user, user.password, { ip })).message).toBe(LOGIN_LOCKED_MESSAGE);
        time.advance(13 * MINUTE);
        expect((await attempt(user, user.password, { ip })).message).toBe(LOGIN_LOCKED_MESSAGE);
        time.advance(MINUTE);
        expect((await attempt(user, user.password, { ip })).status).toBe(200);
      });

      it('locks an address that fails 20 times, whichever accounts it tries, for browsers new to them', async () => {
        const ip = uniqueIp();
        const victim = await createUser(app);
        const cookie = await ownBrowser(victim);
        for (let index = 0; index < 20; index += 1) expect((await attempt({ email: `guess${index}@example.org` }, 'x', { ip })).status).toBe(401);
        expect((await attempt(victim, victim.password, { ip })).message).toBe(LOGIN_LOCKED_MESSAGE);
        expect((await attempt(victim, victim.password, { ip, cookie })).status).toBe(200);
        time.advance(15 * MINUTE);
        expect((await attempt(victim, victim.password, { ip })).status).toBe(200);
      });

      it('slows a guesser spread over many addresses to 4 guesses an hour after the first 20, and mails the owner once', async () => {
        const user = await createUser(app, { name: 'Grace' });
        const mailsBefore = smtp.mails.length;
        const started = Date.now();
        let checked = 0;
        let checkedInFirstHour = 0;
        const waits: number[] = [];
        // Each guess from an address of its own, as soon as the server lets one through.
        while (Date.now() - started < 2 * HOUR) {
          const answer = await attempt(user, `guess ${checked}`);
          if (answer.status === 401) {
            checked += 1;
            if (Date.now() - started < HOUR) checkedInFirstHour += 1;
            continue;
          }
          expect([answer.status, answer.message]).toEqual([429, loginSlowedMessage((answer.retryAfter ?? 0) * 1000)]);
          waits.push(answer.retryAfter as number);
          time.advance((answer.retryAfter as number) * 1000);
        }
        expect(waits.slice(0, 11)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
        // From then on one guess per 15 minutes: under 120 a day however many addresses guess.
        expect(new Set(waits.slice(10))).toEqual(new Set([900]));
        expect(checkedInFirstHour).toBeLessThanOrEqual(25);
        expect(checked).toBeLessThanOrEqual(20 + 2 * 4);
        // One more guess gets its turn; the owner, on a browser of their own new to the account, then only waits, and gets in.
        for (let guess = await attempt(user, 'last guess'); guess.status === 429; guess = await attempt(user, 'last guess'))
          time.advance((guess.retryAfter as number) * 1000);
        const owner = await attempt(user, user.password);
        expect(owner.status).toBe(429);
        time.advance((owner.retryAfter as number) * 1000);
        expect((await attempt(user, user.password)).status).toBe(200);

        const mail = await smtp.waitForMail(user.email, mailsBefore);
        expect(mail.subject).toBe('Someone is trying to log in to your Tessera account');
        expect(mail.text).toContain('10 failed attempts');
        expect(smtp.mails.slice(mailsBefore).filter((each) => each.to.includes(user.email))).toHaveLength(1);
      });
    }
  },
  { twoInstances: true },
);
