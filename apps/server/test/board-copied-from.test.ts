import type { Board } from '@tessera/core';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { serverId } from './helpers/boards.ts';
import { appWithTwoUsers, type SignedIn } from './helpers/users.ts';

// A copy of a public board remembers the board it was copied from (Board.copiedFrom): kept with the board on either
// database, answered to its owner and to anyone once published, and refused beyond its limits like any field.
describeEachDatabase('where a copied board came from', (database) => {
  let app: App;
  let ada: SignedIn;
  let bob: SignedIn;
  const source = { id: serverId(), name: 'Kitchen' };

  beforeAll(async () => {
    ({ app, ada, bob } = await appWithTwoUsers(database));
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: SignedIn, payload?: object) =>
    payload === undefined ? app.inject({ method, url, headers: user.headers }) : app.inject({ method, url, headers: user.headers, payload });

  it('keeps it through a create and an update, and shows it to others once the copy is public', async () => {
    const created = await call('POST', '/api/board', ada, { id: 'copy123456', name: 'My kitchen', tiles: [{ id: 't1', label: 'Soup' }], copiedFrom: source });
    expect(created.statusCode, created.body).toBe(201);
    const copy = created.json<Board>();
    expect(copy.copiedFrom).toEqual(source);

    const published = await call('PUT', `/api/board/${copy.id}`, ada, { ...copy, isPublic: true, description: 'Soups' });
    expect(published.statusCode, published.body).toBe(200);
    expect((await call('GET', `/api/board/${copy.id}`, ada)).json<Board>().copiedFrom).toEqual(source);
    expect((await call('GET', `/api/board/${copy.id}`, bob)).json<Board>().copiedFrom).toEqual(source);
  });

  it('refuses it beyond its limits', async () => {
    const response = await call('POST', '/api/board', ada, { id: 'copy654321', name: 'Too long', tiles: [], copiedFrom: { id: 'x'.repeat(200), name: 'Kitchen' } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('copiedFrom');
  });
});
