import type { Board, BoardSummary, Communicator, PagedList } from '@tessera/core';
import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { signedInUser } from './helpers/users.ts';

/**
 * Migration 0005 on records stored before the limits: every board gets its summary columns, and records the
 * schemas now refuse are repaired, so that reading them answers what the schemas say and the owner’s
 * devices can write them back.
 */
describeEachDatabase('migration 0005: board summaries and records from before the limits', (database) => {
  it('fills the summary columns and repairs boards, earlier versions and communicators', async () => {
    const config = database.config();
    // The database as the previous release left it.
    const { db } = await openDatabase(config.database);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0004-versions')).error).toBeUndefined();
    const oldBoard = {
      id: 'b0000000000000000000old1',
      name: `Old${'\u0000'} board ${'n'.repeat(300)}`,
      email: 'ada@example.org',
      isPublic: true,
      locale: 'es-ES',
      caption: 'https://example.org/c.png',
      tiles: [{ id: 'a', label: 'l'.repeat(250) }, { id: 'b' }],
      // An order of the wrong size, naming a tile that is gone.
      grid: { rows: 2, columns: 2, order: [['b', 'gone', 'a']] },
    };
    const data = JSON.stringify(oldBoard);
    await sql`insert into boards (id, email, author, name, description, is_public, last_edited, created_seq, search_text, data, version)
      values (${oldBoard.id}, 'ada@example.org', 'Ada', 'Old board', null, 1, null, 1, 'old board', ${data}, 2)`.execute(db);
    await sql`insert into board_versions (board_id, version, email, data, replaced_at, device, reason)
      values (${oldBoard.id}, 1, 'ada@example.org', ${data}, '2026-01-01T00:00:00.000Z', null, 'replaced')`.execute(db);
    const oldCommunicator = {
      id: 'c0000000000000000000old1',
      name: 'c'.repeat(300),
      email: 'ada@example.org',
      rootBoard: 'root',
      boards: [],
      defaultBoardsIncluded: [],
      isPublic: false,
    };
    await sql`insert into communicators (id, email, last_edited, created_seq, data, client_id, search_text, version)
      values (${oldCommunicator.id}, 'ada@example.org', null, 1, ${JSON.stringify(oldCommunicator)}, null, '', 1)`.execute(db);
    await db.destroy();

    const app = await database.buildApp();
    const expectedName = `Old board ${'n'.repeat(200 - 'Old board '.length)}`;
    const [summary] = (await app.inject({ method: 'GET', url: '/api/board/public' })).json<PagedList<BoardSummary>>().data;
    expect(summary).toEqual({ id: oldBoard.id, name: expectedName, author: 'Ada', caption: oldBoard.caption, locale: 'es-ES', isPublic: true, tileCount: 2 });

    const ada = await signedInUser(app, 'Ada', 'ada@example.org');
    const board = await app.inject({ method: 'GET', url: `/api/board/${oldBoard.id}`, headers: ada.headers });
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json<Board>()).toMatchObject({
      name: expectedName,
      tiles: [{ id: 'a', label: 'l'.repeat(200) }, { id: 'b' }],
      grid: {
        rows: 2,
        columns: 2,
        order: [
          ['b', 'a'],
          [null, null],
        ],
      },
    });
    const earlier = await app.inject({ method: 'GET', url: `/api/board/${oldBoard.id}/versions/1`, headers: ada.headers });
    expect(earlier.statusCode, earlier.body).toBe(200);
    expect(earlier.json<Board>().grid?.order).toEqual([
      ['b', 'a'],
      [null, null],
    ]);
    // What the owner's device read back, it can write back as it is.
    expect((await app.inject({ method: 'PUT', url: `/api/board/${oldBoard.id}`, headers: ada.headers, payload: board.json<Board>() })).statusCode).toBe(200);

    const communicators = await app.inject({ method: 'GET', url: `/api/communicator/byemail/${ada.email}`, headers: ada.headers });
    expect(communicators.statusCode, communicators.body).toBe(200);
    expect(communicators.json<PagedList<Communicator>>().data[0]?.name).toBe('c'.repeat(200));
  });
});
