// @vitest-environment node
// The server runs in this process and needs Node's own globals (jsdom's typed arrays are of another realm).
import type { Board, UserData } from '@tessera/core';
import { startTestServer, type TestServer } from '@tessera/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFailureOf } from '../../test/api-failure';
import { getPublicBoards } from './get-public-boards';
import { reportBoard } from './report-board';

let server: TestServer;
let owner: UserData;

const publish = async (name: string, description = `About ${name}`) => {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.authToken}` };
  const created = await fetch(`${server.apiUrl}/board`, { method: 'POST', headers, body: JSON.stringify({ name, tiles: [{ id: 't1', label: name }] }) });
  const board = (await created.json()) as Board;
  await fetch(`${server.apiUrl}/board/${board.id}`, { method: 'PUT', headers, body: JSON.stringify({ ...board, isPublic: true, description }) });
  return board;
};

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn('Owner');
  for (let index = 1; index <= 12; index += 1) await publish(`Board ${index}`);
  await publish('Kitchen', 'Cooking words');
});
afterAll(async () => {
  await server.close();
});

describe('public boards from the real server', () => {
  it('answers ten summaries a page, newest first, with the total for load more', async () => {
    const context = { baseUrl: server.apiUrl };
    const first = await getPublicBoards({ page: 1, search: '' }, context);
    expect(first).toMatchObject({ page: 1, limit: 10, total: 13 });
    expect(first.data.map((board) => board.name).slice(0, 2)).toEqual(['Kitchen', 'Board 12']);
    expect(first.data[0]).toMatchObject({ tileCount: 1, isPublic: true, description: 'Cooking words', author: 'Owner' });
    expect(first.data[0]).not.toHaveProperty('tiles');
    const second = await getPublicBoards({ page: 2, search: '' }, context);
    expect(second.data.map((board) => board.name)).toEqual(['Board 3', 'Board 2', 'Board 1']);
  });

  it('searches names and descriptions', async () => {
    const found = await getPublicBoards({ page: 1, search: 'cooking' }, { baseUrl: server.apiUrl });
    expect(found.data.map((board) => board.name)).toEqual(['Kitchen']);
    expect(found.total).toBe(1);
  });

  it('fails as a network failure when the server cannot be reached', async () => {
    const error = await apiFailureOf(getPublicBoards({ page: 1, search: '' }, { baseUrl: 'http://127.0.0.1:9/api' }));
    expect(error.kind).toBe('network');
  });
});

describe('reporting a board to the real server', () => {
  it('is received without an account', async () => {
    const [board] = (await getPublicBoards({ page: 1, search: 'Kitchen' }, { baseUrl: server.apiUrl })).data;
    const answer = await reportBoard(
      {
        id: board?.id ?? '',
        name: 'Kitchen',
        url: `https://tessera.example/board/${board?.id}`,
        reason: 'It is spam or advertising',
        whistleblower: { language: 'en-US' },
      },
      'en-US',
      { baseUrl: server.apiUrl },
    );
    expect(answer).toMatchObject({ message: 'Report received' });
  });

  it('fails with the server’s refusal when the report has no reason', async () => {
    const error = await apiFailureOf(reportBoard({ id: 'x', reason: ' ', whistleblower: {} }, 'en-US', { baseUrl: server.apiUrl }));
    expect(error).toMatchObject({ kind: 'http', status: 400 });
  });
});
