import { BoardSchema, BoardSummarySchema, pagedListSchema, type Board, type BoardInput } from '@tessera/core';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { STORED_BOARD_SHAPE } from '../src/repositories/stored-board-json.ts';
import { forOthers } from '../src/boards/board-answer.ts';
import { makeBoard, serverId } from './helpers/boards.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { previousSerializer } from './helpers/previous-serializer.ts';
import { appWithTwoUsers, type SignedIn } from './helpers/users.ts';

const WORDS = ['I', 'want', 'more', 'stop', 'eat', 'drink', 'play', 'help', 'yes', 'no'];

/** A board as people make them: 60 tiles on a fixed 6 x 10 grid, labels, symbols, colours, some folders. */
/** A public board every test board says it was copied from: the server keeps only a copiedFrom it can read. */
const COPIED_FROM_ID = serverId();

const sixtyTileBoard = (id: string): BoardInput => {
  const tiles = Array.from({ length: 60 }, (_, t) => ({
    id: `${id.slice(-4)}-${t}`,
    label: `${WORDS[t % 10]} ${t}`,
    labelKey: `tessera.board.core.word${t}`,
    ...(t % 6 === 0 && { vocalization: `I would like ${WORDS[t % 10]}` }),
    image: `/symbols/openmoji/1F${600 + t}.svg`,
    backgroundColor: 'rgb(255, 241, 118)',
    ...(t % 10 === 9 ? { type: 'folder' as const, loadBoard: serverId() } : { type: 'button' as const }),
  }));
  const order = Array.from({ length: 6 }, (_, r) => tiles.slice(r * 10, r * 10 + 10).map((tile) => tile.id));
  return {
    id,
    name: 'Core words',
    nameKey: 'tessera.board.core',
    description: 'Sixty words',
    copiedFrom: { id: COPIED_FROM_ID, name: 'Core "words"' },
    isPublic: true,
    locale: 'en-US',
    format: 'tessera',
    tiles,
    grid: { rows: 6, columns: 10, order },
    cellSize: 'medium',
  };
};

const boardBefore = previousSerializer(BoardSchema);
const listBefore = previousSerializer(pagedListSchema(BoardSummarySchema));

/**
 * GET /board/:id answers the stored JSON nearly as it is, and lists are written by compiled serialisers: the answers
 * must be the bytes the zod serialiser wrote before, to the owner, to another user and to anyone.
 */
describeEachDatabase('board answers, byte for byte as before', (database) => {
  let app: App;
  let ada: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    ({ app, ada, bob } = await appWithTwoUsers(database));
    const source = { id: COPIED_FROM_ID, name: 'Core "words"', isPublic: true, tiles: [] };
    expect((await app.inject({ method: 'PUT', url: `/api/board/${COPIED_FROM_ID}`, headers: bob.headers, payload: source })).statusCode).toBe(201);
  });

  const shapeOf = async (id: string) => (await app.db.selectFrom('boards').select('data_shape').where('id', '=', id).executeTakeFirstOrThrow()).data_shape;

  const put = async (board: BoardInput) => {
    const response = await app.inject({ method: 'PUT', url: `/api/board/${board.id}`, headers: ada.headers, payload: board });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Board>();
  };

  /** What the route answered before: the board as the repository reads it, whole to its owner, forOthers to anyone else. */
  const expectAnswersAsBefore = async (id: string) => {
    const stored = (await app.repositories.boards.getById(id)) as Board;
    for (const [who, headers, owner] of [
      ['the owner', ada.headers, true],
      ['another user', bob.headers, false],
      ['anyone', {}, false],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: `/api/board/${id}`, headers });
      expect(response.statusCode, who).toBe(200);
      expect(response.headers['content-type'], who).toBe('application/json; charset=utf-8');
      expect(response.body, who).toBe(boardBefore(owner ? stored : forOthers(stored)));
    }
    return stored;
  };

  it('answers a 60-tile board, a board of awkward texts and a bare one as before', async () => {
    const sixty = await put(sixtyTileBoard(serverId()));
    const awkward = makeBoard({
      id: serverId(),
      name: 'quote " backslash \\ newline \n tab \t U+2028 \u2028 emoji 😀 lone \ud800 control \u0001 </script>',
      description: 'ÑANDÚ y amigos',
      caption: 'data:image/png;base64,iVBORw0KGgo=',
    });
    await put(awkward);
    const bare = { id: serverId(), isPublic: true, tiles: [] };
    await put(bare);
    for (const id of [sixty.id, awkward.id, bare.id]) {
      // Answered from the stored text, not parsed.
      expect(await shapeOf(id)).toBe(STORED_BOARD_SHAPE);
      await expectAnswersAsBefore(id);
    }
  });

  it('answers its origin to the owner only, and hides an author that is an email from anyone else', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/board', headers: ada.headers, payload: makeBoard({ id: 'local12345' }) });
    expect(response.statusCode, response.body).toBe(201);
    const board = await expectAnswersAsBefore(response.json<Board>().id);
    expect(board.originId).toBe('local12345');
    // An older record kept the owner's email as its author.
    await app.repositories.boards.write({ ...board, author: ada.email }, board.version, null, new Date());
    const anyone = await app.inject({ method: 'GET', url: `/api/board/${board.id}` });
    expect(anyone.body).not.toContain(ada.email);
    await expectAnswersAsBefore(board.id);
  });

  it('does not answer keys the board schema does not list, from rows stored before or by hand', async () => {
    const board = makeBoard({ id: serverId(), email: ada.email });
    const stray = { ...board, secret: 'not for anyone', tiles: board.tiles.map((tile) => ({ ...tile, note: 'private' })) };
    await sql`insert into boards (id, email, author, name, description, is_public, last_edited, created_seq, search_text, data, tile_count)
      values (${board.id}, ${ada.email}, 'Ada', ${board.name}, null, 1, null, 100000, '', ${JSON.stringify(stray)}, 2)`.execute(app.db);
    // Of no shape: parsed and serialised.
    expect(await shapeOf(board.id)).toBeNull();
    await expectAnswersAsBefore(board.id);
    for (const headers of [ada.headers, {}]) {
      const response = await app.inject({ method: 'GET', url: `/api/board/${board.id}`, headers });
      expect(response.body).not.toMatch(/secret|private/);
    }
  });

  it('answers the public list as before', async () => {
    for (const query of ['', '?limit=3&sort=name', '?search=core', '?page=99']) {
      const response = await app.inject({ method: 'GET', url: `/api/board/public${query}` });
      expect(response.statusCode).toBe(200);
      const request = { page: 1, limit: 10, offset: 0, search: '', sort: '-_id' as const, ...Object.fromEntries(new URLSearchParams(query)) };
      const list = await app.repositories.boards.listPublic({ ...request, page: Number(request.page), limit: Number(request.limit) });
      expect(response.body, query).toBe(listBefore(list));
      const counted = await app.db
        .selectFrom('boards')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('is_public', '=', 1)
        .where('search_text', 'like', `%${request.search}%`)
        .executeTakeFirstOrThrow();
      expect(list.total, query).toBe(Number(counted.n));
    }
  });
});
