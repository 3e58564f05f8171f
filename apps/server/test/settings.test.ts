import { defaultSettings, type Settings } from '@tessera/core';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { makeTestClock } from './helpers/clock.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { forgedHeaders, signedInUser, type SignedIn } from './helpers/users.ts';

describeEachDatabase(
  'settings routes',
  (database) => {
    const time = makeTestClock();
    let app: App;
    let ada: SignedIn;

    beforeAll(async () => {
      app = await database.buildApp({}, { clock: time.clock });
      ada = await signedInUser(app, 'Ada');
    });

    const get = (user: { headers: Record<string, string> } | undefined = ada) =>
      app.inject({ method: 'GET', url: '/api/settings', headers: user?.headers ?? {} });
    const post = (payload: unknown, user: { headers: Record<string, string> } | undefined = ada) =>
      app.inject({ method: 'POST', url: '/api/settings', headers: user?.headers ?? {}, payload: payload as object });

    it('GET answers every setting at its default before anything is saved', async () => {
      const fresh = await signedInUser(app, 'Fresh');
      const response = await get(fresh);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...defaultSettings(), version: expect.any(Number) });
    });

    it('POST saves a part, keeps the rest, and answers all settings as stored', async () => {
      const first = await post({ speech: { voiceURI: 'espeak-en', rate: 1.5 } });
      expect(first.statusCode).toBe(200);
      const expected: Settings = { ...defaultSettings(), speech: { ...defaultSettings().speech, voiceURI: 'espeak-en', rate: 1.5 } };
      expect(first.json()).toEqual({ ...expected, version: expect.any(Number) });

      const second = await post({ display: { darkThemeActive: true, fontSize: 'Large' }, language: { lang: 'es-ES' } });
      const next = second.json<Settings>();
      expect(next.speech).toEqual(expected.speech);
      expect(next.display).toEqual({ ...defaultSettings().display, darkThemeActive: true, fontSize: 'Large' });
      expect(next.language).toEqual({ lang: 'es-ES' });
      expect((await get()).json()).toEqual(next);
    });

    it('POST of a full settings object replaces the device list; without devices it keeps the recorded ones', async () => {
      const user = await signedInUser(app, 'Devices');
      await app.repositories.userSettings.recordLogin(user.id, 'Mozilla/5.0 (X11; Linux x86_64)', null, app.clock(), () => 'device-1');
      const kept = await post({ scanning: { active: true, delay: 1000, strategy: 'manual' } }, user);
      expect(kept.json<Settings>().devices).toEqual([{ _id: 'device-1', deviceId: 'Mozilla/5.0 (X11; Linux x86_64)', lastLogind: app.clock().toISOString() }]);
      expect(kept.json<Settings>().scanning).toEqual({ ...defaultSettings().scanning, active: true, delay: 1000, strategy: 'manual' });
      const full = { ...defaultSettings(), devices: [] };
      const replaced = await post(full, user);
      expect(replaced.json()).toEqual({ ...full, version: expect.any(Number) });
    });

    it('POST refuses wrong types and unknown values with 400 naming the field, and stores nothing', async () => {
      const before = (await get()).json();
      for (const [payload, field] of [
        [{ display: { uiSize: 'Huge' } }, 'body/display/uiSize'],
        [{ speech: { pitch: 3 } }, 'body/speech/pitch'],
        [{ scanning: { delay: 'slow' } }, 'body/scanning/delay'],
        [{ devices: [{ lastLogind: 'x' }] }, 'body/devices/0/deviceId'],
        [{ navigation: 'all on' }, 'body/navigation'],
      ] as const) {
        const response = await post(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(new RegExp(`^${field}: `));
      }
      expect((await get()).json()).toEqual(before);
    });

    it('raises the version with every save, refuses a save based on an older one with 409 and the current settings, and lets one without a version win', async () => {
      const user = await signedInUser(app, 'Versions');
      const start = (await get(user)).json<Settings & { version: number }>().version;
      const saved = await post({ display: { darkThemeActive: true }, version: start }, user);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<{ version: number }>().version).toBe(start + 1);
      const stale = await post({ display: { fontSize: 'Large' }, version: start }, user);
      expect(stale.statusCode).toBe(409);
      const conflict = stale.json<{ message: string; settings: Settings & { version: number } }>();
      expect(conflict.message).toMatch(/changed on another device/);
      expect(conflict.settings).toMatchObject({ version: start + 1, display: { darkThemeActive: true, fontSize: 'Standard' } });
      const unversioned = await post({ display: { fontSize: 'Large' } }, user);
      expect(unversioned.json()).toMatchObject({ version: start + 2, display: { darkThemeActive: true, fontSize: 'Large' } });
      // Recording a login (the server's own bookkeeping) leaves the version as it is.
      await app.repositories.userSettings.recordLogin(user.id, 'another device', null, app.clock(), () => 'device-9');
      expect((await get(user)).json<{ version: number }>().version).toBe(start + 2);
    });

    it('refuses a missing or bad token with 403', async () => {
      expect((await get({ headers: {} })).statusCode).toBe(403);
      expect((await get({ headers: forgedHeaders })).statusCode).toBe(403);
      expect((await post({ language: { lang: 'fr-FR' } }, { headers: {} })).statusCode).toBe(403);
    });

    it('each user has their own settings', async () => {
      const bob = await signedInUser(app, 'Bob');
      await post({ language: { lang: 'ar-SA' } }, bob);
      expect((await get()).json<Settings>().language.lang).toBe('es-ES');
      expect((await get(bob)).json<Settings>().language.lang).toBe('ar-SA');
    });
  },
  { twoInstances: true },
);
