import type { Board } from '@tessera/core';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TesseraDb } from '../lib/db';
import { logIn } from './auth-requests';
import { boardChanged, boardsLoaded, selectActiveBoard, selectBoardById, selectRootBoardId } from './board-slice';
import { selectOpenNotification } from './notifications-slice';
import { loadSavedState } from './saved-state';
import { makeStore } from './store';
import { createTileOnBoard } from './tile-edits';
import { persistWork } from './work-persistence';

let dbCount = 0;
const opened: TesseraDb[] = [];
const freshDbName = () => `tessera-test-${(dbCount += 1)}-${Math.random()}`;
const openDb = (name: string) => {
  const db = new TesseraDb(name);
  opened.push(db);
  return db;
};

afterEach(async () => {
  const dbs = opened.splice(0);
  dbs.forEach((db) => db.close());
  for (const name of new Set(dbs.map((db) => db.name))) await Dexie.delete(name);
});

const mine: Board = { id: 'mine', name: 'Mine', isPublic: false, tiles: [{ id: 'a', label: 'A' }] };

/** A store on a database, as the app starts one: saved work first, then the writer. */
const startApp = async (name: string, askPersistence = vi.fn(async () => true)) => {
  const db = openDb(name);
  const store = makeStore(await loadSavedState(name));
  const persistence = persistWork(store, db, { askPersistence });
  return { db, store, persistence, askPersistence };
};

const quotaError = () => Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });

describe('saving boards on this device', () => {
  it('writes an edit at once and a new app instance on a new connection reads it back', async () => {
    const name = freshDbName();
    const first = await startApp(name);
    first.store.dispatch(boardsLoaded([mine]));
    first.store.dispatch(boardChanged('mine'));
    first.store.dispatch(createTileOnBoard({ id: 'b', type: 'button', label: 'Hello' }));
    await first.persistence.idle();
    expect(first.askPersistence).toHaveBeenCalledTimes(1);
    first.persistence.stop();
    first.db.close();

    const second = await startApp(name);
    const saved = selectBoardById(second.store.getState(), 'mine');
    expect(saved?.tiles.map((tile) => tile.label)).toEqual(['A', 'Hello']);
    expect(saved?.schemaVersion).toBe(1);
  });

  it('keeps a reserved board untouched: the edited copy and the repointed root survive a restart', async () => {
    const name = freshDbName();
    const first = await startApp(name);
    first.store.dispatch(createTileOnBoard({ id: 'n', type: 'button', label: 'My word' }));
    await first.persistence.idle();
    const copyId = selectRootBoardId(first.store.getState());
    expect(copyId).not.toBe('root');
    expect(await first.db.boards.get('root')).toBeUndefined();
    first.persistence.stop();
    first.db.close();

    const second = await startApp(name);
    const state = second.store.getState();
    expect(selectRootBoardId(state)).toBe(copyId);
    expect(state.board.activeBoardId).toBe(copyId);
    expect(selectActiveBoard(state)?.tiles.at(-1)?.label).toBe('My word');
  });

  it('tells the user in plain words when storage is full, keeps what was saved, and saves the change once there is room', async () => {
    const name = freshDbName();
    const { db, store, persistence } = await startApp(name);
    store.dispatch(boardsLoaded([mine]));
    store.dispatch(boardChanged('mine'));
    await persistence.idle();
    expect((await db.boards.get('mine'))?.tiles).toHaveLength(1);

    const write = vi.spyOn(db.boards, 'bulkPut').mockRejectedValueOnce(quotaError());
    store.dispatch(createTileOnBoard({ id: 'b', type: 'button', label: 'Lost?' }));
    await persistence.idle();
    expect(selectOpenNotification(store.getState())).toMatchObject({ kind: 'error', message: { id: 'boardEdit.notice.storageFull' } });
    expect(selectOpenNotification(store.getState())?.message.defaultMessage).toMatch(/out of storage space.*Everything saved before is safe/);
    expect((await db.boards.get('mine'))?.tiles).toHaveLength(1);
    expect(selectActiveBoard(store.getState())?.tiles).toHaveLength(2);

    write.mockRestore();
    store.dispatch(createTileOnBoard({ id: 'c', type: 'button', label: 'Kept' }));
    await persistence.idle();
    expect((await db.boards.get('mine'))?.tiles.map((tile) => tile.label)).toEqual(['A', 'Lost?', 'Kept']);
  });

  it('started late, writes what changed since the state it is given, and nothing once another user logged in', async () => {
    const name = freshDbName();
    const store = makeStore();
    const since = store.getState();
    store.dispatch(boardsLoaded([mine]));
    const persistence = persistWork(store, openDb(name), { askPersistence: vi.fn(async () => true), since });
    await persistence.idle();
    expect(selectBoardById(makeStore(await loadSavedState(name)).getState(), 'mine')?.name).toBe('Mine');

    const other = freshDbName();
    const loggedIn = makeStore();
    const before = loggedIn.getState();
    loggedIn.dispatch(logIn.fulfilled({ id: 'u1', name: 'U', email: 'u@example.org', authToken: 't' }, 'r', { email: 'u@example.org', password: 'p' }));
    loggedIn.dispatch(boardsLoaded([mine]));
    const guestSaver = persistWork(loggedIn, openDb(other), { askPersistence: vi.fn(async () => true), since: before });
    await guestSaver.idle();
    expect(await loadSavedState(other)).toEqual({});
  });

  it('starts on the built-in boards when nothing is saved', async () => {
    const name = freshDbName();
    expect(await loadSavedState(name)).toEqual({});
  });
});
