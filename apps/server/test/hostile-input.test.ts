import { MAX_DATA_URL_LENGTH, MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_TILES_PER_BOARD, GRID_KEPT_MAX, type Board } from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { makeBoard, serverId } from './helpers/boards.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { signedInUser, type SignedIn } from './helpers/users.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A character of three bytes in UTF-8: the most bytes a string of a given length can take in an index row. */
const WIDE = '한';
const NULL = '\u0000';

/**
 * Input that SQLite took and PostgreSQL answered with 500: a null character anywhere (PostgreSQL's text cannot hold
 * one), values longer than a btree index row (about 2.7 KB), parallel creates of one id. Both databases now answer
 * alike: 400 naming the field, or the write landing once.
 */
describeEachDatabase('hostile input', (database) => {
  let app: App;
  let ada: SignedIn;

  beforeAll(async () => {
    app = await database.buildApp();
    ada = await signedInUser(app, 'Ada');
  });

  const call = (method: Method, url: string, payload?: unknown, user: SignedIn | undefined = ada) =>
    app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

  describe('a null character is refused with 400 wherever it is sent', () => {
    const nullMessage = 'Must not contain the null character (U+0000)';
    const cases: [string, Method, string, unknown, string][] = [
      ['a list search', 'GET', '/api/board/public?search=%00', undefined, `querystring/search: ${nullMessage}`],
      ['a search of GET /board', 'GET', '/api/board?search=a%00b', undefined, `querystring/search: ${nullMessage}`],
      ['a board id in the address', 'GET', '/api/board/a%00b', undefined, `params/id: ${nullMessage}`],
      ['a board id to update', 'PUT', '/api/board/abcdefghijklmn%00', {}, `params/id: ${nullMessage}`],
      ['a board id to delete', 'DELETE', '/api/board/a%00b', undefined, `params/id: ${nullMessage}`],
      ['a board id of a history', 'GET', '/api/board/a%00b/versions', undefined, `params/id: ${nullMessage}`],
      ['an email in the address', 'GET', '/api/board/byemail/a%00b', undefined, `params/email: ${nullMessage}`],
      ['a board name', 'POST', '/api/board', { name: `a${NULL}b` }, `body/name: ${nullMessage}`],
      ['a tile label', 'PUT', `/api/board/${serverId()}`, { tiles: [{ id: 't1', label: NULL }] }, `body/tiles/0/label: ${nullMessage}`],
      ['a board of a batch', 'POST', '/api/board/batch', { boards: [{ description: NULL }] }, `body/boards/0/description: ${nullMessage}`],
      ['a report', 'POST', '/api/board/report', { id: 'b1', reason: `spam${NULL}`, whistleblower: {} }, `body/reason: ${nullMessage}`],
      ['a communicator name', 'POST', '/api/communicator', { name: NULL, rootBoard: 'root' }, `body/name: ${nullMessage}`],
      ['a communicator id', 'PUT', '/api/communicator/a%00b', { name: 'c', rootBoard: 'root' }, `params/id: ${nullMessage}`],
      ['a setting', 'POST', '/api/settings', { language: { lang: `en${NULL}` } }, `body/language/lang: ${nullMessage}`],
      ['a device of a login', 'POST', '/api/user/login', { email: 'ada@example.org', password: 'secret', deviceId: NULL }, `body/deviceId: ${nullMessage}`],
      [
        'a sign-up name',
        'POST',
        '/api/user',
        { name: NULL, email: 'new@example.org', password: 'secret1', isTermsAccepted: true },
        `body/name: ${nullMessage}`,
      ],
      ['a reset link', 'POST', '/api/user/store-password', { userid: `u${NULL}`, token: 't', password: 'secret1' }, `body/userid: ${nullMessage}`],
      ['an activation link', 'POST', '/api/user/activate/a%00b', undefined, `params/url: ${nullMessage}`],
      ['a user id', 'DELETE', '/api/account/a%00b', undefined, `params/id: ${nullMessage}`],
    ];

    it.each(cases)('%s', async (_what, method, url, payload, message) => {
      const response = await call(method, url, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(messageOf(response)).toContain(message);
    });

    it('a profile name', async () => {
      const response = await call('PUT', `/api/user/${ada.id}`, { name: `Ada${NULL}` });
      expect(response.statusCode, response.body).toBe(400);
      expect(messageOf(response)).toBe(`body/name: ${nullMessage}`);
    });
  });

  describe('limits, each refused with 400 naming the field', () => {
    const tiles = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `t${index}` }));
    const cases: [string, Partial<Board>, string][] = [
      ['a name of 201 characters', { name: 'n'.repeat(MAX_NAME_LENGTH + 1) }, 'body/name: Too big: expected string to have <=200 characters'],
      ['2,001 tiles', { tiles: tiles(MAX_TILES_PER_BOARD + 1) }, 'body/tiles: Too big: expected array to have <=2000 items'],
      [
        'a vocalization of 1,001 characters',
        { tiles: [{ id: 't', vocalization: 'v'.repeat(1001) }] },
        'body/tiles/0/vocalization: Too big: expected string to have <=1000 characters',
      ],
      ['a description of 2,001 characters', { description: 'd'.repeat(2001) }, 'body/description: Too big: expected string to have <=2000 characters'],
      [
        'a grid whose order is not rows x columns',
        { tiles: tiles(2), grid: { rows: 12, columns: 12, order: [['t0']] } },
        'body/grid/order: Must have 12 rows of 12 cells',
      ],
      [
        'a grid of 100,000 rows',
        { tiles: tiles(2), grid: { rows: 1, columns: 1, order: Array.from({ length: 100_000 }, () => ['t0']) } },
        `body/grid/order: Too big: expected array to have <=${GRID_KEPT_MAX} items`,
      ],
      [
        'a grid naming a tile of another board',
        { tiles: tiles(1), grid: { rows: 1, columns: 2, order: [['t0', 'elsewhere']] } },
        'body/grid/order/0/1: Not a tile of this board',
      ],
      [
        'a grid placing one tile twice',
        { tiles: tiles(1), grid: { rows: 1, columns: 2, order: [['t0', 't0']] } },
        'body/grid/order/0/1: This tile already has another cell',
      ],
      [
        'a data URL over 2 MB',
        { tiles: [{ id: 't', image: `data:image/png;base64,${'A'.repeat(MAX_DATA_URL_LENGTH)}` }] },
        'body/tiles/0/image: Too big: expected string to have <=2097152 characters',
      ],
      ['an id of 101 characters', { tiles: [{ id: 'i'.repeat(MAX_ID_LENGTH + 1) }] }, 'body/tiles/0/id: Too big: expected string to have <=100 characters'],
    ];

    it.each(cases)('%s', async (_what, fields, message) => {
      const response = await call('POST', '/api/board', { ...makeBoard({ id: 'local12345' }), ...fields });
      expect(response.statusCode, response.body).toBe(400);
      expect(messageOf(response)).toContain(message);
    });
  });

  describe('every indexed text column takes the longest value a write accepts', () => {
    it('a board named with 200 three-byte characters, from an origin of 100, under an id of 100', async () => {
      const id = WIDE.repeat(MAX_ID_LENGTH);
      const name = WIDE.repeat(MAX_NAME_LENGTH);
      const board = { ...makeBoard({ id, name, tiles: [] }), originId: WIDE.repeat(MAX_ID_LENGTH), lastEdited: '9'.repeat(40) };
      const response = await call('PUT', `/api/board/${encodeURIComponent(id)}`, board);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ id, name, originId: board.originId });
      const over = await call('PUT', `/api/board/${encodeURIComponent(id)}`, { ...board, name: `${name}${WIDE.repeat(1000)}` });
      expect(over.statusCode).toBe(400);
      expect((await call('DELETE', `/api/board/${encodeURIComponent(id)}`)).statusCode).toBe(200);
    });

    it('a communicator created from a client id of 100 three-byte characters', async () => {
      const response = await call('POST', '/api/communicator', { id: WIDE.repeat(MAX_ID_LENGTH), name: WIDE.repeat(MAX_NAME_LENGTH), rootBoard: 'root' });
      expect(response.statusCode, response.body).toBe(201);
    });

    it('a report of a board id of 100 three-byte characters', async () => {
      const response = await call('POST', '/api/board/report', { id: WIDE.repeat(MAX_ID_LENGTH), reason: 'spam', whistleblower: {} });
      expect(response.statusCode, response.body).toBe(201);
      const over = await call('POST', '/api/board/report', { id: WIDE.repeat(MAX_ID_LENGTH + 1), reason: 'spam', whistleblower: {} });
      expect(over.statusCode).toBe(400);
    });
  });

  it('a version past the 32-bit columns it is kept in is refused with 400 (PostgreSQL answered 500)', async () => {
    const response = await call('GET', `/api/board/${serverId()}/versions/3000000000`);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('params/version: Too big: expected number to be <=2147483647');
  });

  it('20 parallel PUTs of a server id the server does not have yet create it once; none fails', async () => {
    const id = serverId();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => call('PUT', `/api/board/${id}`, makeBoard({ id, name: `try ${index}` }))));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // Writes without a version win, however many race them (on PostgreSQL the requests really run at once): each lands
    // as a version of its own, never a 409 or a 500.
    expect(statuses.filter((status) => status !== 200)).toEqual([201]);
    const stored = await app.repositories.boards.getById(id);
    expect(stored?.version).toBe(20);
  });
});
