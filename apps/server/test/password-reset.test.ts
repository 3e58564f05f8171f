import type { UserData } from '@tessera/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { loginSlowedMessage } from '../src/accounts/login-throttle.ts';
import { ACCOUNT_MESSAGES } from '../src/accounts/messages.ts';
import { AUTH_MESSAGES } from '../src/plugins/auth.ts';
import { bearer, createUser, logIn, signedInUser, uniqueEmail, uniqueIp } from './helpers/accounts.ts';
import { makeTestClock, MINUTE } from './helpers/clock.ts';
import { accountMailsSent } from './helpers/account-mails.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { resetLinkOf, startTestSmtp, type TestSmtp } from './helpers/smtp.ts';

const PUBLIC_URL = 'http://tessera.local:8080';

describeEachDatabase(
  'password reset',
  (database) => {
    const time = makeTestClock();
    let app: App;
    let smtp: TestSmtp;

    beforeAll(async () => {
      smtp = await startTestSmtp();
      app = await database.buildApp({ SMTP_URL: smtp.url, PUBLIC_URL }, { clock: time.clock });
    });
    afterAll(async () => smtp.close());

    const forgot = (email: unknown, ip = uniqueIp()) => app.inject({ method: 'POST', url: '/api/user/forgot', payload: { email }, remoteAddress: ip });
    const storePassword = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/user/store-password', payload, remoteAddress: uniqueIp() });
    /** Asks for a link and reads it from the mail that arrives. */
    const requestLink = async (email: string) => {
      const since = smtp.mails.length;
      const response = await forgot(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
      const mail = await smtp.waitForMail(email, since);
      expect(mail.subject).toBe('Reset your Tessera password');
      return resetLinkOf(mail, PUBLIC_URL);
    };

    it('mails a link, saves the new password once, and revokes every older token', async () => {
      const user = await signedInUser(app);
      const link = await requestLink(user.email);
      expect(link.userId).toBe(user.id);

      const saved = await storePassword({ userid: link.userId, token: link.token, password: 'brand new pass' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordSaved });

      const old = await app.inject({ method: 'GET', url: `/api/user/${user.id}`, headers: bearer(user.token) });
      expect(old.statusCode).toBe(403);
      expect(old.json()).toEqual({ message: AUTH_MESSAGES.revoked });
      expect((await logIn(app, { email: user.email, password: user.password })).statusCode).toBe(401);
      const fresh = await logIn(app, { email: user.email, password: 'brand new pass' });
      expect(fresh.statusCode).toBe(200);
      const me = await app.inject({ method: 'GET', url: `/api/user/${user.id}`, headers: bearer(fresh.json<UserData>().authToken as string) });
      expect(me.statusCode).toBe(200);

      const reused = await storePassword({ userid: link.userId, token: link.token, password: 'another one' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ message: ACCOUNT_MESSAGES.resetInvalid });
    });

    it('accepts the wrapped form (userId, url) too', async () => {
      const user = await createUser(app);
      const link = await requestLink(user.email);
      expect((await storePassword({ userId: link.userId, url: link.token, password: 'wrapped form' })).statusCode).toBe(200);
      expect((await logIn(app, { email: user.email, password: 'wrapped form' })).statusCode).toBe(200);
    });

    it('lets a link work for 1 hour and no longer', async () => {
      const user = await createUser(app);
      const first = await requestLink(user.email);
      time.advance(59 * MINUTE);
      expect((await storePassword({ userid: first.userId, token: first.token, password: 'in time!' })).statusCode).toBe(200);

      const second = await requestLink(user.email);
      time.advance(60 * MINUTE + 1);
      const late = await storePassword({ userid: second.userId, token: second.token, password: 'too late' });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ message: ACCOUNT_MESSAGES.resetInvalid });
      expect((await logIn(app, { email: user.email, password: 'in time!' })).statusCode).toBe(200);
    });

    it('makes every other link of the user useless once one is used', async () => {
      const user = await createUser(app);
      const first = await requestLink(user.email);
      const second = await requestLink(user.email);
      expect(second.token).not.toBe(first.token);
      expect((await storePassword({ userid: user.id, token: second.token, password: 'second link' })).statusCode).toBe(200);
      expect((await storePassword({ userid: user.id, token: first.token, password: 'first link' })).statusCode).toBe(400);
    });

    it("refuses a token used with another user's id, and an unknown token", async () => {
      const owner = await createUser(app);
      const other = await createUser(app);
      const link = await requestLink(owner.email);
      expect((await storePassword({ userid: other.id, token: link.token, password: 'hijacked' })).statusCode).toBe(400);
      expect((await storePassword({ userid: owner.id, token: 'made-up-token', password: 'guessing' })).statusCode).toBe(400);
      expect((await logIn(app, { email: other.email, password: other.password })).statusCode).toBe(200);
    });

    it('answers the same for an unknown email and sends nothing', async () => {
      const email = uniqueEmail('ghost');
      const response = await forgot(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
      const known = await createUser(app);
      await requestLink(known.email);
      expect(smtp.mails.some((mail) => mail.to.includes(email))).toBe(false);
    });

    it('lifts a login wait and activates a never-activated account, since the link proves the address', async () => {
      const user = await createUser(app, { activated: false });
      // Ten free failures, one more that makes the next try wait.
      for (let index = 0; index < 11; index += 1) await logIn(app, { email: user.email, password: 'wrong' });
      const slowed = await logIn(app, { email: user.email, password: user.password });
      expect([slowed.statusCode, slowed.json<{ message: string }>().message]).toEqual([429, loginSlowedMessage(Number(slowed.headers['retry-after']) * 1000)]);
      const link = await requestLink(user.email);
      expect((await storePassword({ userid: user.id, token: link.token, password: 'unlocked now' })).statusCode).toBe(200);
      expect((await logIn(app, { email: user.email, password: 'unlocked now' })).statusCode).toBe(200);
    });

    it('refuses bad inputs with 400 naming the field', async () => {
      const message = async (response: Awaited<ReturnType<typeof forgot>>) => {
        expect(response.statusCode, response.body).toBe(400);
        return response.json<{ message: string }>().message;
      };
      expect(await message(await forgot('not an email'))).toBe('body/email: Invalid email');
      expect(await message(await forgot(undefined))).toBe('body/email: Required');
      expect(await message(await storePassword({ token: 't', password: 'long enough' }))).toBe('body/userid: Required');
      expect(await message(await storePassword({ userid: 'u', password: 'long enough' }))).toBe('body/token: Required');
      expect(await message(await storePassword({ userid: 'u', token: 't', password: 'short' }))).toBe('body/password: Must be at least 6 characters');
      expect(await message(await storePassword({ userid: 'u', token: 't' }))).toBe('body/password: Required');
      expect(await message(await storePassword({ userid: 7, token: 't', password: 'long enough' }))).toMatch(/^body\/userid: /);
      const big = await app.inject({ method: 'POST', url: '/api/user/forgot', payload: { email: `${'a'.repeat(20_000)}@example.org` } });
      expect(big.statusCode).toBe(413);
    });

    it('mails at most 3 reset links an hour to one address, however many addresses ask, and answers alike', async () => {
      const user = await createUser(app);
      const since = smtp.mails.length;
      for (let index = 0; index < 20; index += 1) {
        const response = await forgot(user.email);
        expect([response.statusCode, response.json()]).toEqual([200, { message: ACCOUNT_MESSAGES.resetRequested }]);
      }
      await accountMailsSent(smtp, app);
      expect(smtp.mails.slice(since).filter((mail) => mail.to.includes(user.email))).toHaveLength(3);
    });

    // Without Redis each instance counts request limits on its own (README): run with Redis.
    if (database.requestLimitsShared)
      it('limits reset requests per IP address', async () => {
        const ip = uniqueIp();
        for (let index = 0; index < 10; index += 1) expect((await forgot(uniqueEmail('nobody'), ip)).statusCode).toBe(200);
        const limited = await forgot(uniqueEmail('nobody'), ip);
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual({ message: 'Too many requests. Try again in 15 minutes.' });
      });
  },
  { twoInstances: 'with and without redis' },
);
