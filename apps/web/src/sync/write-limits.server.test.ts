// @vitest-environment node
// The server runs in this process and needs Node's own globals (jsdom's typed arrays are of another realm).
import type { Board, UserData } from '@tessera/core';
import { startTestServer, type TestServer } from '@tessera/server/testing';
import Dexie from 'dexie';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TesseraDb } from '../lib/db';
import { initialAuthState } from '../state/auth-slice';
import { boardSaved } from '../state/board-actions';
import { makeStore } from '../state/store';
import { startAccountSync } from './account-sync';
import { Outbox } from './outbox';

const WINDOW_SECONDS = 6;
const WRITES_PER_WINDOW = 60;
const BOARDS = 100;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { WRITE_LIMIT_PER_ACCOUNT: `${WRITES_PER_WINDOW}/${WINDOW_SECONDS}s` } });
});
afterAll(async () => {
  await server.close();
});

/** A write the device sent, as the server answered it. */
type Sent = { at: number; answeredAt: number; method: string; path: string; status: number; retryAfter: number | null; boardIds: string[] };

/** The device's fetch, recording every write and its answer. */
const recordingFetch =
  (sent: Sent[]): typeof fetch =>
  async (input, init) => {
    const at = Date.now();
    const response = await fetch(input, init);
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      const path = new URL(String(input)).pathname;
      const body = typeof init?.body === 'string' && path.startsWith('/api/board') ? (JSON.parse(init.body) as { boards?: Board[]; id?: string }) : {};
      const retryAfter = response.headers.get('retry-after');
      sent.push({
        at,
        answeredAt: Date.now(),
        method,
        path,
        status: response.status,
        retryAfter: retryAfter === null ? null : Number(retryAfter),
        boardIds: body.boards ? body.boards.map((board) => board.id) : body.id ? [body.id] : [],
      });
    }
    return response;
  };

it('waits out a 429 for as long as Retry-After says, then sends what waited once: nothing lost, nothing sent twice', { timeout: 60_000 }, async () => {
  const user: UserData = await server.signIn();
  const sent: Sent[] = [];
  const db = new TesseraDb(`write-limits-${Math.random()}`);
  const { communicators: _communicators, ...authUser } = user;
  const store = makeStore({ auth: initialAuthState(authUser) });
  const sync = startAccountSync(store, db, { baseUrl: server.apiUrl, fetch: recordingFetch(sent), random: () => 0, pullIntervalMs: 60 * 60_000, live: false });
  try {
    await sync.idle();
    const now = new Date().toISOString();
    for (let index = 0; index < BOARDS; index += 1) {
      store.dispatch(
        boardSaved({
          board: { id: `lim${String(index).padStart(6, '0')}`, name: `Board ${index}`, isPublic: false, tiles: [{ id: `t${index}`, label: `word ${index}` }] },
          now,
        }),
      );
    }
    // Sent in runs of 50: the second run passes the account's 60 writes of the window and is refused, to wait some 5 s,
    // longer than the sync's own first retry (2 s): the wait is the server's.
    await expect
      .poll(async () => (await new Outbox(db).count()) === 0 && sent.some((write) => write.status === 429), { timeout: 50_000, interval: 200 })
      .toBe(true);

    const refused = sent.filter((write) => write.status === 429);
    expect(refused.some((refusal) => (refusal.retryAfter as number) * 1000 > 2_000)).toBe(true);
    for (const refusal of refused) {
      expect(refusal.retryAfter).toBeGreaterThanOrEqual(1);
      expect(refusal.retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
      // Nothing went out again before the server said.
      const next = sent.find((write) => write.at > refusal.at && write !== refusal);
      expect(next && next.at - refusal.answeredAt).toBeGreaterThanOrEqual((refusal.retryAfter as number) * 1000 - 50);
    }
    // Every board landed once: each local id is in exactly one write the server took, and the server holds each once.
    const landed = sent.filter((write) => write.status < 300).flatMap((write) => write.boardIds);
    expect(landed.filter((id) => id.startsWith('lim')).sort()).toEqual(Array.from({ length: BOARDS }, (_, index) => `lim${String(index).padStart(6, '0')}`));
    const response = await fetch(`${server.apiUrl}/board/byemail/${encodeURIComponent(user.email)}?limit=100&page=1`, {
      headers: { Authorization: `Bearer ${user.authToken}` },
    });
    const list = (await response.json()) as { total: number; data: Board[] };
    expect(list.total).toBe(BOARDS);
    const names = new Set<string>();
    for (let page = 1; names.size < list.total && page <= 3; page += 1) {
      const pageAnswer = (await (
        await fetch(`${server.apiUrl}/board/byemail/${encodeURIComponent(user.email)}?limit=100&page=${page}`, {
          headers: { Authorization: `Bearer ${user.authToken}` },
        })
      ).json()) as { data: Board[] };
      for (const board of pageAnswer.data) names.add(board.name);
    }
    expect(names.size).toBe(BOARDS);
    expect(store.getState().sync.phase).toBe('synced');
  } finally {
    sync.stop();
    db.close();
    await Dexie.delete(db.name);
  }
});
