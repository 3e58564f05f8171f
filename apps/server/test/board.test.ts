import type { Board, BoardSummary, PagedList } from '@tessera/core';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { makeBoard, stored, summaryOf } from './helpers/boards.ts';
import { signedInUser } from './helpers/users.ts';

describeEachDatabase(
  'board routes',
  (database) => {
    let app: App;
    /** In insertion order: oldest first. */
    const publicBoards: Board[] = [];
    const privateBoards: Board[] = [];

    const list = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PagedList<BoardSummary>>();
    };
    const namesOf = (page: PagedList<BoardSummary>) => page.data.map((board) => board.name);
    const newestFirst = () => [...publicBoards].reverse().map(summaryOf);

    beforeAll(async () => {
      app = await database.buildApp();
      for (let index = 0; index < 15; index += 1) {
        const board = makeBoard({
          // Names out of creation order, lastEdited in another order again, so each sort is told apart.
          name: `board ${String.fromCharCode(97 + ((index * 7) % 15))}`,
          lastEdited: new Date(Date.UTC(2026, 0, 1 + ((index * 4) % 15))).toISOString(),
        });
        publicBoards.push(stored(await app.repositories.boards.insert(board)));
        if (index % 3 === 0) privateBoards.push(stored(await app.repositories.boards.insert(makeBoard({ name: `secret ${index}`, isPublic: false }))));
      }
    });

    it('lists public boards newest first, ten to a page, with the paging echoed', async () => {
      const page = await list('/api/board/public');
      expect(page).toMatchObject({ total: 15, page: 1, limit: 10, offset: 0, search: '' });
      expect(page.data).toEqual(newestFirst().slice(0, 10));
    });

    it('answers summaries in lists: no tiles, no owner email, no origin, but the tile count', async () => {
      const board = stored(
        await app.repositories.boards.insert(
          makeBoard({ name: 'Summarised', nameKey: 'tessera.summarised', caption: 'https://example.org/c.png' }),
          'summarised',
        ),
      );
      try {
        const [entry] = (await list('/api/board/public?search=summarised')).data;
        expect(entry).toEqual({
          id: board.id,
          name: 'Summarised',
          nameKey: 'tessera.summarised',
          description: 'A test board',
          caption: 'https://example.org/c.png',
          author: 'Ada',
          locale: 'en-US',
          isPublic: true,
          lastEdited: '2026-01-01T00:00:00.000Z',
          tileCount: 2,
        });
      } finally {
        await app.repositories.boards.delete(board.id);
      }
    });

    it('GET /api/board lists the public boards too, and never a private one', async () => {
      const page = await list('/api/board?limit=100');
      expect(page.total).toBe(15);
      expect(page.data.map((board) => board.id)).toEqual(newestFirst().map((board) => board.id));
      expect(page.data.some((board) => !board.isPublic)).toBe(false);
    });

    it('skips offset + (page - 1) * limit boards', async () => {
      expect((await list('/api/board/public?page=2')).data).toEqual(newestFirst().slice(10, 15));
      expect((await list('/api/board/public?limit=4&offset=3')).data).toEqual(newestFirst().slice(3, 7));
      expect((await list('/api/board/public?page=2&limit=4&offset=1')).data).toEqual(newestFirst().slice(5, 9));
      const pastTheEnd = await list('/api/board/public?page=9');
      expect(pastTheEnd).toMatchObject({ data: [], total: 15, page: 9 });
    });

    it('sorts by _id, name and lastEdited, either way', async () => {
      const all = '/api/board/public?limit=100&sort=';
      const byName = publicBoards.map((board) => board.name).sort();
      const byEdit = [...publicBoards].sort((a, b) => (a.lastEdited ?? '').localeCompare(b.lastEdited ?? '')).map((board) => board.name);
      expect(namesOf(await list(`${all}_id`))).toEqual(publicBoards.map((board) => board.name));
      expect(namesOf(await list(`${all}-_id`))).toEqual(newestFirst().map((board) => board.name));
      expect(namesOf(await list(`${all}name`))).toEqual(byName);
      expect(namesOf(await list(`${all}-name`))).toEqual([...byName].reverse());
      expect(namesOf(await list(`${all}lastEdited`))).toEqual(byEdit);
      expect(namesOf(await list(`${all}-lastEdited`))).toEqual([...byEdit].reverse());
    });

    it('searches names and descriptions ignoring case, in any script, wildcards taken literally', async () => {
      const extra = [
        makeBoard({ name: 'Fruits', description: 'apples' }),
        makeBoard({ name: 'Lunch', description: 'a FRUIT salad' }),
        makeBoard({ name: 'ÑANDÚ y amigos', description: 'animales' }),
        makeBoard({ name: '100% me', description: 'about_me' }),
        makeBoard({ name: 'Hidden fruit', isPublic: false }),
      ];
      for (const board of extra) await app.repositories.boards.insert(board);
      try {
        const fruit = await list('/api/board/public?search=fRuIt');
        expect(fruit).toMatchObject({ total: 2, search: 'fRuIt' });
        expect(namesOf(fruit)).toEqual(['Lunch', 'Fruits']);
        expect(namesOf(await list(`/api/board/public?search=${encodeURIComponent('ñandú')}`))).toEqual(['ÑANDÚ y amigos']);
        expect(namesOf(await list('/api/board/public?search=%25'))).toEqual(['100% me']);
        // As a wildcard, "a_o" would match "about_me".
        expect(namesOf(await list('/api/board/public?search=a_o'))).toEqual([]);
        expect(namesOf(await list('/api/board/public?search=t_m'))).toEqual(['100% me']);
        const paged = await list('/api/board/public?search=fruit&limit=1&page=2');
        expect(paged).toMatchObject({ total: 2, page: 2, limit: 1 });
        expect(namesOf(paged)).toEqual(['Fruits']);
      } finally {
        for (const board of extra) await app.repositories.boards.delete(board.id);
      }
    });

    it('answers a refused query with 400 and a message naming the field', async () => {
      const refused = async (query: string) => {
        const response = await app.inject({ method: 'GET', url: `/api/board/public?${query}` });
        expect(response.statusCode).toBe(400);
        return response.json<{ message: string }>().message;
      };
      expect(await refused('limit=101')).toBe('querystring/limit: Too big: expected number to be <=100');
      expect(await refused('limit=0')).toBe('querystring/limit: Too small: expected number to be >=1');
      expect(await refused('page=abc')).toMatch(/^querystring\/page: /);
      expect(await refused('offset=-1')).toMatch(/^querystring\/offset: /);
      expect(await refused('sort=color')).toMatch(/^querystring\/sort: .*"-_id"/);
    });

    it('shows nobody an email an older record kept as its author, in lists or whole', async () => {
      const board = stored(
        await app.repositories.boards.insert(makeBoard({ name: 'Legacy author', author: 'legacy@example.org', email: 'legacy@example.org' })),
      );
      try {
        const [entry] = (await list('/api/board/public?search=legacy%20author')).data;
        expect(entry).toMatchObject({ id: board.id, name: 'Legacy author' });
        const whole = await app.inject({ method: 'GET', url: `/api/board/${board.id}` });
        for (const body of [JSON.stringify(entry), whole.body]) expect(body).not.toContain('legacy@example.org');
      } finally {
        await app.repositories.boards.delete(board.id);
      }
    });

    it("returns one board in full, tiles and grid included, without its owner's email", async () => {
      const { email: _email, ...board } = publicBoards[4] as Board;
      const response = await app.inject({ method: 'GET', url: `/api/board/${board.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(board);
      expect(response.body).not.toContain('ada@example.org');
    });

    it('answers 404 "Board not found" for an unknown board, and to anyone but its owner 404 marked private for a private one (never 403)', async () => {
      const missing = await app.inject({ method: 'GET', url: '/api/board/0123456789abcdef01234567' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Board not found' });
      const secret = privateBoards[0] as Board;
      const stranger = await signedInUser(app, 'Stranger');
      for (const headers of [{}, stranger.headers]) {
        const response = await app.inject({ method: 'GET', url: `/api/board/${secret.id}`, headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'This board is private', private: true });
        expect(response.body).not.toContain(secret.name);
      }
    });

    it('stores updates and deletions (repository)', async () => {
      const boards = app.repositories.boards;
      const board = stored(await boards.insert(makeBoard({ name: 'Before', isPublic: false })));
      expect(board.version).toBe(1);
      const updated = { ...board, name: 'After', isPublic: true, tiles: [] };
      expect(await boards.write(updated, 1, null, new Date())).toEqual({ outcome: 'written', board: { ...updated, version: 2 } });
      expect(await boards.getById(board.id)).toEqual({ ...updated, version: 2 });
      expect(namesOf(await list('/api/board/public?search=after'))).toEqual(['After']);
      expect(await boards.write(makeBoard({ name: 'Never stored' }), undefined, null, new Date())).toEqual({ outcome: 'missing' });
      expect(await boards.delete(board.id)).toBe(true);
      expect(await boards.delete(board.id)).toBe(false);
      expect(await boards.getById(board.id)).toBeUndefined();
    });
  },
  { twoInstances: true },
);
