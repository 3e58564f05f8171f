import type { Board } from '@tessera/core';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { makeBoard } from './helpers/boards.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { openStream } from './helpers/event-stream.ts';
import { canRunRedisServer, startOwnRedisServer, type OwnRedisServer } from './helpers/redis-server.ts';
import { signedInUser, type SignedIn } from './helpers/users.ts';

const listen = (app: App): Promise<string> => app.listen({ host: '127.0.0.1', port: 0 });

/** Waits until `ended` settles, failing after `ms`. */
const endsWithin = async (ended: Promise<void>, ms: number): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([ended, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`the stream was still open after ${ms} ms`)), ms)))]);
  clearTimeout(timer);
};

// Two instances on one database and a Redis server of the test's own, which it stops (the shared one must never be).
if (canRunRedisServer) {
  describeEachDatabase('live updates while Redis is down (two instances)', (database) => {
    let redis: OwnRedisServer;
    let first: App;
    let second: App;
    let firstUrl: string;
    let secondUrl: string;
    let ada: SignedIn;

    beforeAll(async () => {
      redis = await startOwnRedisServer();
      const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: `tessera-test-${randomBytes(4).toString('hex')}:` };
      first = await database.buildApp(env);
      second = await database.buildApp(env);
      [firstUrl, secondUrl] = await Promise.all([listen(first), listen(second)]);
      ada = await signedInUser(first, 'Ada');
    });
    afterAll(async () => {
      await Promise.all([first.close(), second.close()]);
      await redis.stop();
    });

    const write = (app: App, deviceId: string, id: string) =>
      app.inject({ method: 'POST', url: '/api/board', headers: { ...ada.headers, 'x-tessera-device-id': deviceId }, payload: makeBoard({ id }) });

    it('ends every stream when Redis goes, still tells devices on the same instance, and ends them again when Redis is back', async () => {
      const onFirst = await openStream(firstUrl, ada, 'tablet');
      const onSecond = await openStream(secondUrl, ada, 'laptop');
      expect(await onFirst.next(1)).toEqual(['ready']);
      expect(await onSecond.next(1)).toEqual(['ready']);

      await redis.stop();
      // Neither instance can hear the other now: their devices' streams end, so they reconnect and pull.
      await endsWithin(onFirst.ended, 3000);
      await endsWithin(onSecond.ended, 3000);

      // A device that reconnects to the first instance still hears what is written through that instance.
      const again = await openStream(firstUrl, ada, 'tablet');
      expect(await again.next(1)).toEqual(['ready']);
      const created = await write(first, 'phone', 'down123456');
      expect(created.statusCode, created.body).toBe(201);
      // Told before the write is answered: it arrives within moments of the answer (next() waits 2 s at most).
      const [, event] = await again.next(2);
      expect(event).toEqual({ type: 'board', id: created.json<Board>().id, version: 1, deviceId: 'phone' });
      // Writes through the other instance are kept meanwhile (the tablet pulls them when its stream ends).
      expect((await write(second, 'laptop', 'down234567')).statusCode).toBe(201);

      await redis.start();
      // Back: what the other instance wrote never reached this one, so its streams end once more, and devices pull.
      await endsWithin(again.ended, 6000);
      const live = await openStream(firstUrl, ada, 'tablet');
      await live.next(1);
      const across = await write(second, 'laptop', 'back123456');
      const [, heard] = await live.next(2, 3000);
      expect(heard).toEqual({ type: 'board', id: across.json<Board>().id, version: 1, deviceId: 'laptop' });
      await live.close();
    });
  });
}

describeEachDatabase('the cap on live-update streams of one server (EVENT_STREAMS_MAX)', (database) => {
  it('answers 503 with Retry-After past the cap, for any account, and takes streams again once one ends', async () => {
    const app = await database.buildApp({ EVENT_STREAMS_MAX: '2' });
    const url = await listen(app);
    const [ada, bob, cy] = [await signedInUser(app, 'Ada'), await signedInUser(app, 'Bob'), await signedInUser(app, 'Cy')];
    const streams = [await openStream(url, ada), await openStream(url, bob)];
    for (const stream of streams) expect(await stream.next(1)).toEqual(['ready']);

    const refused = await fetch(`${url}/api/events`, { headers: cy.headers });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({ message: 'The server has too many live connections. Try again later.' });

    await streams[0]!.close();
    // The server sees the stream close a moment after the client drops it.
    let taken: Awaited<ReturnType<typeof openStream>> | undefined;
    for (let tries = 0; tries < 50 && !taken; tries += 1) {
      const attempt = await openStream(url, cy);
      if (attempt.response.status === 200) taken = attempt;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(taken?.response.status).toBe(200);
    expect(await taken!.next(1)).toEqual(['ready']);
    await Promise.all([taken!.close(), streams[1]!.close()]);
  });
});
