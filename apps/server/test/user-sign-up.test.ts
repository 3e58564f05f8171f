import type { UserData } from '@tessera/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { ACCOUNT_MESSAGES } from '../src/accounts/messages.ts';
import { createUser, logIn, uniqueEmail, uniqueIp } from './helpers/accounts.ts';
import { fakeSystemTime, HOUR } from './helpers/clock.ts';
import { accountMailsSent } from './helpers/account-mails.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { activationTokenOf, startTestSmtp, type TestSmtp } from './helpers/smtp.ts';

const PUBLIC_URL = 'https://aac.example.org';
describeEachDatabase(
  'sign-up and activation',
  (database) => {
    let app: App;
    let smtp: TestSmtp;

    beforeAll(async () => {
      smtp = await startTestSmtp();
      app = await database.buildApp({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'Tessera <noreply@aac.example.org>' });
    });
    afterAll(async () => smtp.close());

    const signUp = (payload: unknown, ip = uniqueIp()) => app.inject({ method: 'POST', url: '/api/user', payload: payload as object, remoteAddress: ip });
    const activate = (token: string) => app.inject({ method: 'POST', url: `/api/user/activate/${token}` });
    const mailsTo = (email: string, since: number) => smtp.mails.slice(since).filter((mail) => mail.to.includes(email.toLowerCase()));
    const newUser = (overrides: Record<string, unknown> = {}) => ({
      name: 'Grace Hopper',
      email: uniqueEmail('grace'),
      password: 'secret1',
      isTermsAccepted: true,
      ...overrides,
    });

    it('signs up, mails an activation link through SMTP, activates once, then logs in', async () => {
      const user = newUser();
      const since = smtp.mails.length;
      const response = await signUp(user);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.signedUp });

      const mail = await smtp.waitForMail(user.email, since);
      expect(mail.from).toBe('noreply@aac.example.org');
      expect(mail.subject).toBe('Activate your Tessera account');
      expect(mail.text).toContain('Hello Grace Hopper,');
      expect(mail.raw).toMatch(/Content-Type: text\/html/i);
      const token = activationTokenOf(mail, PUBLIC_URL);

      const beforeActivation = await logIn(app, { email: user.email, password: user.password });
      expect(beforeActivation.statusCode).toBe(401);
      expect(beforeActivation.json()).toEqual({ message: ACCOUNT_MESSAGES.notActivated });

      const activated = await activate(token);
      expect(activated.statusCode).toBe(200);
      expect(activated.json()).toEqual({ message: ACCOUNT_MESSAGES.activated });
      const again = await activate(token);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: ACCOUNT_MESSAGES.activationUnknown });

      const login = await logIn(app, { email: user.email.toUpperCase(), password: user.password, deviceId: 'Mozilla/5.0' });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json<UserData>()).toMatchObject({ name: 'Grace Hopper', email: user.email, role: 'user', isFirstLogin: true });
    });

    it('stores the password as an argon2id hash and the activation token only as a hash', async () => {
      const user = newUser();
      const since = smtp.mails.length;
      await signUp(user);
      const token = activationTokenOf(await smtp.waitForMail(user.email, since), PUBLIC_URL);
      const row = await app.repositories.users.findByEmail(user.email);
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      expect(row?.password_hash).not.toContain(user.password);
      expect(row?.activation_token).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.activation_token).not.toBe(token);
      expect(row?.activated).toBe(0);
    });

    it('answers an address that has an account exactly as a new one, mails its owner instead, and leaves the account alone', async () => {
      const user = newUser();
      const since = smtp.mails.length;
      const first = await signUp(user);
      const token = activationTokenOf(await smtp.waitForMail(user.email, since), PUBLIC_URL);

      const again = smtp.mails.length;
      const duplicate = await signUp({ ...user, name: 'Someone else', email: `  ${user.email.toUpperCase()} `, password: 'another password' });
      expect([duplicate.statusCode, duplicate.json()]).toEqual([first.statusCode, first.json()]);
      expect(duplicate.statusCode).toBe(201);
      const mail = await smtp.waitForMail(user.email, again);
      expect(mail.subject).toBe('Someone tried to sign up to Tessera with your email');
      expect(mail.text).toContain('Hello Grace Hopper,');
      expect(mail.text).toContain(`Log in to Tessera: ${PUBLIC_URL}/login-signup`);
      expect(mail.text).not.toContain('/activate/');

      // The first sign-up stands: its name, its password and its activation link.
      expect((await app.repositories.users.findByEmail(user.email))?.name).toBe('Grace Hopper');
      expect((await activate(token)).statusCode).toBe(200);
      expect((await logIn(app, { email: user.email, password: 'another password' })).statusCode).toBe(401);
      expect((await logIn(app, { email: user.email, password: user.password })).statusCode).toBe(200);
    });

    // Redis expires its counters by its own clock, which the test cannot move: run without Redis.
    if (database.limitsFollowFakeTime)
      it('mails one address at most 3 times an hour, sign-up notices and reset links together, and answers alike meanwhile', async () => {
        const time = fakeSystemTime(new Date());
        try {
          const owner = await createUser(app, { name: 'Ada' });
          const since = smtp.mails.length;
          const answers = [];
          for (let index = 0; index < 3; index += 1) answers.push(await signUp(newUser({ email: owner.email })));
          const forgot = await app.inject({ method: 'POST', url: '/api/user/forgot', payload: { email: owner.email }, remoteAddress: uniqueIp() });
          expect(forgot.statusCode).toBe(200);
          answers.push(await signUp(newUser({ email: owner.email })));
          expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`))).toEqual(
            new Set([`201 ${JSON.stringify({ message: ACCOUNT_MESSAGES.signedUp })}`]),
          );
          await accountMailsSent(smtp, app);
          expect(mailsTo(owner.email, since).map((mail) => mail.subject)).toEqual(
            Array.from({ length: 3 }, () => 'Someone tried to sign up to Tessera with your email'),
          );

          time.advance(HOUR);
          expect((await signUp(newUser({ email: owner.email }))).statusCode).toBe(201);
          await smtp.waitForMail(owner.email, since + 3);
        } finally {
          time.restore();
        }
      });

    // Redis expires its counters by its own clock, which the test cannot move: run without Redis.
    if (database.limitsFollowFakeTime)
      it('makes no account for a new address whose mails for the hour are used up, and answers alike', async () => {
        const time = fakeSystemTime(new Date());
        try {
          const user = newUser();
          for (let index = 0; index < 3; index += 1) {
            expect((await app.inject({ method: 'POST', url: '/api/user/forgot', payload: { email: user.email }, remoteAddress: uniqueIp() })).statusCode).toBe(
              200,
            );
          }
          await accountMailsSent(smtp, app); // the three have taken this address's mails for the hour
          const since = smtp.mails.length;
          const response = await signUp(user);
          expect([response.statusCode, response.json()]).toEqual([201, { message: ACCOUNT_MESSAGES.signedUp }]);
          expect(await app.repositories.users.findByEmail(user.email)).toBeUndefined();

          time.advance(HOUR);
          expect((await signUp(user)).statusCode).toBe(201);
          expect(activationTokenOf(await smtp.waitForMail(user.email, since), PUBLIC_URL)).toBeTruthy();
          expect(await app.repositories.users.findByEmail(user.email)).toBeDefined();
        } finally {
          time.restore();
        }
      });

    it('answers 404 for an unknown activation token', async () => {
      const response = await activate('no-such-token');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.activationUnknown });
    });

    it('refuses bad inputs with 400 naming the field', async () => {
      const refused = async (payload: unknown) => {
        const response = await signUp(payload);
        expect(response.statusCode, response.body).toBe(400);
        return response.json<{ message: string }>().message;
      };
      expect(await refused(newUser({ isTermsAccepted: false }))).toBe('body/isTermsAccepted: Accept Terms and Policy is required');
      expect(await refused(newUser({ isTermsAccepted: undefined }))).toBe('body/isTermsAccepted: Accept Terms and Policy is required');
      expect(await refused(newUser({ email: 'not-an-email' }))).toBe('body/email: Invalid email');
      expect(await refused(newUser({ email: undefined }))).toBe('body/email: Required');
      expect(await refused(newUser({ name: '   ' }))).toBe('body/name: Required');
      expect(await refused(newUser({ name: 42 }))).toBe('body/name: Expected a string');
      expect(await refused(newUser({ password: '12345' }))).toBe('body/password: Must be at least 6 characters');
      expect(await refused(newUser({ password: 'x'.repeat(1025) }))).toBe('body/password: Must be at most 1024 characters');
      expect(await refused(newUser({ name: 'x'.repeat(101) }))).toBe('body/name: Must be at most 100 characters');
      const notAnObject = await app.inject({
        method: 'POST',
        url: '/api/user',
        headers: { 'content-type': 'application/json' },
        payload: '"just text"',
        remoteAddress: uniqueIp(),
      });
      expect(notAnObject.statusCode).toBe(400);
      expect(notAnObject.json<{ message: string }>().message).toMatch(/^body: /);
    });

    it('refuses an oversized body with 413 before reading it', async () => {
      const response = await signUp(newUser({ name: 'x'.repeat(20_000) }));
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toMatch(/too large/i);
    });

    // Without Redis each instance counts request limits on its own (README): run with Redis.
    if (database.requestLimitsShared)
      it('limits sign-ups per IP address', async () => {
        const ip = uniqueIp();
        for (let index = 0; index < 20; index += 1) expect((await signUp({ name: 'x', email: 'bad' }, ip)).statusCode).toBe(400);
        const limited = await signUp(newUser(), ip);
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual({ message: 'Too many requests. Try again in 1 hour.' });
        expect((await signUp(newUser())).statusCode).toBe(201);
      });

    it('takes the account back when the activation mail cannot be sent, so signing up again works', async () => {
      const broken = await database.buildApp({ SMTP_URL: 'smtp://127.0.0.1:1', PUBLIC_URL });
      const user = newUser();
      const response = await broken.inject({ method: 'POST', url: '/api/user', payload: user });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.activationMailFailed });
      expect(await broken.repositories.users.findByEmail(user.email)).toBeUndefined();
      expect((await signUp(user)).statusCode).toBe(201);
      // An address with an account gets the same answer when its mail cannot be sent.
      const existing = await broken.inject({ method: 'POST', url: '/api/user', payload: user });
      expect([existing.statusCode, existing.json()]).toEqual([502, { message: ACCOUNT_MESSAGES.activationMailFailed }]);
    });
  },
  { twoInstances: 'with and without redis' },
);
