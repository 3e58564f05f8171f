import type { Board, PagedList } from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { makeBoard, stored } from './helpers/boards.ts';
import { makeTestClock, MINUTE } from './helpers/clock.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { appWithTwoUsers, forgedHeaders, signedInUser, type SignedIn } from './helpers/users.ts';

let localIds = 0;
/** A fresh local id, as a device makes them (10 characters). */
const newLocalId = () => `L${String((localIds += 1)).padStart(9, '0')}`;

/** A board as a device sends it before the server has seen it: a local id under 14 characters. */
const localBoard = (localId: string = newLocalId(), overrides: Partial<Board> = {}): Board =>
  makeBoard({ id: localId, email: 'someone-else@example.org', author: 'Whoever', isPublic: false, ...overrides });

describeEachDatabase(
  'board sync routes',
  (database) => {
    const time = makeTestClock();
    let app: App;
    let ada: SignedIn;
    let bob: SignedIn;

    beforeAll(async () => {
      ({ app, ada, bob } = await appWithTwoUsers(database, {}, { clock: time.clock }));
    });

    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: SignedIn | { headers: Record<string, string> }, payload?: unknown) =>
      app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    const create = async (user: SignedIn, board: Partial<Board> & { id?: string } = localBoard()) => {
      const response = await call('POST', '/api/board', user, board);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Board>();
    };

    describe('POST /api/board', () => {
      it('gives a new board a 24-character server id, the owner from the token, and keeps it private by default', async () => {
        const { isPublic: _isPublic, ...withoutFlag } = localBoard('abcDEF1234', { name: 'Food' });
        const board = await create(ada, withoutFlag);
        expect(board.id).toMatch(/^[0-9a-f]{24}$/);
        expect(board).toMatchObject({ name: 'Food', email: ada.email, author: 'Ada', isPublic: false, lastEdited: '2026-01-01T00:00:00.000Z' });
        expect(board.tiles).toHaveLength(2);
        expect(await app.repositories.boards.getById(board.id)).toEqual(board);
      });

      it('keeps isPublic when the client sets it, stamps lastEdited when missing and drops markToUpdate', async () => {
        const { lastEdited: _lastEdited, ...rest } = localBoard('pub1234567', { isPublic: true, markToUpdate: true });
        const board = await create(ada, rest);
        expect(board.isPublic).toBe(true);
        expect(board.lastEdited).toBe(time.clock().toISOString());
        expect(board).not.toHaveProperty('markToUpdate');
      });

      it('accepts a board without any id', async () => {
        const { id: _id, ...rest } = localBoard('x');
        expect((await create(ada, rest)).id).toHaveLength(24);
      });

      it('answers a retried create (same local id, same user) with the same board, updated', async () => {
        const first = await create(ada, localBoard('retry12345', { name: 'First try' }));
        const retry = await call('POST', '/api/board', ada, localBoard('retry12345', { name: 'Second try' }));
        expect(retry.statusCode).toBe(200);
        expect(retry.json()).toMatchObject({ id: first.id, name: 'Second try' });
        // Another user's board from the same local id is theirs alone.
        const bobs = await create(bob, localBoard('retry12345'));
        expect(bobs.id).not.toBe(first.id);
        // Reserved ids are shared by every device, so they always make a new board.
        const rootA = await create(ada, localBoard('root'));
        const rootB = await create(ada, localBoard('root'));
        expect(rootA.id).not.toBe(rootB.id);
      });

      it('refuses a missing token, a forged one and an expired one with 403', async () => {
        const board = localBoard('tok1234567');
        expect((await call('POST', '/api/board', undefined, board)).statusCode).toBe(403);
        expect((await call('POST', '/api/board', { headers: forgedHeaders }, board)).statusCode).toBe(403);
        time.advance(31 * 24 * 60 * MINUTE);
        const expired = await call('POST', '/api/board', ada, board);
        time.set(new Date('2026-03-01T09:00:00.000Z'));
        expect(expired.statusCode).toBe(403);
      });

      it.each([
        ['no body', undefined, /body/],
        ['tiles that are not a list', { name: 'x', tiles: 'many' }, /^body\/tiles: /],
        ['a name that is a number', { name: 42 }, /^body\/name: /],
        ['a tile without an id', { name: 'x', tiles: [{ label: 'yes' }] }, /^body\/tiles\/0\/id: /],
        ['a grid of 25 rows', { name: 'x', grid: { rows: 25, columns: 2, order: [] } }, /^body\/grid\/rows: /],
      ])('refuses %s with 400 and the field', async (_name, payload, message) => {
        const response = await call('POST', '/api/board', ada, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(message);
      });

      it('takes a big board (several MB) and refuses a body over 5 MB with 413 and a clear message', async () => {
        const picture = `data:image/png;base64,${'A'.repeat(30_000)}`;
        const tiles = Array.from({ length: 144 }, (_, index) => ({ id: `t${index}`, label: `word ${index}`, image: picture }));
        const big = await create(ada, localBoard('big1234567', { tiles }));
        expect((await app.repositories.boards.getById(big.id))?.tiles).toHaveLength(144);
        const huge = { ...localBoard('huge123456'), tiles: tiles.map((tile) => ({ ...tile, sound: picture.replace('image/png', 'audio/ogg') })) };
        for (const [method, url] of [
          ['POST', '/api/board'],
          ['PUT', `/api/board/${big.id}`],
        ] as const) {
          const response = await call(method, url, ada, huge);
          expect(response.statusCode).toBe(413);
          expect(response.json()).toEqual({ message: 'The request is too large: at most 5 MB are accepted' });
        }
      });
    });

    describe('POST /api/board/batch', () => {
      type BatchResult = { results: { status: number; board?: Board; message?: string }[] };
      const batch = (user: SignedIn | { headers: Record<string, string> } | undefined, boards: unknown) => call('POST', '/api/board/batch', user, { boards });

      it('creates each board as POST /board would, answering in the order sent', async () => {
        const boards = [localBoard('bat0000001', { name: 'One' }), localBoard('bat0000002', { name: 'Two', isPublic: true })];
        const response = await batch(ada, boards);
        expect(response.statusCode, response.body).toBe(200);
        const { results } = response.json<BatchResult>();
        expect(results.map((result) => [result.status, result.board?.name, result.board?.email, result.board?.isPublic])).toEqual([
          [201, 'One', ada.email, false],
          [201, 'Two', ada.email, true],
        ]);
        for (const result of results) {
          expect(result.board?.id).toMatch(/^[0-9a-f]{24}$/);
          expect(await app.repositories.boards.getById(result.board?.id ?? '')).toEqual(result.board);
        }
      });

      it('answers a retried create with the same board (200) and a deleted one with 410, the others still landing', async () => {
        const first = await create(ada, localBoard('bat0000003', { name: 'Before' }));
        const gone = await create(ada, localBoard('bat0000004'));
        expect((await call('DELETE', `/api/board/${gone.id}`, ada)).statusCode).toBe(200);
        const response = await batch(ada, [localBoard('bat0000003', { name: 'After' }), localBoard('bat0000004'), localBoard('bat0000005', { name: 'New' })]);
        const { results } = response.json<BatchResult>();
        expect(results.map((result) => [result.status, result.board?.id === first.id, result.board?.name ?? result.message])).toEqual([
          [200, true, 'After'],
          [410, false, 'Board was deleted'],
          [201, false, 'New'],
        ]);
      });

      it('refuses bad tokens with 403 and creates nothing', async () => {
        const board = localBoard('bat0000006', { name: 'Never' });
        expect((await batch(undefined, [board])).statusCode).toBe(403);
        expect((await batch({ headers: forgedHeaders }, [board])).statusCode).toBe(403);
        const mine = await call('GET', `/api/board/byemail/${encodeURIComponent(ada.email)}?limit=100`, ada);
        expect(mine.json<PagedList<Board>>().data.some((b) => b.name === 'Never')).toBe(false);
      });

      it.each([
        ['no boards', []],
        ['more than 100 boards', Array.from({ length: 101 }, (_, index) => localBoard(`many${String(index).padStart(6, '0')}`))],
        ['a board without tiles', [{ ...localBoard('bat0000007'), tiles: 'none' }]],
        ['boards that are not a list', { id: 'x' }],
      ])('refuses %s with 400, creating nothing', async (_name, boards) => {
        const before = await call('GET', `/api/board/byemail/${encodeURIComponent(bob.email)}?limit=1`, bob);
        const response = await batch(bob, boards);
        expect(response.statusCode).toBe(400);
        const after = await call('GET', `/api/board/byemail/${encodeURIComponent(bob.email)}?limit=1`, bob);
        expect(after.json<PagedList<Board>>().total).toBe(before.json<PagedList<Board>>().total);
      });
    });

    describe('PUT /api/board/:id', () => {
      it("stores the owner's board as sent, keeping the client's lastEdited, and answers the stored board", async () => {
        const board = await create(ada);
        time.advance(MINUTE);
        const edit = { ...board, name: 'Renamed', isPublic: true, lastEdited: '2026-02-02T10:00:00.000Z', tiles: [], grid: undefined };
        const response = await call('PUT', `/api/board/${board.id}`, ada, edit);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ...edit, email: ada.email, author: 'Ada', version: 2 });
        expect(await app.repositories.boards.getById(board.id)).toEqual(response.json());
      });

      it('accepts an older lastEdited too: merging by lastEdited is the clients’ job', async () => {
        const board = await create(ada, localBoard('old1234567', { lastEdited: '2026-02-01T00:00:00.000Z' }));
        const older = { ...board, name: 'From a slow device', lastEdited: '2025-12-31T00:00:00.000Z' };
        const response = await call('PUT', `/api/board/${board.id}`, ada, older);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ name: 'From a slow device', lastEdited: '2025-12-31T00:00:00.000Z' });
      });

      it("refuses someone else's board with 404 (not 403) and changes nothing, even if public", async () => {
        const board = await create(ada, localBoard('pubAda1234', { isPublic: true, name: 'Ada’s' }));
        const response = await call('PUT', `/api/board/${board.id}`, bob, { ...board, name: 'Bob was here' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Board not found' });
        expect(await app.repositories.boards.getById(board.id)).toEqual(board);
      });

      it('owners are compared without case', async () => {
        const board = await create(ada);
        const stored = { ...board, email: board.email?.toUpperCase() };
        await app.repositories.boards.write(stored, undefined, null, new Date());
        expect((await call('PUT', `/api/board/${board.id}`, ada, { ...board, name: 'Case', version: 2 })).statusCode).toBe(200);
      });

      it('creates a server-id board the server does not have (never lose a device’s board), but not a local id', async () => {
        const id = '0123456789abcdef01234567';
        const response = await call('PUT', `/api/board/${id}`, ada, makeBoard({ id, name: 'Restored' }));
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({ id, name: 'Restored', email: ada.email });
        expect((await call('PUT', '/api/board/short12', ada, makeBoard({ id: 'short12' }))).statusCode).toBe(404);
      });

      it('refuses a body whose id is another board (400) and bad tokens (403)', async () => {
        const board = await create(ada);
        const mismatch = await call('PUT', `/api/board/${board.id}`, ada, { ...board, id: 'ffffffffffffffffffffffff' });
        expect(mismatch.statusCode).toBe(400);
        expect(mismatch.json()).toEqual({ message: 'The board id in the body must be the one in the address' });
        expect((await call('PUT', `/api/board/${board.id}`, undefined, board)).statusCode).toBe(403);
        expect((await call('PUT', `/api/board/${board.id}`, { headers: { authorization: 'Bearer nonsense' } }, board)).statusCode).toBe(403);
        expect((await call('PUT', `/api/board/${board.id}`, ada, { ...board, isPublic: 'yes' })).statusCode).toBe(400);
      });
    });

    describe('DELETE /api/board/:id and tombstones', () => {
      it('deletes the owner’s board; a stale device’s PUT or POST of it then gets 410 and nothing comes back', async () => {
        const board = await create(ada, localBoard('del1234567'));
        time.advance(MINUTE);
        const deleted = await call('DELETE', `/api/board/${board.id}`, ada);
        expect(deleted.statusCode).toBe(200);
        expect(deleted.json()).toEqual({ id: board.id, deletedAt: time.clock().toISOString() });
        expect(await app.repositories.boards.getById(board.id)).toBeUndefined();

        const stalePut = await call('PUT', `/api/board/${board.id}`, ada, { ...board, lastEdited: '2030-01-01T00:00:00.000Z' });
        expect(stalePut.statusCode).toBe(410);
        expect(stalePut.json()).toEqual({ message: 'Board was deleted' });
        const stalePost = await call('POST', '/api/board', ada, board);
        expect(stalePost.statusCode).toBe(410);
        // The device that created it retries that create with its local id: still deleted.
        const retriedCreate = await call('POST', '/api/board', ada, localBoard('del1234567'));
        expect(retriedCreate.statusCode).toBe(410);
        expect(await app.repositories.boards.getById(board.id)).toBeUndefined();
        expect((await call('GET', `/api/board/${board.id}`, ada)).statusCode).toBe(404);
      });

      it('answers a repeated delete as the first one (an outbox retry), and refuses others’ and unknown boards with 404', async () => {
        const board = await create(ada);
        const first = await call('DELETE', `/api/board/${board.id}`, ada);
        time.advance(MINUTE);
        const again = await call('DELETE', `/api/board/${board.id}`, ada);
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual(first.json());

        const adas = await create(ada, localBoard('keep123456', { isPublic: true }));
        const byBob = await call('DELETE', `/api/board/${adas.id}`, bob);
        expect(byBob.statusCode).toBe(404);
        expect(byBob.json()).toEqual({ message: 'Board not found' });
        expect(await app.repositories.boards.getById(adas.id)).toEqual(adas);
        expect((await call('DELETE', `/api/board/${board.id}`, bob)).statusCode).toBe(404);
        expect((await call('DELETE', '/api/board/ffffffffffffffffffffff00', ada)).statusCode).toBe(404);
        expect((await call('DELETE', `/api/board/${adas.id}`)).statusCode).toBe(403);
        // Someone else's deleted id cannot be taken over either.
        expect((await call('PUT', `/api/board/${board.id}`, bob, { ...board, name: 'mine now' })).statusCode).toBe(404);
      });

      it('GET /api/board/deleted lists the user’s deletions since a time, with the server time to ask from next', async () => {
        const carol = await signedInUser(app, 'Carol');
        const [one, two] = [await create(carol), await create(carol)];
        await create(bob).then((board) => call('DELETE', `/api/board/${board.id}`, bob));
        time.advance(MINUTE);
        await call('DELETE', `/api/board/${one!.id}`, carol);
        const before = time.clock().toISOString();
        time.advance(MINUTE);
        await call('DELETE', `/api/board/${two!.id}`, carol);
        time.advance(MINUTE);

        const all = await call('GET', '/api/board/deleted', carol);
        expect(all.statusCode).toBe(200);
        expect(all.json()).toEqual({
          data: [
            { id: one!.id, deletedAt: before },
            { id: two!.id, deletedAt: new Date(Date.parse(before) + MINUTE).toISOString() },
          ],
          serverTime: time.clock().toISOString(),
        });
        const since = await call('GET', `/api/board/deleted?since=${encodeURIComponent(new Date(Date.parse(before) + 1).toISOString())}`, carol);
        expect(since.json<{ data: { id: string }[] }>().data.map((entry) => entry.id)).toEqual([two!.id]);
        expect((await call('GET', '/api/board/deleted?since=yesterday', carol)).statusCode).toBe(400);
        expect((await call('GET', '/api/board/deleted')).statusCode).toBe(403);
      });
    });

    describe('reading boards', () => {
      it('GET /api/board/:id shows a private board to its owner only; others get a 404 that says it is private, and nothing of it', async () => {
        const secret = await create(ada, localBoard('secret1234', { name: 'Secret' }));
        const asOwner = await call('GET', `/api/board/${secret.id}`, ada);
        expect(asOwner.statusCode).toBe(200);
        expect(asOwner.json()).toEqual(secret);
        for (const who of [bob, undefined, { headers: forgedHeaders }]) {
          const response = await call('GET', `/api/board/${secret.id}`, who);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ message: 'This board is private', private: true });
        }
        // A stale token does not hide public boards.
        const shared = await create(ada, localBoard('shared1234', { isPublic: true }));
        expect((await call('GET', `/api/board/${shared.id}`, { headers: forgedHeaders })).statusCode).toBe(200);
        expect((await call('GET', `/api/board/${shared.id}`, bob)).statusCode).toBe(200);
      });

      it('private boards never appear in the public lists', async () => {
        const secret = await create(ada, localBoard('hidden1234', { name: 'Zebra secret' }));
        const list = await call('GET', '/api/board/public?search=zebra%20secret');
        expect(list.json<PagedList<Board>>().data.map((board) => board.id)).not.toContain(secret.id);
      });

      it('GET /api/board/byemail/:email pages through all of the user’s boards, 100 at a time, private ones included', async () => {
        const dana = await signedInUser(app, 'Dana');
        const created: Board[] = [];
        for (let index = 0; index < 230; index += 1) {
          const board = makeBoard({ name: `dana ${index}`, email: dana.email, isPublic: index % 2 === 0 });
          created.push(stored(await app.repositories.boards.insert(board)));
        }
        const pages: PagedList<Board>[] = [];
        for (let page = 1; page <= 3; page += 1) {
          const response = await call('GET', `/api/board/byemail/${encodeURIComponent(dana.email)}?limit=100&page=${page}`, dana);
          expect(response.statusCode, response.body).toBe(200);
          pages.push(response.json());
        }
        expect(pages.map((page) => page.data.length)).toEqual([100, 100, 30]);
        expect(pages[0]).toMatchObject({ total: 230, page: 1, limit: 100, offset: 0, search: '' });
        const ids = pages.flatMap((page) => page.data.map((board) => board.id));
        expect(ids).toEqual([...created].reverse().map((board) => board.id));
        expect(pages[0]!.data[0]).toEqual(created[229]);
        // The address may differ in case; the limit stops at 100.
        const upper = await call('GET', `/api/board/byemail/${encodeURIComponent(dana.email.toUpperCase())}?limit=5&search=DANA%201`, dana);
        // "dana 1", "dana 10" to "dana 19" and "dana 100" to "dana 199".
        expect(upper.json<PagedList<Board>>()).toMatchObject({ total: 111, limit: 5 });
        expect((await call('GET', `/api/board/byemail/${encodeURIComponent(dana.email)}?limit=101`, dana)).statusCode).toBe(400);
      });

      it("refuses someone else's list with 404 (not 403), and a missing or bad token with 403", async () => {
        const other = await call('GET', `/api/board/byemail/${encodeURIComponent(ada.email)}`, bob);
        expect(other.statusCode).toBe(404);
        expect(other.json()).toEqual({ message: 'Not found' });
        expect((await call('GET', `/api/board/byemail/${encodeURIComponent(ada.email)}`)).statusCode).toBe(403);
        expect((await call('GET', `/api/board/byemail/${encodeURIComponent(ada.email)}`, { headers: forgedHeaders })).statusCode).toBe(403);
      });
    });
  },
  { twoInstances: true },
);
