// @vitest-environment node
// The server runs in this process and needs Node's own globals (jsdom's typed arrays are of another realm).
import type { Board, UserData } from '@tessera/core';
import { startTestServer, type TestServer } from '@tessera/server/testing';
import Dexie from 'dexie';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readSavedWork, TesseraDb } from '../lib/db';
import { Outbox } from './';
import { loggedOut } from '../state/auth-slice';
import { logIn } from '../state/auth-requests';
import { boardCreated } from '../state/board-actions';
import { makeStore, type AppStore } from '../state/store';
import { runWorkSessions, type WorkSessions } from './work-sessions';

let server: TestServer;
const names = new Set<string>();
const opened = new Map<string, TesseraDb>();
let sessions: WorkSessions | undefined;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  sessions?.stop();
  for (const db of opened.values()) db.close();
  opened.clear();
  for (const name of names) await Dexie.delete(name);
  names.clear();
});

const prefix = () => `sessions-${Math.random()}`;
const openDbFor = (root: string) => (userId: string | null) => {
  const name = userId ? `${root}-user-${userId}` : root;
  names.add(name);
  let db = opened.get(name);
  if (!db) {
    db = new TesseraDb(name);
    opened.set(name, db);
  }
  return db;
};

const board = (id: string, name: string): Board => ({ id, name, isPublic: false, tiles: [{ id: `${id}-t`, label: name }] });
const boardNames = (store: AppStore) => Object.values(store.getState().board.boards).map((b) => b.name);
const logInAs = (store: AppStore, user: UserData) => {
  const { communicators: _communicators, ...authUser } = user;
  store.dispatch(logIn.fulfilled(authUser, 'test', { email: user.email, password: 'x' }));
};

describe('work sessions: guest, login, logout', () => {
  it("carries a guest's board into the account at login and sends it to the server", async () => {
    const user = await server.signIn();
    const root = prefix();
    const openDb = openDbFor(root);
    const store = makeStore();
    sessions = runWorkSessions(store, { openDb, sync: { baseUrl: server.apiUrl, random: () => 0 } });
    store.dispatch(boardCreated({ board: board('guest0001', 'Made as a guest'), now: '2026-11-22T10:00:00.000Z' }));
    await sessions.idle();

    logInAs(store, user);
    await sessions.idle();
    await sessions.current().sync?.idle();
    const response = await fetch(`${server.apiUrl}/board/byemail/${encodeURIComponent(user.email)}`, {
      headers: { Authorization: `Bearer ${user.authToken}` },
    });
    expect(((await response.json()) as { data: Board[] }).data.map((b) => b.name)).toEqual(['Made as a guest']);
    // The guest database was emptied: the work lives in the account now.
    expect((await readSavedWork(openDb(null))).boards).toEqual([]);
    expect((await readSavedWork(openDb(user.id))).boards.map((b) => b.name)).toEqual(['Made as a guest']);
  });

  it('keeps an unsent board through a logout and sends it at the next login on this device', async () => {
    const user = await server.signIn();
    const openDb = openDbFor(prefix());
    const store = makeStore();
    sessions = runWorkSessions(store, { openDb, sync: { baseUrl: server.apiUrl, random: () => 0 } });
    logInAs(store, user);
    await sessions.idle();

    await server.stop();
    try {
      store.dispatch(boardCreated({ board: board('offline01', 'Made offline'), now: '2026-11-22T11:00:00.000Z' }));
      await sessions.idle();
      expect(store.getState().sync.phase).toBe('failed');
      store.dispatch(loggedOut());
      await sessions.idle();
      // Logout shows the defaults, and the account's database still holds the board and its queued send.
      expect(boardNames(store)).toEqual([]);
      expect((await readSavedWork(openDb(user.id))).boards.map((b) => b.name)).toEqual(['Made offline']);
      expect(await new Outbox(openDb(user.id)).count()).toBeGreaterThan(0);
      const { open, waiting } = store.getState().notifications;
      expect([open, ...waiting].map((n) => n?.message.id)).toContain('sync.notice.keptForLater');
    } finally {
      await server.start();
    }

    logInAs(store, user);
    await sessions.idle();
    await sessions.current().sync?.idle();
    expect(boardNames(store)).toContain('Made offline');
    const response = await fetch(`${server.apiUrl}/board/byemail/${encodeURIComponent(user.email)}`, {
      headers: { Authorization: `Bearer ${user.authToken}` },
    });
    expect(((await response.json()) as { data: Board[] }).data.map((b) => b.name)).toEqual(['Made offline']);
    expect(await new Outbox(openDb(user.id)).count()).toBe(0);
  });

  it('started after the first paint, saves what changed before and handles a login that came before it', async () => {
    const user = await server.signIn();
    const openDb = openDbFor(prefix());
    const store = makeStore();
    const startState = store.getState();
    // The first board is on screen and the user acts before the saving code has loaded (main.tsx).
    store.dispatch(boardCreated({ board: board('early0001', 'Made at once'), now: '2026-11-22T09:00:00.000Z' }));
    logInAs(store, user);
    sessions = runWorkSessions(store, { openDb, sync: { baseUrl: server.apiUrl, random: () => 0 }, startState });
    await sessions.idle();
    await sessions.current().sync?.idle();
    expect((await readSavedWork(openDb(user.id))).boards.map((b) => b.name)).toEqual(['Made at once']);
    expect((await readSavedWork(openDb(null))).boards).toEqual([]);
    const response = await fetch(`${server.apiUrl}/board/byemail/${encodeURIComponent(user.email)}`, {
      headers: { Authorization: `Bearer ${user.authToken}` },
    });
    expect(((await response.json()) as { data: Board[] }).data.map((b) => b.name)).toEqual(['Made at once']);
  });

  it("started after the first paint as a guest, writes the guest's early change to the guest database", async () => {
    const openDb = openDbFor(prefix());
    const store = makeStore();
    const startState = store.getState();
    store.dispatch(boardCreated({ board: board('early0002', 'Guest at once'), now: '2026-11-22T09:00:00.000Z' }));
    sessions = runWorkSessions(store, { openDb, startState });
    await sessions.idle();
    expect((await readSavedWork(openDb(null))).boards.map((b) => b.name)).toEqual(['Guest at once']);
  });
});
