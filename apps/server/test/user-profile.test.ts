import type { UserData } from '@tessera/core';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { ACCOUNT_MESSAGES } from '../src/accounts/messages.ts';
import { AUTH_MESSAGES } from '../src/plugins/auth.ts';
import { bearer, signedInUser } from './helpers/accounts.ts';
import { DAY, makeTestClock } from './helpers/clock.ts';
import { describeEachDatabase } from './helpers/databases.ts';

describeEachDatabase(
  'profile and location',
  (database) => {
    const time = makeTestClock();
    let app: App;

    beforeAll(async () => {
      app = await database.buildApp({ TOKEN_TTL: '7d' }, { clock: time.clock });
    });

    const getUser = (id: string, token?: string) => app.inject({ method: 'GET', url: `/api/user/${id}`, headers: token ? bearer(token) : {} });
    const putUser = (id: string, token: string | undefined, payload: unknown) =>
      app.inject({ method: 'PUT', url: `/api/user/${id}`, headers: token ? bearer(token) : {}, payload: payload as object });
    const location = (token: string | undefined, acceptLanguage?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/location',
        headers: { ...(token ? bearer(token) : {}), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      });

    it("GET /user/:id returns one's own user data, without a token", async () => {
      const user = await signedInUser(app, { name: 'Ada' });
      const response = await getUser(user.id, user.token);
      expect(response.statusCode).toBe(200);
      const { authToken: _token, isFirstLogin: _first, ...rest } = user.data;
      expect(response.json()).toEqual({ ...rest, isFirstLogin: false });
      expect(response.json<UserData>().authToken).toBeUndefined();
    });

    it("refuses someone else's id with 404, without logging the caller out, and changes nothing", async () => {
      const ada = await signedInUser(app, { name: 'Ada' });
      const bob = await signedInUser(app, { name: 'Bob' });
      for (const response of [await getUser(bob.id, ada.token), await putUser(bob.id, ada.token, { name: 'Hacked' })]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.userNotFound });
      }
      expect((await getUser(bob.id, bob.token)).json<UserData>().name).toBe('Bob');
      expect((await getUser(ada.id, ada.token)).statusCode).toBe(200);
    });

    it('refuses missing, invalid, expired and revoked tokens with 403 on every account call', async () => {
      const user = await signedInUser(app);
      const calls = (token?: string) => [
        getUser(user.id, token),
        putUser(user.id, token, { name: 'x' }),
        location(token),
        app.inject({ method: 'DELETE', url: `/api/account/${user.id}`, headers: token ? bearer(token) : {} }),
      ];
      const expectAll = async (token: string | undefined, message: string) => {
        for (const response of await Promise.all(calls(token))) {
          expect(response.statusCode, response.body).toBe(403);
          expect(response.json()).toEqual({ message });
        }
      };
      await expectAll(undefined, AUTH_MESSAGES.missing);
      await expectAll(`${user.token}x`, AUTH_MESSAGES.invalid);
      time.advance(7 * DAY + 1000);
      await expectAll(user.token, AUTH_MESSAGES.expired);
      const fresh = await signedInUser(app);
      await app.repositories.users.setPassword(fresh.id, 'other-hash', time.clock());
      const revoked = await getUser(fresh.id, fresh.token);
      expect(revoked.statusCode).toBe(403);
      expect(revoked.json()).toEqual({ message: AUTH_MESSAGES.revoked });
      expect((await getUser(user.id, user.token)).statusCode).toBe(403);
    });

    it('PUT /user/:id changes name, birth date, location and devices, and never email, password or role', async () => {
      const user = await signedInUser(app, { name: 'Ada' });
      const response = await putUser(user.id, user.token, {
        ...user.data,
        name: 'Ada King',
        birthdate: '1815-12-10',
        location: { country: 'United Kingdom', countryCode: 'GB' },
        email: 'taken-over@example.org',
        password: 'sneaky password',
        role: 'admin',
        isByBackOffice: true,
        settings: { devices: [{ _id: 'd1', deviceId: 'Firefox on Linux', lastLogind: '2026-01-01T00:00:00.000Z' }], display: { darkThemeActive: true } },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id: user.id,
        name: 'Ada King',
        email: user.email,
        role: 'user',
        isByBackOffice: false,
        birthdate: '1815-12-10',
        location: { country: 'United Kingdom', countryCode: 'GB' },
        settings: { devices: [{ _id: 'd1', deviceId: 'Firefox on Linux', lastLogind: '2026-01-01T00:00:00.000Z' }] },
      });
      // The display settings are the settings call's business, not the profile's.
      expect(response.json<UserData>().settings?.display).toBeUndefined();
      const row = await app.repositories.users.findById(user.id);
      expect(row).toMatchObject({ email: user.email, role: 'user', is_by_back_office: 0 });
      expect((await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: user.email, password: user.password } })).statusCode).toBe(200);

      const cleared = await putUser(user.id, user.token, { birthdate: null, settings: { devices: [] } });
      expect(cleared.json<UserData>().birthdate).toBeUndefined();
      expect(cleared.json<UserData>().settings?.devices).toEqual([]);
      expect(cleared.json<UserData>().name).toBe('Ada King');
    });

    it('PUT /user/:id refuses bad inputs with 400 naming the field', async () => {
      const user = await signedInUser(app);
      const refused = async (payload: unknown) => {
        const response = await putUser(user.id, user.token, payload);
        expect(response.statusCode, response.body).toBe(400);
        return response.json<{ message: string }>().message;
      };
      expect(await refused({ name: '' })).toBe('body/name: Required');
      expect(await refused({ name: 3 })).toBe('body/name: Expected a string');
      expect(await refused({ birthdate: 'yesterday-ish' })).toBe('body/birthdate: Must be a date such as 1990-05-21');
      expect(await refused({ location: 'Spain' })).toMatch(/^body\/location: /);
      expect(await refused({ settings: { devices: [{ _id: 'x' }] } })).toMatch(/^body\/settings\/devices\/0\/deviceId: /);
      expect(await refused({ settings: { devices: Array.from({ length: 51 }, (_, index) => ({ deviceId: `d${index}` })) } })).toMatch(
        /^body\/settings\/devices: /,
      );
      const big = await putUser(user.id, user.token, { name: 'x'.repeat(70_000) });
      expect(big.statusCode).toBe(413);
      expect((await getUser(user.id, user.token)).json<UserData>().name).toBe('Ada Lovelace');
    });

    it('GET /location answers the stored location, else the country of the browser language, else {}', async () => {
      const user = await signedInUser(app);
      expect((await location(user.token)).json()).toEqual({});
      expect((await location(user.token, 'es-AR,es;q=0.9,en;q=0.8')).json()).toEqual({ country: 'Argentina', countryCode: 'AR' });
      expect((await location(user.token, 'en;q=0.5, fr-CA;q=0.9')).json()).toEqual({ country: 'Canada', countryCode: 'CA' });
      expect((await location(user.token, 'es-419, en')).json()).toEqual({});
      await putUser(user.id, user.token, { location: { country: 'Spain', countryCode: 'ES' } });
      const stored = await location(user.token, 'es-AR');
      expect(stored.statusCode).toBe(200);
      expect(stored.json()).toEqual({ country: 'Spain', countryCode: 'ES' });
    });
  },
  { twoInstances: true },
);
