import type { Board } from '@tessera/core';
import { Migrator, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { boardQuotaMessage } from '../src/boards/board-quota.ts';
import { makeBoard } from './helpers/boards.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { signedInUser, type SignedIn } from './helpers/users.ts';

const MB = 1024 * 1024;
const QUOTA_MESSAGE = boardQuotaMessage(MB);

/** A board of about `kilobytes` KB as JSON, with a local id. */
const boardOf = (index: number, kilobytes: number): Board => {
  const { email: _email, author: _author, grid: _grid, ...board } = makeBoard({ id: `q${String(index).padStart(9, '0')}` });
  const tiles = Array.from({ length: Math.ceil(kilobytes / 1.2) }, (_, tile) => ({ id: `t${tile}`, label: 'x'.repeat(190), vocalization: 'y'.repeat(1000) }));
  return { ...board, tiles } as Board;
};

// Issue 26: 20 parallel 4 MB boards grew the database by 80 MB in 2 s; 22 unversioned PUTs of one board another 92 MB.
describeEachDatabase(
  'board storage quota (BOARD_QUOTA_MB)',
  (database) => {
    let app: App;

    beforeAll(async () => {
      app = await database.buildApp({ BOARD_QUOTA_MB: '1' });
    });

    const post = (user: SignedIn, board: Board) => app.inject({ method: 'POST', url: '/api/board', headers: user.headers, payload: board });
    const put = (user: SignedIn, board: Board) => app.inject({ method: 'PUT', url: `/api/board/${board.id}`, headers: user.headers, payload: board });
    /** What the account really keeps: its boards and versions, counted from the rows themselves. */
    const keptBytes = async (email: string): Promise<number> => {
      const size = database.dialect === 'postgres' ? sql`octet_length(data)` : sql`length(cast(data as blob))`;
      const { rows } = await sql<{ bytes: number | string | null }>`select (select coalesce(sum(${size}), 0) from boards where email = ${email})
      + (select coalesce(sum(${size}), 0) from board_versions where email = ${email}) as bytes`.execute(app.db);
      return Number(rows[0]?.bytes ?? 0);
    };
    const countedBytes = async (email: string): Promise<number> =>
      Number((await app.db.selectFrom('board_storage').select('bytes').where('email', '=', email).executeTakeFirst())?.bytes ?? 0);

    it('refuses boards past the quota with 507, even 20 sent at once, and keeps the account within it', async () => {
      const ada = await signedInUser(app, 'Ada');
      const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => post(ada, boardOf(index, 150))));
      const created = answers.filter((answer) => answer.statusCode === 201);
      const refused = answers.filter((answer) => answer.statusCode !== 201);
      expect(created.length).toBeGreaterThanOrEqual(5);
      expect(created.length).toBeLessThanOrEqual(7);
      expect(refused.map((answer) => [answer.statusCode, answer.json()])).toEqual(refused.map(() => [507, { message: QUOTA_MESSAGE }]));
      expect(await keptBytes(ada.email)).toBeLessThanOrEqual(MB);
      expect(await countedBytes(ada.email)).toBe(await keptBytes(ada.email));
      // Someone else's room is their own.
      const bob = await signedInUser(app, 'Bob');
      expect((await post(bob, boardOf(100, 150))).statusCode).toBe(201);
    });

    it('prunes the oldest kept versions first, so a board written over and over keeps being saved', async () => {
      const ada = await signedInUser(app, 'Ada');
      let board = (await post(ada, boardOf(200, 200))).json<Board>();
      for (let round = 0; round < 22; round += 1) {
        // Unversioned, as an older client writes: every write keeps the version it replaced.
        const { version: _version, ...unversioned } = { ...board, name: `Round ${round}` };
        const written = await put(ada, unversioned as Board);
        expect(written.statusCode, written.body).toBe(200);
        board = written.json<Board>();
      }
      expect(await keptBytes(ada.email)).toBeLessThanOrEqual(MB);
      const versions = (await app.inject({ method: 'GET', url: `/api/board/${board.id}/versions`, headers: ada.headers })).json<{
        data: { version: number }[];
      }>().data;
      // The newest versions are the ones kept.
      expect(versions.length).toBeGreaterThanOrEqual(2);
      expect(versions[0]?.version).toBe((board.version ?? 0) - 1);
      expect(versions.map((v) => v.version)).toEqual([...versions.map((v) => v.version)].sort((a, b) => b - a));
      expect(await countedBytes(ada.email)).toBe(await keptBytes(ada.email));
    });

    it('answers 507 per board in a batch, and makes room again once boards are deleted', async () => {
      const ada = await signedInUser(app, 'Ada');
      const batch = await app.inject({
        method: 'POST',
        url: '/api/board/batch',
        headers: ada.headers,
        payload: { boards: Array.from({ length: 8 }, (_, index) => boardOf(300 + index, 150)) },
      });
      const results = batch.json<{ results: { status: number; message?: string; board?: Board }[] }>().results;
      expect(results.slice(0, 5).map((result) => result.status)).toEqual([201, 201, 201, 201, 201]);
      expect(results.slice(-1)).toEqual([{ status: 507, message: QUOTA_MESSAGE }]);
      const stored = results.filter((result) => result.board).map((result) => result.board as Board);
      // Deleted boards keep their versions (their history can still be read), but those go first when room is needed.
      for (const board of stored.slice(0, 2))
        expect((await app.inject({ method: 'DELETE', url: `/api/board/${board.id}`, headers: ada.headers })).statusCode).toBe(200);
      expect((await post(ada, boardOf(400, 150))).statusCode).toBe(201);
      expect(await countedBytes(ada.email)).toBe(await keptBytes(ada.email));
    });

    it('lets an account already past a lowered quota make its boards smaller, but not larger', async () => {
      const ada = await signedInUser(app, 'Ada');
      // Stored past the quota, as before it was lowered.
      const boards = Array.from({ length: 8 }, (_, index) => ({
        ...boardOf(500 + index, 150),
        id: `past-quota-${index}-${ada.id}`,
        email: ada.email,
        author: 'Ada',
      }));
      for (const board of boards) await app.repositories.boards.insert(board as Board);
      expect(await countedBytes(ada.email)).toBeGreaterThan(MB);
      const smaller = { ...(boards[0] as Board), tiles: (boards[0] as Board).tiles.slice(0, 10) };
      expect((await put(ada, smaller)).statusCode).toBe(200);
      const larger = {
        ...(boards[1] as Board),
        tiles: [...(boards[1] as Board).tiles, ...(boards[1] as Board).tiles.map((tile) => ({ ...tile, id: `${tile.id}-more` }))],
      };
      expect((await put(ada, larger)).statusCode).toBe(507);
    });

    it('forgets the count with the account', async () => {
      const ada = await signedInUser(app, 'Ada');
      expect((await post(ada, boardOf(600, 10))).statusCode).toBe(201);
      expect(await countedBytes(ada.email)).toBeGreaterThan(0);
      expect((await app.inject({ method: 'DELETE', url: `/api/account/${ada.id}`, headers: ada.headers })).statusCode).toBe(200);
      expect(await app.db.selectFrom('board_storage').select('email').where('email', '=', ada.email).executeTakeFirst()).toBeUndefined();
    });
  },
  { twoInstances: true },
);

