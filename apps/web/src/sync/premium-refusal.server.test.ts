// @vitest-environment node
// The server runs in this process and needs Node's own globals (jsdom's typed arrays are of another realm).
import type { Board, UserData } from '@tessera/core';
import { png, wav } from '@tessera/core/testing/media-samples';
import { startPaypalStandIn, startTestServer, type PaypalStandIn, type TestServer } from '@tessera/server/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uploadMedia } from '../lib/api/upload-media';
import { saveMedia, TesseraDb } from '../lib/db';
import { initialAuthState } from '../state/auth-slice';
import { boardSaved, boardsCopied } from '../state/board-actions';
import { makeStore, type AppStore } from '../state/store';
import { startAccountSync } from './account-sync';
import { boardForServer } from './board-media';
import { Outbox } from './outbox';
import type { PrepareBoard } from './sync-context';

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
  // As the app readies a board: its pictures and recordings uploaded to the server first.
  const prepareBoard: PrepareBoard = (board, context, notes) =>
    boardForServer(board, {
      db,
      upload: (bytes, type, fileName) => uploadMedia(bytes, type, context.token ?? '', { ...context, ...(fileName ? { fileName } : {}) }),
      onPremiumRefused: notes?.premiumRefused,
    });
  const sync = startAccountSync(store, db, { baseUrl: server.apiUrl, random: () => 0, pullIntervalMs: 60 * 60_000, live: false, prepareBoard });
  await sync.idle();
  return { db, store, sync };
};

/** The account's boards as the server keeps them. */
const storedBoards = async (user: UserData) => {
  const answer = await fetch(`${server.apiUrl}/board/byemail/${encodeURIComponent(user.email)}`, { headers: { Authorization: `Bearer ${user.authToken}` } });
  return ((await answer.json()) as { data: { id: string; name: string; isPublic: boolean }[] }).data;
};
const storedBoard = async (user: UserData, id: string) =>
  (await (await fetch(`${server.apiUrl}/board/${id}`, { headers: { Authorization: `Bearer ${user.authToken}` } })).json()) as Board;

/** The notices shown and waiting, by message id, with their values. */
const notices = (store: AppStore) => {
  const { open, waiting } = store.getState().notifications;
  return [...(open ? [open] : []), ...waiting].map((notice) => ({ id: notice.message.id, values: notice.values }));
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
    // Private again on this device, with a notice naming each board, and sent so: nothing of the boards is lost.
    await expect
      .poll(async () => (await storedBoards(user)).map(({ name, isPublic }) => [name, isPublic]).sort(), { timeout: 20_000, interval: 100 })
      .toEqual(Array.from({ length: count }, (_, index) => [`Public ${index}`, false]));
    await expect.poll(async () => new Outbox(db).count(), { timeout: 20_000, interval: 100 }).toBe(0);
    const here = Object.values(store.getState().board.boards).filter((board) => board.name.startsWith('Public '));
    expect(here.map((board) => board.isPublic)).toEqual(Array.from({ length: count }, () => false));
    const shown = notices(store);
    expect(
      shown
        .filter((notice) => notice.id === 'sync.notice.keptPrivate')
        .map((notice) => notice.values?.name)
        .sort(),
    ).toEqual(Array.from({ length: count }, (_, index) => `Public ${index}`));
    // The refusal is not the ordinary failure notice.
    expect(shown.map((notice) => notice.id)).not.toContain('sync.notice.createFailed');
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

it(
  'sends imported boards whose recorded sounds the server refuses (402) without them: the tiles on the server, one notice naming the boards',
  { timeout: 30_000 },
  async () => {
    const user = await server.signIn();
    const { db, store, sync } = await syncing(user, 'sounds');
    try {
      const sound = await saveMedia(new Blob([wav() as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }), 'sound', db);
      const picture = await saveMedia(new Blob([png() as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'image', db);
      const imported: Board[] = [
        { id: 'imp1', name: 'Greetings', isPublic: false, tiles: [{ id: 't1', label: 'hello', image: picture, sound }] },
        { id: 'imp2', name: 'Food', isPublic: false, tiles: [{ id: 't2', label: 'apple', sound }] },
        { id: 'imp3', name: 'Plain', isPublic: false, tiles: [{ id: 't3', label: 'yes' }] },
      ];
      store.dispatch(boardsCopied({ boards: imported, renames: [], now: new Date().toISOString() }));
      await expect
        .poll(async () => (await storedBoards(user)).map((board) => board.name).sort(), { timeout: 20_000, interval: 100 })
        .toEqual(['Food', 'Greetings', 'Plain']);
      const greetings = (await storedBoards(user)).find((board) => board.name === 'Greetings');
      const [tile] = (await storedBoard(user, greetings?.id ?? '')).tiles;
      // The picture went up; the sound stays this device's, the tile keeps its word.
      expect(tile).toMatchObject({ label: 'hello', sound });
      expect(tile?.image).toMatch(/\/media\//);
      expect(store.getState().premium.refusal).toBe('blocked');
      const told = notices(store).filter((notice) => notice.id === 'sync.notice.soundsNotUploaded');
      expect(told).toHaveLength(1);
      expect(String(told[0]?.values?.boards).split(', ').sort()).toEqual(['Food', 'Greetings']);
    } finally {
      sync.stop();
      db.close();
    }
  },
);
