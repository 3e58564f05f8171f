import { mergeBoard, type Board } from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { BOARD_VERSIONS_KEPT } from '../src/repositories/boards-repository.ts';
import { makeBoard } from './helpers/boards.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { appWithTwoUsers, type SignedIn } from './helpers/users.ts';

type Conflict = { message: string; board: Board };
type Versions = { data: { version: number; replacedAt: string; device: string | null; reason: string; name: string; tileCount: number }[] };

let localIds = 0;
const newLocalId = () => `V${String((localIds += 1)).padStart(9, '0')}`;

describeEachDatabase(
  'board versions, conflicts and history',
  (database) => {
    let app: App;
    let ada: SignedIn;
    let bob: SignedIn;

    beforeAll(async () => {
      ({ app, ada, bob } = await appWithTwoUsers(database));
    });

    const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: SignedIn, payload?: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method, url, headers: { ...user.headers, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
    const create = async (user: SignedIn, overrides: Partial<Board> = {}) => {
      const response = await call('POST', '/api/board', user, makeBoard({ id: newLocalId(), isPublic: false, ...overrides }));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Board>();
    };
    const tile = (id: string, label = id) => ({ id, label, type: 'button' as const });

    describe('PUT /api/board/:id with a version', () => {
      it('lands when based on the stored version, answering the next one', async () => {
        const board = await create(ada);
        expect(board.version).toBe(1);
        const response = await call('PUT', `/api/board/${board.id}`, ada, { ...board, name: 'Second' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ name: 'Second', version: 2 });
      });

      it('refuses a write based on an older version with 409 and the current board, and changes nothing', async () => {
        const board = await create(ada);
        await call('PUT', `/api/board/${board.id}`, ada, { ...board, name: 'From device A' });
        const stale = await call('PUT', `/api/board/${board.id}`, ada, { ...board, name: 'From device B' });
        expect(stale.statusCode).toBe(409);
        const conflict = stale.json<Conflict>();
        expect(conflict.message).toBe('This board was changed on another device. Merge the changes and try again.');
        expect(conflict.board).toMatchObject({ id: board.id, name: 'From device A', version: 2 });
        expect(await app.repositories.boards.getById(board.id)).toMatchObject({ name: 'From device A', version: 2 });
      });

      it('lets a write without a version win (an older client, a script), keeping what it replaced in the history', async () => {
        const board = await create(ada);
        const { version: _version, ...unversioned } = { ...board, name: 'Script' };
        const response = await call('PUT', `/api/board/${board.id}`, ada, unversioned);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ name: 'Script', version: 2 });
        const history = (await call('GET', `/api/board/${board.id}/versions`, ada)).json<Versions>();
        expect(history.data).toEqual([expect.objectContaining({ version: 1, reason: 'overwritten', name: board.name, tileCount: board.tiles.length })]);
      });
    });

    describe('history', () => {
      it('lists earlier versions newest first with the device that wrote each, and answers each whole', async () => {
        const headers = { 'x-tessera-device': 'Tablet in the kitchen' };
        const response = await call('POST', '/api/board', ada, makeBoard({ id: newLocalId(), name: 'v1' }), headers);
        let board = response.json<Board>();
        const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' };
        board = (await call('PUT', `/api/board/${board.id}`, ada, { ...board, name: 'v2', tiles: [tile('only')], grid: undefined }, phone)).json<Board>();
        board = (
          await call('PUT', `/api/board/${board.id}`, ada, { ...board, name: 'v3' }, { 'x-tessera-device': '\u0085Laptop\u00ad  at \t school' })
        ).json<Board>();
        const history = (await call('GET', `/api/board/${board.id}/versions`, ada)).json<Versions>();
        expect(history.data.map(({ version, device, name, tileCount, reason }) => ({ version, device, name, tileCount, reason }))).toEqual([
          { version: 2, device: 'Chrome 126 · Android 14', name: 'v2', tileCount: 1, reason: 'replaced' },
          { version: 1, device: 'Tablet in the kitchen', name: 'v1', tileCount: 2, reason: 'replaced' },
        ]);
        const first = await call('GET', `/api/board/${board.id}/versions/1`, ada);
        expect(first.json()).toMatchObject({ id: board.id, name: 'v1', version: 1 });
        expect((await call('GET', `/api/board/${board.id}/versions/3`, ada)).statusCode).toBe(404);
        // The device as the current version was written (control and format characters a header can carry removed, spaces folded).
        const next = (await call('PUT', `/api/board/${board.id}`, ada, { ...board, name: 'v4' })).json<Board>();
        expect(next.version).toBe(4);
        expect((await call('GET', `/api/board/${board.id}/versions`, ada)).json<Versions>().data[0]).toMatchObject({ version: 3, device: 'Laptop at school' });
      });

      it(`keeps the last ${BOARD_VERSIONS_KEPT} versions of a board`, async () => {
        let board = await create(ada);
        for (let index = 0; index < BOARD_VERSIONS_KEPT + 5; index += 1) {
          board = (await call('PUT', `/api/board/${board.id}`, ada, { ...board, name: `edit ${index}` })).json<Board>();
        }
        const versions = (await call('GET', `/api/board/${board.id}/versions`, ada)).json<Versions>().data.map((entry) => entry.version);
        expect(versions).toHaveLength(BOARD_VERSIONS_KEPT);
        expect(versions[0]).toBe(board.version! - 1);
        expect(versions.at(-1)).toBe(board.version! - BOARD_VERSIONS_KEPT);
      });

      it("never shows a board's history to anyone else, and keeps it readable after the board is deleted", async () => {
        const board = await create(ada);
        await call('PUT', `/api/board/${board.id}`, ada, { ...board, name: 'Later' });
        expect((await call('GET', `/api/board/${board.id}/versions`, bob)).statusCode).toBe(404);
        expect((await call('GET', `/api/board/${board.id}/versions/1`, bob)).statusCode).toBe(404);
        await app.inject({ method: 'DELETE', url: `/api/board/${board.id}`, headers: ada.headers });
        expect((await call('GET', `/api/board/${board.id}/versions`, ada)).json<Versions>().data).toHaveLength(1);
      });
    });

    describe('origins: one board per origin and owner', () => {
      it("answers a second device's copy of the same built-in board with 409 and the first, to merge with", async () => {
        const first = await create(ada, { originId: 'emotions', id: 'emotions', name: 'Feelings', tiles: [tile('proudA')] });
        expect(first.originId).toBe('emotions');
        const second = await call('POST', '/api/board', ada, makeBoard({ id: 'emotions', originId: 'emotions', version: 0, tiles: [tile('proudB')] }));
        expect(second.statusCode).toBe(409);
        expect(second.json<Conflict>().board).toMatchObject({ id: first.id, originId: 'emotions', tiles: [{ id: 'proudA' }] });
        // Another account has its own.
        expect((await call('POST', '/api/board', bob, makeBoard({ id: 'emotions', originId: 'emotions', version: 0 }))).statusCode).toBe(201);
      });

      it('lets an older client (no version) write over the board of the same origin, keeping what it replaced', async () => {
        const first = await create(ada, { id: 'retry12345', name: 'First try' });
        const retry = await call('POST', '/api/board', ada, makeBoard({ id: 'retry12345', name: 'Second try' }));
        expect(retry.statusCode).toBe(200);
        expect(retry.json()).toMatchObject({ id: first.id, name: 'Second try', version: 2 });
        expect((await call('GET', `/api/board/${first.id}/versions`, ada)).json<Versions>().data[0]).toMatchObject({
          version: 1,
          reason: 'overwritten',
          name: 'First try',
        });
      });

      it('opens the owner’s copy for its origin only to the owner: nobody else sees where a public board began', async () => {
        const board = await create(ada, { id: 'animals', originId: 'animals', isPublic: true });
        expect((await call('GET', `/api/board/${board.id}`, ada)).json()).toMatchObject({ originId: 'animals' });
        expect((await call('GET', `/api/board/${board.id}`, bob)).json()).not.toHaveProperty('originId');
        const list = (await app.inject({ method: 'GET', url: '/api/board/public?limit=100' })).json<{ data: Board[] }>();
        expect(list.data.find((entry) => entry.id === board.id)).not.toHaveProperty('originId');
      });

      it('parallel creates of one origin make one board: one 201, the rest 409 with it', async () => {
        const responses = await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            call('POST', '/api/board', ada, makeBoard({ id: 'food', originId: 'food', version: 0, name: `try ${index}` })),
          ),
        );
        const statuses = responses.map((response) => response.statusCode).sort();
        expect(statuses).toEqual([201, ...Array(9).fill(409)]);
        const created = responses.find((response) => response.statusCode === 201)!.json<Board>();
        for (const response of responses.filter((r) => r.statusCode === 409)) expect(response.json<Conflict>().board.id).toBe(created.id);
      });

      it('parallel PUTs of a server id the server does not have yet never fail: one creates it, the rest write or are refused as stale', async () => {
        const id = '0123456789abcdef0123abcd';
        const responses = await Promise.all(
          Array.from({ length: 20 }, (_, index) => call('PUT', `/api/board/${id}`, ada, makeBoard({ id, name: `put ${index}` }))),
        );
        expect(responses.filter((response) => response.statusCode >= 500)).toEqual([]);
        expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
        for (const response of responses) expect([200, 201, 409]).toContain(response.statusCode);
      });
    });

    describe('PUT /api/board/batch', () => {
      it('answers each board as PUT /board/:id would, in order: written, stale (409 with the current one), deleted, not found', async () => {
        const fresh = await create(ada);
        const stale = await create(ada);
        await call('PUT', `/api/board/${stale.id}`, ada, { ...stale, name: 'Moved on' });
        const gone = await create(ada);
        await app.inject({ method: 'DELETE', url: `/api/board/${gone.id}`, headers: ada.headers });
        const bobs = await create(bob);
        const response = await call('PUT', '/api/board/batch', ada, {
          boards: [
            { ...fresh, name: 'Batch' },
            { ...stale, name: 'Too late' },
            { ...gone, name: 'Ghost' },
            { ...bobs, name: 'Not mine' },
          ],
        });
        expect(response.statusCode).toBe(200);
        const { results } = response.json<{ results: { status: number; board?: Board; message?: string }[] }>();
        expect(results.map((result) => result.status)).toEqual([200, 409, 410, 404]);
        expect(results[0]?.board).toMatchObject({ id: fresh.id, name: 'Batch', version: 2 });
        expect(results[1]?.board).toMatchObject({ id: stale.id, name: 'Moved on', version: 2 });
        expect((await app.repositories.boards.getById(bobs.id))?.name).toBe(bobs.name);
      });

      it('refuses a board without its id, and more than 100 boards, with 400', async () => {
        const board = await create(ada);
        const { id: _id, ...withoutId } = board;
        expect((await call('PUT', '/api/board/batch', ada, { boards: [withoutId] })).statusCode).toBe(400);
        expect((await call('PUT', '/api/board/batch', ada, { boards: Array.from({ length: 101 }, () => board) })).statusCode).toBe(400);
      });
    });

    describe('ten devices editing one board at once', () => {
      it('keeps every acknowledged change: each reads, adds a tile and writes; on 409 it merges with what it read and tries again', async () => {
        const board = await create(ada, { tiles: [] });
        const statuses: number[] = [];
        const device = async (index: number) => {
          let base = (await call('GET', `/api/board/${board.id}`, ada)).json<Board>();
          let mine: Board = { ...base, tiles: [...base.tiles, tile(`device-${index}`)] };
          for (;;) {
            const response = await call('PUT', `/api/board/${board.id}`, ada, mine);
            statuses.push(response.statusCode);
            if (response.statusCode === 200) return response.json<Board>();
            expect(response.statusCode).toBe(409);
            const remote = response.json<Conflict>().board;
            mine = mergeBoard(base, mine, remote).merged;
            base = remote;
          }
        };
        await Promise.all(Array.from({ length: 10 }, (_, index) => device(index)));
        expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
        const final = (await call('GET', `/api/board/${board.id}`, ada)).json<Board>();
        expect(final.tiles.map((entry) => entry.id).sort()).toEqual(Array.from({ length: 10 }, (_, index) => `device-${index}`).sort());
        expect(final.version).toBe(11);
      });

      it('without merging, each write either lands or is refused with 409, and every landed tile is in the board', async () => {
        const board = await create(ada, { tiles: [] });
        const responses = await Promise.all(
          Array.from({ length: 10 }, (_, index) => call('PUT', `/api/board/${board.id}`, ada, { ...board, tiles: [tile(`solo-${index}`)] })),
        );
        expect(responses.map((response) => response.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
        const landed = responses.find((response) => response.statusCode === 200)!.json<Board>();
        expect((await call('GET', `/api/board/${board.id}`, ada)).json<Board>().tiles).toEqual(landed.tiles);
      });
    });
  },
  { twoInstances: true },
);
