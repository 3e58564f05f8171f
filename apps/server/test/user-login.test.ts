import type { UserData } from '@tessera/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { ACCOUNT_MESSAGES } from '../src/accounts/messages.ts';
import { bearer, createUser, logIn, uniqueIp } from './helpers/accounts.ts';
import { fakeSystemTime, MINUTE, type FakeSystemTime } from './helpers/clock.ts';
import { describeEachDatabase } from './helpers/databases.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describeEachDatabase(
  'login',
  (database) => {
    let time: FakeSystemTime;
    let app: App;

    beforeAll(async () => {
      time = fakeSystemTime();
      app = await database.buildApp();
    });
    afterAll(() => time.restore());

    const failure = async (body: Record<string, unknown>, ip?: string) => {
      const response = await logIn(app, body, { ip });
      return { status: response.statusCode, message: response.json<{ message: string }>().message };
    };

    it('returns the user data of spec 01 §3 with a working token, and records the device', async () => {
      const user = await createUser(app, { name: 'Ada' });
      await app.repositories.users.updateProfile(user.id, { birthdate: '1990-05-21', location: { country: 'Spain', countryCode: 'ES' } }, new Date());
      const response = await logIn(app, { email: user.email, password: user.password, deviceId: CHROME });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json<UserData>();
      expect(data).toEqual({
        id: user.id,
        name: 'Ada',
        email: user.email,
        role: 'user',
        isFirstLogin: true,
        authToken: expect.any(String),
        location: { country: 'Spain', countryCode: 'ES' },
        isByBackOffice: false,
        birthdate: '1990-05-21',
        settings: { devices: [{ _id: expect.stringMatching(/^[0-9a-f]{24}$/), deviceId: CHROME, lastLogind: new Date().toISOString() }] },
        communicators: [],
      });
      expect(JSON.stringify(data)).not.toMatch(/password|argon2/i);
      const me = await app.inject({ method: 'GET', url: `/api/user/${user.id}`, headers: bearer(data.authToken as string) });
      expect(me.statusCode).toBe(200);

      // Second login: no longer the first, the same device is updated rather than added, a new one is added.
      time.advance(MINUTE);
      const second = (await logIn(app, { email: user.email, password: user.password, deviceId: CHROME })).json<UserData>();
      expect(second.isFirstLogin).toBe(false);
      expect(second.settings?.devices).toEqual([{ _id: data.settings?.devices?.[0]?._id, deviceId: CHROME, lastLogind: new Date().toISOString() }]);
      const third = (await logIn(app, { email: user.email, password: user.password }, { headers: { 'user-agent': 'Tessera-Android/1.0' } })).json<UserData>();
      expect(third.settings?.devices?.map((device) => device.deviceId)).toEqual([CHROME, 'Tessera-Android/1.0']);
    });

    it('keeps the saved settings and returns them at login', async () => {
      const user = await createUser(app);
      const saved = { display: { darkThemeActive: true }, language: { lang: 'es-ES' } };
      await app.db
        .insertInto('settings')
        .values({ user_id: user.id, data: JSON.stringify(saved), updated_at: new Date().toISOString() })
        .execute();
      const response = await logIn(app, { email: user.email, password: user.password, deviceId: 'x' });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json<UserData>();
      expect(data.settings).toMatchObject(saved);
      expect(data.settings?.devices).toHaveLength(1);
    });

    it('answers a wrong password and an unknown email alike, with 401', async () => {
      const user = await createUser(app);
      expect(await failure({ email: user.email, password: 'wrong password' })).toEqual({ status: 401, message: ACCOUNT_MESSAGES.loginFailed });
      expect(await failure({ email: 'nobody@example.org', password: 'whatever' })).toEqual({ status: 401, message: ACCOUNT_MESSAGES.loginFailed });
    });

    it('refuses an account that is not activated, but only to whoever knows its password', async () => {
      const user = await createUser(app, { activated: false });
      expect(await failure({ email: user.email, password: 'wrong password' })).toEqual({ status: 401, message: ACCOUNT_MESSAGES.loginFailed });
      expect(await failure({ email: user.email, password: user.password })).toEqual({ status: 401, message: ACCOUNT_MESSAGES.notActivated });
    });

    // How failures are counted and who is locked out or slowed: fair-lockout.test.ts.

    it('refuses bad inputs with 400 naming the field', async () => {
      const refused = async (body: unknown) => {
        const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: body as object, remoteAddress: uniqueIp() });
        expect(response.statusCode, response.body).toBe(400);
        return response.json<{ message: string }>().message;
      };
      expect(await refused({ password: 'x' })).toBe('body/email: Required');
      expect(await refused({ email: 'a@example.org' })).toBe('body/password: Required');
      expect(await refused({ email: 'nope', password: 'x' })).toBe('body/email: Invalid email');
      expect(await refused({ email: 'a@example.org', password: '' })).toBe('body/password: Required');
      expect(await refused({ email: 5, password: 'x' })).toMatch(/^body\/email: /);
      expect(await refused({ email: 'a@example.org', password: 'x', deviceId: 'd'.repeat(513) })).toMatch(/^body\/deviceId: /);
      expect(await refused({ type: 'google' })).toBe('body/activatedData: Required');
      expect(await refused({ type: 'myspace', activatedData: 'code=1' })).toMatch(/^body\/type: /);
      const big = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'a@example.org', password: 'x'.repeat(20_000) } });
      expect(big.statusCode).toBe(413);
    });

    it('refuses a social login for a provider that is not configured', async () => {
      expect(await failure({ type: 'google', activatedData: 'code=abc&state=def' })).toEqual({ status: 401, message: ACCOUNT_MESSAGES.socialLoginFailed });
    });
  },
  { twoInstances: 'with and without redis' },
);
