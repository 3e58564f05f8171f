// @vitest-environment node
// The server runs in this process and needs Node's own globals (jsdom's typed arrays are of another realm).
import type { UserData } from '@tessera/core';
import { startPaypalStandIn, startTestServer, type PaypalStandIn, type TestServer } from '@tessera/server/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TesseraDb } from '../lib/db';
import { initialAuthState } from '../state/auth-slice';
import { boardSaved } from '../state/board-actions';
import { makeStore } from '../state/store';
import { startAccountSync } from './account-sync';
import { Outbox } from './outbox';

let paypal: PaypalStandIn;
let server: TestServer;

beforeAll(async () => {
  // Subscriptions on (PayPal configured, its stand-in on loopback) and no trial: publishing is premium, and refused.
  paypal = await startPaypalStandIn();
  server = await startTestServer({ env: { ...paypal.env, TRIAL_DAYS: '0' } });
});
afterAll(async () => {
  await server.close();
  await paypal.close();
});

const syncing = async (user: UserData, name: string) => {
  const db = new TesseraDb(`premium-${name}-${Math.random()}`);
  const { communicators: _communicators, ...authUser } = user;
  const store = makeStore({ auth: initialAuthState(authUser) });
  const sync = startAccountSync(store, db, { baseUrl: server.apiUrl, random: () => 0, pullIntervalMs: 60 * 60_000, live: false });
  await sync.idle();
  return { db, store, sync };
};

/** The account's boards as the server keeps them. */
const storedBoards = async (user: UserData) => {
  const answer = await fetch(`${server.apiUrl}/board/byemail/${encodeURIComponent(user.email)}`, { headers: { Authorization: `Bearer ${user.authToken}` } });
  return ((await answer.json()) as { data: { name: string }[] }).data;
};

it.each([
  ['one board', 1],
  ['boards sent together', 2],
])('raises the subscribe banner with the server’s reason when it refuses publishing (402): %s', { timeout: 30_000 }, async (name, count) => {
  const user = await server.signIn();
  const { db, store, sync } = await syncing(user, name);
  try {
    expect(store.getState().premium.refusal).toBeNull();
    const now = new Date().toISOString();
    for (let index = 0; index < count; index += 1)
      store.dispatch(boardSaved({ board: { id: `pub${count}${index}`, name: `Public ${index}`, isPublic: true, tiles: [{ id: 't', label: 'hi' }] }, now }));
    await expect.poll(() => store.getState().premium.refusal, { timeout: 20_000, interval: 100 }).toBe('blocked');
    await expect.poll(async () => new Outbox(db).count(), { timeout: 20_000, interval: 100 }).toBe(0);
    // The refusal is not the ordinary failure notice.
    expect(store.getState().notifications.open?.message.id).not.toBe('sync.createFailed');
    expect(await storedBoards(user)).toHaveLength(0);
  } finally {
    sync.stop();
    db.close();
  }
});

it('sends a private board of the same account: nothing premium, no banner', { timeout: 30_000 }, async () => {
  const user = await server.signIn();
  const { db, store, sync } = await syncing(user, 'private');
  try {
    store.dispatch(boardSaved({ board: { id: 'priv1', name: 'Mine', isPublic: false, tiles: [{ id: 't', label: 'hi' }] }, now: new Date().toISOString() }));
    await expect.poll(async () => (await storedBoards(user)).map((board) => board.name), { timeout: 20_000, interval: 100 }).toEqual(['Mine']);
    expect(store.getState().premium.refusal).toBeNull();
  } finally {
    sync.stop();
    db.close();
  }
});
