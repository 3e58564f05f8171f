import type { Board } from '@tessera/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { makeBoard } from './helpers/boards.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { openTestRedis, testRedisUrl } from './helpers/redis.ts';
import { openStream } from './helpers/event-stream.ts';
import { appWithTwoUsers, signedInUser, type SignedIn } from './helpers/users.ts';

const listen = async (app: App): Promise<string> => app.listen({ host: '127.0.0.1', port: 0 });

describeEachDatabase(
  'live updates (GET /api/events)',
  (database) => {
    let app: App;
    let baseUrl: string;
    let ada: SignedIn;
    let bob: SignedIn;

    beforeAll(async () => {
      ({ app, ada, bob } = await appWithTwoUsers(database));
      baseUrl = await listen(app);
    });

    it('refuses a stream without a valid token with 403', async () => {
      const response = await fetch(`${baseUrl}/api/events`);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    });

    it("tells a device at once what the account's other device changed, naming the device that wrote it, and nothing of other accounts", async () => {
      const stream = await openStream(baseUrl, ada);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await stream.next(1)).toEqual(['ready']);
      const started = Date.now();
      const headers = { ...ada.headers, 'x-tessera-device-id': 'device-b' };
      const created = await app.inject({ method: 'POST', url: '/api/board', headers, payload: makeBoard({ id: 'live123456' }) });
      const board = created.json<Board>();
      await app.inject({ method: 'POST', url: '/api/board', headers: bob.headers, payload: makeBoard({ id: 'bobs123456' }) });
      await app.inject({ method: 'PUT', url: `/api/board/${board.id}`, headers, payload: { ...board, name: 'Renamed' } });
      await app.inject({ method: 'POST', url: '/api/settings', headers, payload: { display: { darkThemeActive: true } } });
      await app.inject({ method: 'DELETE', url: `/api/board/${board.id}`, headers });
      const events = await stream.next(5);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(events.slice(1)).toEqual([
        { type: 'board', id: board.id, version: 1, deviceId: 'device-b' },
        { type: 'board', id: board.id, version: 2, deviceId: 'device-b' },
        { type: 'settings', version: expect.any(Number), deviceId: 'device-b' },
        { type: 'board-deleted', id: board.id, deviceId: 'device-b' },
      ]);
      await stream.close();
    });

    it('a refused write (409) tells nobody', async () => {
      const board = (await app.inject({ method: 'POST', url: '/api/board', headers: ada.headers, payload: makeBoard({ id: 'quiet12345' }) })).json<Board>();
      const stream = await openStream(baseUrl, ada);
      await stream.next(1);
      const stale = await app.inject({ method: 'PUT', url: `/api/board/${board.id}`, headers: ada.headers, payload: { ...board, version: 0 } });
      expect(stale.statusCode).toBe(409);
      await app.inject({ method: 'PUT', url: `/api/board/${board.id}`, headers: ada.headers, payload: { ...board, name: 'Landed' } });
      expect((await stream.next(2))[1]).toMatchObject({ type: 'board', version: 2 });
      await stream.close();
    });

    it('closing the server ends the streams instead of waiting for them', async () => {
      const own = await database.buildApp();
      const url = await listen(own);
      const user = await signedInUser(own, 'Closer');
      const stream = await openStream(url, user);
      await stream.next(1);
      const started = Date.now();
      await own.close();
      expect(Date.now() - started).toBeLessThan(5000);
      await stream.close();
    });
  },
  { twoInstances: true },
);

// Like PostgreSQL's, these run wherever Redis answers (CI starts it); elsewhere the run says so in one loud line.
if (testRedisUrl) {
  const redisUrl = testRedisUrl;
  describeEachDatabase('live updates across two instances through Redis', (database) => {
    let first: App;
    let second: App;
    let firstUrl: string;
    const redis = openTestRedis(redisUrl);

    beforeAll(async () => {
      first = await database.buildApp(redis.env);
      second = await database.buildApp(redis.env);
      firstUrl = await listen(first);
    });
    afterAll(() => redis.close());

    it('a change stored by one instance reaches a device connected to the other within 2 s', async () => {
      const ada = await signedInUser(first, 'Ada');
      const stream = await openStream(firstUrl, ada);
      await stream.next(1);
      const started = Date.now();
      const created = await second.inject({
        method: 'POST',
        url: '/api/board',
        headers: { ...ada.headers, 'x-tessera-device-id': 'phone' },
        payload: makeBoard({ id: 'redis12345' }),
      });
      expect(created.statusCode).toBe(201);
      const [, event] = await stream.next(2);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(event).toEqual({ type: 'board', id: created.json<Board>().id, version: 1, deviceId: 'phone' });
      await stream.close();
    });
  });
}
