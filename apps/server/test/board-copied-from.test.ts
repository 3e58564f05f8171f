import type { Board } from '@tessera/core';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { serverId } from './helpers/boards.ts';
import { appWithTwoUsers, type SignedIn } from './helpers/users.ts';

// A copy of a public board remembers the board it was copied from (Board.copiedFrom): kept with the board on either
// database, answered to its owner and to anyone once published, and refused beyond its limits like any field. The
// server decides it (issue 26): only a board the copier could read then (public, or their own), under its own name.
describeEachDatabase('where a copied board came from', (database) => {
  let app: App;
  let ada: SignedIn;
  let bob: SignedIn;
  let source: { id: string; name: string };
  let bobsPrivate: Board;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: SignedIn, payload?: object) =>
    payload === undefined ? app.inject({ method, url, headers: user.headers }) : app.inject({ method, url, headers: user.headers, payload });
  const create = async (user: SignedIn, board: object) => {
    const created = await call('POST', '/api/board', user, board);
    expect(created.statusCode, created.body).toBe(201);
    return created.json<Board>();
  };

  beforeAll(async () => {
    ({ app, ada, bob } = await appWithTwoUsers(database));
    const kitchen = await create(bob, { id: 'kitchen123', name: 'Kitchen', tiles: [], isPublic: true });
    source = { id: kitchen.id, name: 'Kitchen' };
    bobsPrivate = await create(bob, { id: 'diary12345', name: 'Diary', tiles: [] });
  });

  it('keeps it through a create and an update, and shows it to others once the copy is public', async () => {
    const copy = await create(ada, { id: 'copy123456', name: 'My kitchen', tiles: [{ id: 't1', label: 'Soup' }], copiedFrom: source });
    expect(copy.copiedFrom).toEqual(source);

    const published = await call('PUT', `/api/board/${copy.id}`, ada, { ...copy, isPublic: true, description: 'Soups' });
    expect(published.statusCode, published.body).toBe(200);
    expect((await call('GET', `/api/board/${copy.id}`, ada)).json<Board>().copiedFrom).toEqual(source);
    expect((await call('GET', `/api/board/${copy.id}`, bob)).json<Board>().copiedFrom).toEqual(source);
  });

  it("drops a claim to someone else's private board or to a board that is not there, and keeps the board", async () => {
    const private_ = await create(ada, { id: 'claim12345', name: 'Mine', tiles: [], copiedFrom: { id: bobsPrivate.id, name: 'Diary' } });
    expect(private_.copiedFrom).toBeUndefined();
    expect((await call('GET', `/api/board/${private_.id}`, ada)).json<Board>().copiedFrom).toBeUndefined();
    const nowhere = await create(ada, { id: 'claim23456', name: 'Mine too', tiles: [], copiedFrom: { id: serverId(), name: 'Anything' } });
    expect(nowhere.copiedFrom).toBeUndefined();
    // The same through an update and a batch.
    const updated = await call('PUT', `/api/board/${private_.id}`, ada, { ...private_, copiedFrom: { id: bobsPrivate.id, name: 'Diary' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Board>().copiedFrom).toBeUndefined();
    const batch = await call('POST', '/api/board/batch', ada, {
      boards: [{ id: 'batch12345', name: 'Batch', tiles: [], copiedFrom: { id: bobsPrivate.id, name: 'Diary' } }],
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json<{ results: { status: number; board: Board }[] }>().results[0]).toMatchObject({ status: 201, board: { name: 'Batch' } });
    expect(batch.json<{ results: { board: Board }[] }>().results[0]?.board.copiedFrom).toBeUndefined();
  });

  it("takes the source's own name, not the one claimed, and a copy of one's own private board", async () => {
    const renamed = await create(ada, { id: 'named12345', name: 'Copy', tiles: [], copiedFrom: { id: source.id, name: 'Made by Ada alone' } });
    expect(renamed.copiedFrom).toEqual(source);
    const own = await create(bob, { id: 'owncopy123', name: 'Diary 2', tiles: [], copiedFrom: { id: bobsPrivate.id, name: 'x' } });
    expect(own.copiedFrom).toEqual({ id: bobsPrivate.id, name: 'Diary' });
  });

  it('keeps an attribution it granted once the source is hidden, but grants no new claim to it', async () => {
    const shelf = await create(bob, { id: 'shelf12345', name: 'Shelf', tiles: [], isPublic: true });
    const copy = await create(ada, { id: 'shelfcopy1', name: 'My shelf', tiles: [], copiedFrom: { id: shelf.id, name: 'Shelf' } });
    expect((await call('PUT', `/api/board/${shelf.id}`, bob, { ...shelf, isPublic: false })).statusCode).toBe(200);
    const edited = await call('PUT', `/api/board/${copy.id}`, ada, { ...copy, name: 'My shelf, edited', copiedFrom: { id: shelf.id, name: 'Renamed by Ada' } });
    expect(edited.json<Board>().copiedFrom).toEqual({ id: shelf.id, name: 'Shelf' });
    const late = await create(ada, { id: 'shelfcopy2', name: 'Too late', tiles: [], copiedFrom: { id: shelf.id, name: 'Shelf' } });
    expect(late.copiedFrom).toBeUndefined();
  });

  it('refuses it beyond its limits', async () => {
    const response = await call('POST', '/api/board', ada, {
      id: 'copy654321',
      name: 'Too long',
      tiles: [],
      copiedFrom: { id: 'x'.repeat(200), name: 'Kitchen' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('copiedFrom');
  });
});
