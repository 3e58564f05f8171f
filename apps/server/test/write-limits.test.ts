import type { Board } from '@tessera/core';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { BYTES_PER_WRITE, tooManyWritesMessage } from '../src/plugins/write-limits.ts';
import { uniqueIp } from './helpers/accounts.ts';
import { makeBoard } from './helpers/boards.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { png } from './helpers/media-samples.ts';
import { makeTempDir, removeDir } from './helpers/temp-dirs.ts';
import { multipartBody } from './helpers/multipart.ts';
import { signedInUser, type SignedIn } from './helpers/users.ts';

const ACCOUNT_LIMIT = 20;
const ADDRESS_LIMIT = 30;

/** A board as a device sends its create: a local id, no owner. */
const localBoard = (index: number): Board => {
  const { email: _email, author: _author, ...board } = makeBoard({ id: `w${String(index).padStart(9, '0')}` });
  return board as Board;
};

// Issue 26: one account could send 150 of every write route with no 429.
describeEachDatabase(
  'write limits',
  (database) => {
    let app: App;

    beforeAll(async () => {
      app = await database.buildApp({ WRITE_LIMIT_PER_ACCOUNT: `${ACCOUNT_LIMIT}/10m`, WRITE_LIMIT_PER_ADDRESS: `${ADDRESS_LIMIT}/10m` });
    });

    const call = (user: SignedIn | null, options: InjectOptions, ip: string) =>
      app.inject({ ...options, remoteAddress: ip, headers: { ...(user ? user.headers : {}), ...(options.headers as Record<string, string>) } });

    /** One request of every write route of the API, as the account's devices send them. */
    const everyWrite = async (user: SignedIn, ip: string): Promise<InjectOptions[]> => {
      const board = (await call(user, { method: 'POST', url: '/api/board', payload: localBoard(900) }, ip)).json<Board>();
      const communicator = (await call(user, { method: 'POST', url: '/api/communicator', payload: { name: 'Mine', rootBoard: board.id } }, ip)).json<{
        id: string;
      }>();
      const upload = multipartBody([{ fileName: 'dot.png', contentType: 'image/png', content: png() }]);
      return [
        { method: 'POST', url: '/api/board', payload: localBoard(901) },
        { method: 'POST', url: '/api/board/batch', payload: { boards: [localBoard(902)] } },
        { method: 'PUT', url: '/api/board/batch', payload: { boards: [{ ...board, name: 'Batch' }] } },
        { method: 'PUT', url: `/api/board/${board.id}`, payload: { ...board, name: 'Renamed' } },
        { method: 'POST', url: '/api/communicator', payload: { name: 'Other', rootBoard: board.id } },
        { method: 'PUT', url: `/api/communicator/${communicator.id}`, payload: { name: 'Renamed', rootBoard: board.id } },
        { method: 'POST', url: '/api/settings', payload: { display: { darkThemeActive: true } } },
        { method: 'PUT', url: `/api/user/${user.id}`, payload: { name: 'Renamed' } },
        { method: 'POST', url: '/api/media', payload: upload.payload, headers: upload.headers },
        { method: 'DELETE', url: `/api/board/${board.id}` },
      ];
    };

    it('refuses every write route of an account past its limit with 429 and Retry-After, changing nothing, while others write on', async () => {
      const ada = await signedInUser(app, 'Ada');
      const bob = await signedInUser(app, 'Bob');
      const ip = uniqueIp();
      const writes = await everyWrite(ada, ip);
      // Two writes made the board and communicator; the rest of the budget goes on creates.
      for (let index = 2; index < ACCOUNT_LIMIT; index += 1)
        expect((await call(ada, { method: 'POST', url: '/api/board', payload: localBoard(index) }, uniqueIp())).statusCode).toBe(201);
      const boardsBefore = (await app.repositories.boards.listByEmail(ada.email, { page: 1, limit: 100, offset: 0, search: '', sort: '_id' })).total;

      for (const write of writes) {
        const refused = await call(ada, write, uniqueIp());
        expect(refused.statusCode, `${write.method} ${write.url}: ${refused.body}`).toBe(429);
        const wait = Number(refused.headers['retry-after']);
        expect(wait).toBeGreaterThan(9 * 60);
        expect(wait).toBeLessThanOrEqual(10 * 60);
        expect(refused.json()).toEqual({ message: tooManyWritesMessage(wait * 1000) });
      }
      expect((await app.repositories.boards.listByEmail(ada.email, { page: 1, limit: 100, offset: 0, search: '', sort: '_id' })).total).toBe(boardsBefore);
      expect((await app.repositories.users.findById(ada.id))?.name).toBe('Ada');
      // Reads are not writes; another account, even from the same address, writes on.
      expect((await call(ada, { method: 'GET', url: `/api/user/${ada.id}` }, ip)).statusCode).toBe(200);
      expect((await call(bob, { method: 'POST', url: '/api/board', payload: localBoard(1) }, ip)).statusCode).toBe(201);
      // Leaving is never refused.
      expect((await call(ada, { method: 'POST', url: '/api/user/logout' }, ip)).statusCode).toBe(200);
    });

    it('counts every board of a batch, and each 64 KB of a board as a write more', async () => {
      const ada = await signedInUser(app, 'Ada');
      const batch = (from: number, count: number) => ({ boards: Array.from({ length: count }, (_, index) => localBoard(from + index)) });
      expect((await call(ada, { method: 'POST', url: '/api/board/batch', payload: batch(0, 15) }, uniqueIp())).statusCode).toBe(200);
      // 15 of 20 used: a batch of 6 is one too many, and none of it is stored.
      expect((await call(ada, { method: 'POST', url: '/api/board/batch', payload: batch(100, 6) }, uniqueIp())).statusCode).toBe(429);
      expect(await app.repositories.boards.findByClientId(ada.email, localBoard(100).id)).toBeUndefined();

      const bob = await signedInUser(app, 'Bob');
      // A board of 2 to 3 times 64 KB costs 3 writes: six such take 18 of Bob's 20, a seventh is one too many.
      const big = (index: number): Board => {
        const { grid: _grid, ...board } = localBoard(index);
        return { ...board, tiles: Array.from({ length: 128 }, (_, tile) => ({ id: `t${tile}`, label: 'x'.repeat(190), vocalization: 'y'.repeat(1000) })) };
      };
      expect(Buffer.byteLength(JSON.stringify(big(0)))).toBeGreaterThan(2 * BYTES_PER_WRITE);
      expect(Buffer.byteLength(JSON.stringify(big(0)))).toBeLessThan(3 * BYTES_PER_WRITE);
      for (let index = 0; index < 6; index += 1)
        expect((await call(bob, { method: 'POST', url: '/api/board', payload: big(index) }, uniqueIp())).statusCode).toBe(201);
      expect((await call(bob, { method: 'POST', url: '/api/board', payload: big(6) }, uniqueIp())).statusCode).toBe(429);
    });

    it("counts an address's writes whoever writes, reports of boards included", async () => {
      const ip = uniqueIp();
      const users = [await signedInUser(app, 'One'), await signedInUser(app, 'Two')];
      for (let index = 0; index < ADDRESS_LIMIT; index += 1) {
        expect(
          (await call(users[index % 2] as SignedIn, { method: 'POST', url: '/api/settings', payload: { display: { darkThemeActive: index % 2 === 0 } } }, ip))
            .statusCode,
        ).toBe(200);
      }
      const third = await signedInUser(app, 'Three');
      expect((await call(third, { method: 'POST', url: '/api/settings', payload: { display: { darkThemeActive: true } } }, ip)).statusCode).toBe(429);
      const report = { method: 'POST' as const, url: '/api/board/report', payload: { boardId: 'b1', reason: 'spam', language: 'en' } };
      expect((await call(null, report, ip)).statusCode).toBe(429);
      expect((await call(third, { method: 'POST', url: '/api/settings', payload: { display: { darkThemeActive: true } } }, uniqueIp())).statusCode).toBe(200);
    });
  },
  { twoInstances: true },
);

it('sizes the default limits with room over the benchmarks of a 1,000-board sync', () => {
  const dir = makeTempDir();
  const { writeLimits } = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) });
  removeDir(dir);
  // bench/sync-merge-1000: 1,000 creates, 1,000 versioned PUTs and 1,000 merged boards sent back (20 batches of 50) for
  // one account within about a minute; three such accounts from one address in three minutes.
  const oneAccount = 1_000 + 1_000 + 20 * 50;
  expect(writeLimits.perAccount).toEqual({ points: 10_000, windowSeconds: 600 });
  expect(writeLimits.perAccount.points).toBeGreaterThanOrEqual(3 * oneAccount);
  expect(writeLimits.perAddress.points).toBeGreaterThanOrEqual(3 * 3 * oneAccount);
});
