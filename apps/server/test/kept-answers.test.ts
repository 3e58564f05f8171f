import type { Board, BoardSummary, PagedList } from '@tessera/core';
import { beforeAll, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { ANSWER_MAX_AGE_MS } from '../src/plugins/answer-cache.ts';
import { makeBoard, serverId } from './helpers/boards.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { appWithTwoUsers, signedInUser, type SignedIn } from './helpers/users.ts';

/**
 * Public boards and list pages are kept as written (src/answers): every write that changes them must be seen by the
 * next request, the owner must still get their whole board, and a private board must never come from what was kept.
 */
describeEachDatabase('kept answers', (database) => {
  let app: App;
  let ada: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    ({ app, ada, bob } = await appWithTwoUsers(database));
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  /**
   * Writes a board and waits until every drop it causes has happened: the repository's report, and on PostgreSQL the
   * trigger's notice too, heard a moment later (each raises the cache's ticket once).
   */
  const put = async (board: Board, who = ada) => {
    const settled = app.answers.ticket() + (database.dialect === 'postgres' ? 2 : 1);
    const response = await app.inject({ method: 'PUT', url: `/api/board/${board.id}`, headers: who.headers, payload: board });
    expect(response.statusCode, response.body).toBeLessThan(300);
    for (const started = Date.now(); app.answers.ticket() < settled && Date.now() - started < 2_000;) await new Promise((resolve) => setTimeout(resolve, 1));
    return response.json<Board>();
  };
  const adasBoard = (overrides: Partial<Board> = {}) => makeBoard({ id: serverId(), email: ada.email, author: 'Ada', ...overrides });
  /** Reads a board anonymously, which keeps its answer. */
  const readAndKeep = async (id: string) => {
    expect((await get(`/api/board/${id}`)).statusCode).toBe(200);
    expect(app.answers.board(id)).toBeDefined();
  };
  const namesOnList = async (query = '') => (await get(`/api/board/public?limit=100${query}`)).json<PagedList<BoardSummary>>().data.map((board) => board.name);

  it('answers a public board from what it kept, and its change at once', async () => {
    const board = await put(adasBoard({ name: 'Before' }));
    await readAndKeep(board.id);
    const first = await get(`/api/board/${board.id}`);
    expect(first.json<Board>().name).toBe('Before');
    expect(app.answers.board(board.id)?.json).toBe(first.body);
    expect((await get(`/api/board/${board.id}`)).body).toBe(first.body);

    await put({ ...board, name: 'After' });
    const second = await get(`/api/board/${board.id}`);
    expect(second.json<Board>()).toMatchObject({ name: 'After', version: (board.version ?? 0) + 1 });
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers repeated reads of a board and a list page without asking the database', async () => {
    const board = await put(adasBoard());
    await readAndKeep(board.id);
    expect((await get('/api/board/public?limit=3')).statusCode).toBe(200);
    const boardReads = vi.spyOn(app.repositories.boards, 'getStoredById');
    const listReads = vi.spyOn(app.repositories.boards, 'listPublic');
    const tokenChecks = vi.spyOn(app.repositories.sessions, 'findHolder');
    const oldTokenChecks = vi.spyOn(app.repositories.users, 'findTokenHolder');
    const started = Date.now();
    try {
      for (let i = 0; i < 20; i += 1) {
        expect((await get(`/api/board/${board.id}`)).statusCode).toBe(200);
        expect((await get(`/api/board/${board.id}`, bob.headers)).statusCode).toBe(200);
        expect((await get('/api/board/public?limit=3')).statusCode).toBe(200);
      }
      // Once more each time a kept answer grows too old (a loaded machine may take longer than that for these reads).
      const expiries = Math.floor((Date.now() - started) / ANSWER_MAX_AGE_MS);
      expect(boardReads.mock.calls.length).toBeLessThanOrEqual(expiries);
      expect(listReads.mock.calls.length).toBeLessThanOrEqual(expiries);
      expect(tokenChecks.mock.calls.length).toBe(0);
      expect(oldTokenChecks.mock.calls.length).toBe(0);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('keeps the owner’s whole answer apart from everyone else’s', async () => {
    const board = await put(adasBoard());
    await readAndKeep(board.id);
    const anyone = await get(`/api/board/${board.id}`);
    expect(anyone.json<Board>().email).toBeUndefined();
    const owner = await get(`/api/board/${board.id}`, ada.headers);
    expect(owner.json<Board>()).toMatchObject({ email: ada.email, author: 'Ada' });
    expect(owner.headers.etag).toBeUndefined();
    const other = await get(`/api/board/${board.id}`, bob.headers);
    expect(other.body).toBe(anyone.body);
    // A stale or forged token is anonymous: it gets what anyone gets, even one that claims to be the owner's.
    expect((await get(`/api/board/${board.id}`, { authorization: 'Bearer nonsense' })).body).toBe(anyone.body);
    const claim = (claims: object) => Buffer.from(JSON.stringify(claims)).toString('base64url');
    const forged = `Bearer ${claim({ alg: 'HS256', typ: 'JWT' })}.${claim({ sub: ada.id, email: ada.email.toUpperCase(), tv: 0 })}.c2lnbmF0dXJl`;
    expect((await get(`/api/board/${board.id}`, { authorization: forged })).body).toBe(anyone.body);
    // The owner's real token still gets the whole board once more (checked, not taken from what was kept).
    expect((await get(`/api/board/${board.id}`, ada.headers)).json<Board>().email).toBe(ada.email);
  });

  it('never answers a private board from what it kept, to anyone but its owner', async () => {
    const board = await put(adasBoard());
    await readAndKeep(board.id);

    const hidden = await put({ ...board, isPublic: false });
    for (const headers of [{}, bob.headers]) {
      const response = await get(`/api/board/${board.id}`, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'This board is private', private: true });
    }
    const owner = await get(`/api/board/${board.id}`, ada.headers);
    expect(owner.json<Board>()).toMatchObject({ isPublic: false, version: hidden.version, email: ada.email });
    expect(app.answers.board(board.id)).toBeUndefined();
  });

  it('drops a deleted board and every list page at once', async () => {
    const name = `Listed ${serverId()}`;
    const board = await put(adasBoard({ name }));
    expect(await namesOnList()).toContain(name);
    expect((await get(`/api/board/${board.id}`)).statusCode).toBe(200);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/board/${board.id}`, headers: ada.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/api/board/${board.id}`)).statusCode).toBe(404);
    expect(await namesOnList()).not.toContain(name);
  });

  it('shows a new, renamed, published or hidden board on the next list page', async () => {
    const search = `&search=${serverId()}`;
    const named = (label: string) => `${label} ${search.slice(8)}`;
    expect(await namesOnList(search)).toEqual([]);
    const created = await app.inject({ method: 'POST', url: '/api/board', headers: ada.headers, payload: adasBoard({ name: named('new') }) });
    expect(created.statusCode).toBe(201);
    const board = created.json<Board>();
    expect(await namesOnList(search)).toEqual([named('new')]);
    const renamed = await put({ ...board, name: named('renamed') });
    expect(await namesOnList(search)).toEqual([named('renamed')]);
    const hidden = await put({ ...renamed, isPublic: false });
    expect(await namesOnList(search)).toEqual([]);
    await put({ ...hidden, isPublic: true });
    expect(await namesOnList(search)).toEqual([named('renamed')]);
  });

  it('forgets a deleted account’s boards', async () => {
    const carol = await signedInUser(app, 'Carol');
    const board = await put(makeBoard({ id: serverId(), email: carol.email, author: 'Carol', name: `Carol's ${serverId()}` }), carol);
    expect((await get(`/api/board/${board.id}`)).statusCode).toBe(200);
    expect(await namesOnList()).toContain(board.name);
    expect((await app.inject({ method: 'DELETE', url: `/api/account/${carol.id}`, headers: carol.headers })).statusCode).toBe(200);
    expect((await get(`/api/board/${board.id}`)).statusCode).toBe(404);
    expect(await namesOnList()).not.toContain(board.name);
  });

  it('answers 304 to a client that holds the answer, and the new one once it changed', async () => {
    const board = await put(adasBoard());
    for (const url of [`/api/board/${board.id}`, '/api/board/public?limit=5']) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get(url, { 'if-none-match': 'W/"something else"' })).statusCode).toBe(200);
    }
    const before = (await get(`/api/board/${board.id}`)).headers.etag as string;
    await put({ ...board, name: 'Changed' });
    const after = await get(`/api/board/${board.id}`, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.json<Board>().name).toBe('Changed');
  });
});
