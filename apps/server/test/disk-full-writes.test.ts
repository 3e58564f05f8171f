import type { Board } from '@tessera/core';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Env } from '../src/config.ts';
import { makeTestClock, MINUTE, type TestClock } from './helpers/clock.ts';
import { canRunSmallPostgres, fillFilesystem, startSmallPostgres, type SmallPostgres } from './helpers/full-disk.ts';
import { canMountFilesystems, mountSmallFilesystem } from './helpers/small-filesystem.ts';
import { makeTempDir, makeWebDist, removeDir } from './helpers/temp-dirs.ts';
import { signedInUser, type SignedIn } from './helpers/users.ts';

const STORAGE_FULL = { message: 'The server has no space left to store this file. Try again later.' };
const MB = 1024 * 1024;

/** A board of about 1 MB as JSON: more than a full disk has room for, well within the 5 MB a board may be. */
const largeBoard = (id: string) => ({
  id,
  name: 'Everything I say',
  tiles: Array.from({ length: 1000 }, (_, t) => ({ id: `t${t}`, label: `word ${t}`, vocalization: `${t} `.repeat(300).slice(0, 1000) })),
});

/**
 * Writes on a database that has run out of space: 507 with the media upload's words (it was 500 for boards), and
 * /api/health degraded for a minute after; once there is room again, writes land. `fill` and `giveRoomBack` make
 * the disk full for real (a file filling DATA_DIR's file system, a table filling a tablespace's), nothing injected.
 */
function diskFullSuite(setUp: () => Promise<{ app: App; clock: TestClock; fill: () => Promise<void>; giveRoomBack: () => Promise<void> }>) {
  let app: App;
  let clock: TestClock;
  let ada: SignedIn;
  let fill: () => Promise<void>;
  let giveRoomBack: () => Promise<void>;

  beforeAll(async () => {
    ({ app, clock, fill, giveRoomBack } = await setUp());
    ada = await signedInUser(app, 'Ada');
  });

  it('answers 507 with the media message on every write, says degraded for a minute, and takes writes again once there is room', async () => {
    const write = (method: 'POST' | 'PUT', url: string, payload: object) => app.inject({ method, url, payload, headers: ada.headers });
    const existing = await write('POST', '/api/board', { id: 'before1234', name: 'Before', tiles: [] });
    expect(existing.statusCode, existing.body).toBe(201);
    const board = existing.json<Board>();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', storage: 'ok' });

    await fill();
    const refused = [
      await write('POST', '/api/board', largeBoard('full123456')),
      await write('PUT', `/api/board/${board.id}`, { ...largeBoard(board.id), version: board.version }),
      await write('POST', '/api/board/batch', { boards: [largeBoard('batch12345')] }),
      await write('POST', '/api/communicator', { name: 'Mine', rootBoard: board.id, boards: Array.from({ length: 5000 }, (_, b) => `${'b'.repeat(90)}${b}`) }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body.slice(0, 200)).toBe(507);
      expect(response.json()).toEqual(STORAGE_FULL);
    }
    // Reads still work, and nothing of the refused writes was kept.
    const kept = await app.inject({ method: 'GET', url: `/api/board/${board.id}`, headers: ada.headers });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<Board>()).toMatchObject({ name: 'Before', version: 1 });

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', storage: 'full' });
    clock.advance(MINUTE + 1);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', storage: 'ok' });

    await giveRoomBack();
    const again = await write('PUT', `/api/board/${board.id}`, { ...largeBoard(board.id), version: board.version });
    expect(again.statusCode, again.body.slice(0, 200)).toBe(200);
    expect(again.json<Board>()).toMatchObject({ version: 2, tiles: expect.arrayContaining([expect.objectContaining({ id: 't999' })]) });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
  });
}

if (canMountFilesystems) {
  describe('a full disk under DATA_DIR, SQLite (a real 8 MB tmpfs)', () => {
    const dir = makeTempDir();
    const dataDir = join(dir, 'data');
    let unmount = () => {};
    let app: App | undefined;
    afterAll(async () => {
      await app?.close();
      unmount();
      removeDir(dir);
    });
    diskFullSuite(async () => {
      unmount = mountSmallFilesystem(dataDir, 8 * MB);
      const clock = makeTestClock();
      app = await buildApp(loadConfig({ DATA_DIR: dataDir, WEB_DIST: makeWebDist(dir), LOG_LEVEL: 'silent' }), { clock: clock.clock });
      let roomBack = () => {};
      return {
        app,
        clock,
        fill: async () => {
          roomBack = fillFilesystem(dataDir);
        },
        giveRoomBack: async () => roomBack(),
      };
    });
  });
}

if (canRunSmallPostgres) {
  describe('a full disk under a PostgreSQL tablespace (a real 32 MB tmpfs, on a PostgreSQL server of the test’s own)', () => {
    const dir = makeTempDir();
    let postgres: SmallPostgres | undefined;
    let app: App | undefined;
    afterAll(async () => {
      await app?.close();
      await postgres?.stop();
      removeDir(dir);
    });
    diskFullSuite(async () => {
      postgres = await startSmallPostgres(dir, 32 * MB);
      const clock = makeTestClock();
      const env: Env = { DATA_DIR: join(dir, 'data'), WEB_DIST: makeWebDist(dir), LOG_LEVEL: 'silent', DATABASE_URL: postgres.url };
      app = await buildApp(loadConfig(env), { clock: clock.clock });
      return { app, clock, fill: postgres.fill, giveRoomBack: postgres.giveRoomBack };
    });
  });
} else console.warn('!!! Cannot run a PostgreSQL server of its own on a small file system here: the full-disk test of PostgreSQL is NOT run');
