import type { UserData } from '@tessera/core';
import { SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { ACCOUNT_MESSAGES } from '../src/accounts/messages.ts';
import { AUTH_MESSAGES } from '../src/plugins/auth.ts';
import { bearer, createUser, logIn, uniqueIp, type TestUser } from './helpers/accounts.ts';
import { makeBoard } from './helpers/boards.ts';
import { describeEachDatabase } from './helpers/databases.ts';

type Session = {
  id: string;
  device: string | null;
  installationId: string | null;
  deviceRowId: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
};

const PHONE = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

/** A live-update stream: the text read so far, and when (if) the server ended it. */
async function openStream(baseUrl: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers: bearer(token), signal: controller.signal });
  let text = '';
  let endedAt: number | undefined;
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) {
        endedAt = Date.now();
        return;
      }
      text += value;
    }
  })();
  const until = async (condition: () => boolean, timeoutMs: number) => {
    const started = Date.now();
    while (!condition()) {
      if (Date.now() - started > timeoutMs) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return true;
  };
  await until(() => text.includes('event: ready'), 5000);
  return {
    status: response.status,
    text: () => text,
    endedAt: () => endedAt,
    until,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

// Issue 26, "logout does not end a session": every token names a session the server can end.
describeEachDatabase(
  'sessions',
  (database) => {
    let app: App;
    let baseUrl: string;

    beforeAll(async () => {
      app = await database.buildApp();
      baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    });

    /** One login of the user from a browser (its User-Agent and installation id). */
    const signIn = async (user: TestUser, userAgent: string, installationId: string) => {
      const response = await logIn(
        app,
        { email: user.email, password: user.password },
        { headers: { 'user-agent': userAgent, 'x-tessera-device-id': installationId } },
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<UserData>().authToken as string;
    };
    const me = (user: TestUser, token: string) => app.inject({ method: 'GET', url: `/api/user/${user.id}`, headers: bearer(token) });
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string) =>
      app.inject({ method, url, headers: bearer(token), remoteAddress: uniqueIp() });
    const sessionsOf = async (token: string) => (await call('GET', '/api/user/sessions', token)).json<{ data: Session[] }>().data;

    it("logs out one device: its token is refused from then on, the other device's session goes on", async () => {
      const user = await createUser(app);
      const phone = await signIn(user, PHONE, 'phone-install');
      const laptop = await signIn(user, LAPTOP, 'laptop-install');
      const copied = phone;

      const out = await call('POST', '/api/user/logout', phone);
      expect([out.statusCode, out.json()]).toEqual([200, { message: ACCOUNT_MESSAGES.loggedOut }]);
      const refused = await me(user, copied);
      expect([refused.statusCode, refused.json()]).toEqual([403, { message: AUTH_MESSAGES.revoked }]);
      expect((await call('POST', '/api/board', copied)).statusCode).toBe(403);
      expect((await me(user, laptop)).statusCode).toBe(200);
      // Logging out again with the ended token is refused as any ended session is.
      expect((await call('POST', '/api/user/logout', copied)).statusCode).toBe(403);
    });

    it('lists the open sessions with their browsers, and signs out one device from another', async () => {
      const user = await createUser(app);
      const phone = await signIn(user, PHONE, 'phone-install');
      const laptop = await signIn(user, LAPTOP, 'laptop-install');
      const listed = await sessionsOf(laptop);
      expect(
        listed
          .map(({ device, installationId, current }) => ({ device, installationId, current }))
          .sort((a, b) => String(a.device).localeCompare(String(b.device))),
      ).toEqual([
        { device: 'Chrome 140 · Android 14', installationId: 'phone-install', current: false },
        { device: 'Firefox 140 · Linux', installationId: 'laptop-install', current: true },
      ]);
      // Each session names the row of the device list its login noted.
      const devices = (await me(user, laptop)).json<UserData>().settings?.devices ?? [];
      expect(listed.map((session) => session.deviceRowId).sort()).toEqual(devices.map((device) => device._id).sort());

      const phoneSession = listed.find((session) => !session.current) as Session;
      const signedOut = await call('DELETE', `/api/user/sessions/${phoneSession.id}`, laptop);
      expect([signedOut.statusCode, signedOut.json()]).toEqual([200, { message: ACCOUNT_MESSAGES.deviceSignedOut }]);
      expect((await me(user, phone)).statusCode).toBe(403);
      expect((await me(user, laptop)).statusCode).toBe(200);
      expect((await sessionsOf(laptop)).map((session) => session.id)).toEqual([listed.find((session) => session.current)?.id]);
      expect((await call('DELETE', `/api/user/sessions/${phoneSession.id}`, laptop)).statusCode).toBe(404);
    });

    it('notes each browser installation as a device of its own, even two alike, and one installation once', async () => {
      const user = await createUser(app);
      const first = await signIn(user, LAPTOP, 'laptop-one');
      await signIn(user, LAPTOP, 'laptop-two');
      await signIn(user, LAPTOP, 'laptop-one');
      const devices = (await me(user, first)).json<UserData>().settings?.devices ?? [];
      expect(devices.map((device) => [device.deviceId, device.installationId]).sort()).toEqual([
        [LAPTOP, 'laptop-one'],
        [LAPTOP, 'laptop-two'],
      ]);
      // Each installation's sessions name its own row, so signing out one leaves the other signed in.
      const listed = await sessionsOf(first);
      const rowOf = (installationId: string) => devices.find((device) => device.installationId === installationId)?._id;
      for (const session of listed) expect(session.deviceRowId).toBe(rowOf(session.installationId as string));
    });

    it("cannot sign out someone else's session, and tells nothing of it", async () => {
      const ada = await createUser(app);
      const bob = await createUser(app);
      const adas = await signIn(ada, PHONE, 'ada-phone');
      const bobs = await signIn(bob, PHONE, 'bob-phone');
      const [bobsSession] = await sessionsOf(bobs);
      const refused = await call('DELETE', `/api/user/sessions/${bobsSession?.id}`, adas);
      expect([refused.statusCode, refused.json()]).toEqual([404, { message: ACCOUNT_MESSAGES.sessionNotFound }]);
      expect((await me(bob, bobs)).statusCode).toBe(200);
    });

    it('logs out of all devices: every session of the account ends, this one included, and a new login works', async () => {
      const user = await createUser(app);
      const tokens = [await signIn(user, PHONE, 'a'), await signIn(user, LAPTOP, 'b'), await signIn(user, LAPTOP, 'c')];
      const out = await call('POST', '/api/user/logout-all', tokens[1] as string);
      expect([out.statusCode, out.json()]).toEqual([200, { message: ACCOUNT_MESSAGES.loggedOutEverywhere }]);
      for (const token of tokens) expect((await me(user, token)).statusCode).toBe(403);
      expect((await me(user, await signIn(user, PHONE, 'a'))).statusCode).toBe(200);
    });

    it('ends a token from before sessions when the user logs out with it (with every other such token)', async () => {
      const user = await createUser(app);
      const key = new TextEncoder().encode(database.config().jwtSecret);
      const legacy = () =>
        new SignJWT({ email: user.email, tv: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.id)
          .setIssuer('tessera')
          .setAudience('tessera-api')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(key);
      const [first, second] = [await legacy(), await legacy()];
      const current = await signIn(user, PHONE, 'phone-install');
      expect((await me(user, first)).statusCode).toBe(200);
      expect((await call('POST', '/api/user/logout', first)).statusCode).toBe(200);
      expect((await me(user, first)).statusCode).toBe(403);
      expect((await me(user, second)).statusCode).toBe(403);
      // Sessions are ended only one by one.
      expect((await me(user, current)).statusCode).toBe(200);
    });

    it('closes the live-update stream of a session that ends within 2 s, on whichever instance it is open, and no other', async () => {
      const user = await createUser(app);
      const phone = await signIn(user, PHONE, 'phone-install');
      const laptop = await signIn(user, LAPTOP, 'laptop-install');
      const phoneStream = await openStream(baseUrl, phone);
      const laptopStream = await openStream(baseUrl, laptop);
      expect([phoneStream.status, laptopStream.status]).toEqual([200, 200]);

      const started = Date.now();
      expect((await call('POST', '/api/user/logout', phone)).statusCode).toBe(200);
      expect(await phoneStream.until(() => phoneStream.endedAt() !== undefined, 5000)).toBe(true);
      expect((phoneStream.endedAt() as number) - started).toBeLessThan(2000);

      // The laptop's stream stays and still hears what changes.
      const created = await app.inject({ method: 'POST', url: '/api/board', headers: bearer(laptop), payload: makeBoard({ id: 'after12345' }) });
      expect(created.statusCode).toBe(201);
      expect(await laptopStream.until(() => laptopStream.text().includes(created.json<{ id: string }>().id), 5000)).toBe(true);
      expect(laptopStream.endedAt()).toBeUndefined();

      // A password change or "log out of all devices" ends it too.
      expect((await call('POST', '/api/user/logout-all', laptop)).statusCode).toBe(200);
      expect(await laptopStream.until(() => laptopStream.endedAt() !== undefined, 2000)).toBe(true);
      await Promise.all([phoneStream.close(), laptopStream.close()]);
    });
  },
  { twoInstances: true },
);
