import { BoardSchema, type Board, type BoardSummary, type PagedList } from '@tessera/core';
import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { STORED_BOARD_SHAPE } from '../src/repositories/stored-board-json.ts';
import { forOthers } from '../src/boards/board-answer.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { previousSerializer } from './helpers/previous-serializer.ts';

/**
 * Migrations 0006 and 0007, and the start-up after them, on boards stored by the previous release: each board's JSON is written again in the
 * serialiser's shape (keys in the schema's order, none it does not list) so that GET /board/:id can answer it as it
 * is, and the table is built again with the JSON last.
 */
describeEachDatabase('migrations 0006 and 0007: stored board JSON and the columns lists read', (database) => {
  it('writes stored boards in the current shape, keeps every column, and puts the JSON last', async () => {
    const { db } = await openDatabase(database.config().database);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0005-board-limits')).error).toBeUndefined();
    const id = 'b00000000000000000000old';
    // Keys out of the schema's order, and one it does not list.
    const data = JSON.stringify({
      tiles: [{ label: 'yes', id: 'a', note: 'private' }],
      isPublic: true,
      id,
      secret: 'x',
      name: 'Old',
      email: 'ada@example.org',
      author: 'Ada',
    });
    await sql`insert into boards (id, email, author, name, description, is_public, last_edited, created_seq, search_text, data, version, client_id, device, tile_count, name_key, locale, caption)
      values (${id}, 'ada@example.org', 'Ada', 'Old', 'before', 1, '2026-01-01', 7, 'old', ${data}, 3, 'root', 'Firefox', 1, 'k', 'en', 'c.png')`.execute(db);
    await sql`insert into boards (id, email, author, name, description, is_public, last_edited, created_seq, search_text, data, version)
      values ('b0000000000000000000junk', 'ada@example.org', null, 'Junk', null, 0, null, 8, 'junk', 'not json', 1)`.execute(db);
    await db.destroy();

    const app = await database.buildApp();
    const row = await app.db.selectFrom('boards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'ada@example.org',
      author: 'Ada',
      name: 'Old',
      description: 'before',
      last_edited: '2026-01-01',
      created_seq: 7,
      client_id: 'root',
      device: 'Firefox',
      name_key: 'k',
      locale: 'en',
      caption: 'c.png',
      data_shape: STORED_BOARD_SHAPE,
    });
    expect(Number(row.version)).toBe(3);
    expect(row.data).toBe(
      '{"id":"b00000000000000000000old","name":"Old","author":"Ada","email":"ada@example.org","isPublic":true,"tiles":[{"id":"a","label":"yes"}]}',
    );
    const junk = await app.db.selectFrom('boards').select(['data', 'data_shape']).where('id', '=', 'b0000000000000000000junk').executeTakeFirstOrThrow();
    expect(junk).toEqual({ data: 'not json', data_shape: null });

    const indexes =
      database.dialect === 'sqlite'
        ? (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'boards'`.execute(app.db)).rows
        : (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'boards'`.execute(app.db)).rows;
    expect(indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining(['boards_public_order_idx', 'boards_email_order_idx', 'boards_owner_client_id_uq']),
    );
    expect(indexes.map((index) => index.name)).not.toContain('boards_public_idx');
    if (database.dialect === 'sqlite') {
      // PostgreSQL keeps large values out of the row, and its table is left as it was.
      const columns = (await sql<{ name: string }>`select name from pragma_table_info('boards') order by cid`.execute(app.db)).rows;
      expect(columns.map((column) => column.name).at(-1)).toBe('data');
    }

    const board = (await app.repositories.boards.getById(id)) as Board;
    const anyone = await app.inject({ method: 'GET', url: `/api/board/${id}` });
    expect(anyone.body).toBe(previousSerializer(BoardSchema)(forOthers(board)));
    const [summary] = (await app.inject({ method: 'GET', url: '/api/board/public' })).json<PagedList<BoardSummary>>().data;
    expect(summary).toEqual({
      id,
      name: 'Old',
      nameKey: 'k',
      description: 'before',
      caption: 'c.png',
      author: 'Ada',
      locale: 'en',
      isPublic: true,
      lastEdited: '2026-01-01',
      tileCount: 1,
    });
    // Unique per owner and origin, as before.
    await expect(
      sql`insert into boards (id, email, name, is_public, created_seq, search_text, data, client_id) values ('other', 'ada@example.org', 'x', 0, 9, '', '{}', 'root')`.execute(
        app.db,
      ),
    ).rejects.toThrow();
  });

  it('writes boards of an older shape again at start-up, as after a release that changes the board schema', async () => {
    const app = await database.buildApp();
    const id = 'b0000000000000000000shape';
    const written = JSON.stringify({ name: 'Shaped', id, tiles: [{ label: 'no', id: 'b' }], isPublic: false, gone: 'old key' });
    await sql`insert into boards (id, email, author, name, is_public, created_seq, search_text, data, version, data_shape)
      values (${id}, 'ada@example.org', 'Ada', 'Shaped', 0, 11, 'shaped', ${written}, 1, 'an-older-shape')`.execute(app.db);
    await app.close();

    const again = await database.buildApp();
    const row = await again.db.selectFrom('boards').select(['data', 'data_shape']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({
      data: '{"id":"b0000000000000000000shape","name":"Shaped","isPublic":false,"tiles":[{"id":"b","label":"no"}]}',
      data_shape: STORED_BOARD_SHAPE,
    });
  });
});