describeEachDatabase('migration 0010: the board bytes of every account, counted from what is stored', (database) => {
  it('sums the boards and kept versions stored before it, in bytes, and the triggers count from there', async () => {
    const config = database.config();
    const { db } = await openDatabase(config.database);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0009-sessions')).error).toBeUndefined();
    // Two bytes per "é", three per "語": bytes, not characters, are what the disk holds.
    const data = JSON.stringify({ id: 'old-board-1', name: 'été 語', isPublic: false, tiles: [] });
    await sql`insert into boards (id, email, author, name, description, is_public, last_edited, created_seq, search_text, data, version)
      values ('old-board-1', 'old@example.org', 'Old', 'été', null, 0, null, 1, 'été', ${data}, 2)`.execute(db);
    await sql`insert into board_versions (board_id, version, email, data, replaced_at, device, reason)
      values ('old-board-1', 1, 'old@example.org', ${data}, '2026-01-01T00:00:00.000Z', null, 'replaced')`.execute(db);
    await db.destroy();

    const app = await database.buildApp();
    const counted = async () =>
      Number((await app.db.selectFrom('board_storage').select('bytes').where('email', '=', 'old@example.org').executeTakeFirst())?.bytes);
    expect(await counted()).toBe(2 * Buffer.byteLength(data));
    await app.db.deleteFrom('board_versions').where('board_id', '=', 'old-board-1').execute();
    expect(await counted()).toBe(Buffer.byteLength(data));
  });
});
