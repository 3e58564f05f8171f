import type { Board, Communicator } from '@tessera/core';
import { readSavedWork, type TesseraDb } from '../lib/db';
import { Outbox } from './';
import { boardsLoaded } from '../state/board-slice';
import { communicatorsLoaded } from '../state/communicator-slice';
import { notificationShown } from '../state/notifications-slice';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { addLateMiddleware, type AppStore, type RootState } from '../state/store';
import { persistWork, type PersistOptions, type WorkPersistence } from '../state/work-persistence';
import { startAccountSync, type AccountSync, type AccountSyncOptions } from './account-sync';
import { syncNotices } from './sync-notices';

export interface WorkSessionOptions {
  /** The guest's database (no id) or an account's. */
  openDb: (userId: string | null) => TesseraDb;
  persist?: PersistOptions;
  sync?: AccountSyncOptions;
  /**
   * The state the app started from, when the sessions start after the first paint (main.tsx loads them then):
   * changes made since are saved, and a login or logout since is handled as if it came now.
   */
  startState?: RootState;
}

export interface WorkSessions {
  /** Resolves once a session switch under way is done and everything on screen is saved. */
  idle(): Promise<void>;
  current(): { persistence: WorkPersistence; sync: AccountSync | null };
  stop(): void;
}

const userIdOf = (store: AppStore): string | null => userIdIn(store.getState());
const userIdIn = (state: RootState): string | null => state.auth.user?.id ?? null;

const newerThan = (candidate: Board, current: Board | undefined): boolean =>
  !current || (Date.parse(candidate.lastEdited ?? '') || 0) > (Date.parse(current.lastEdited ?? '') || 0);

/**
 * Which database the work on screen is saved in, and whether it syncs. The guest works in the `tessera`
 * database; each account in its own. Logging in carries the guest's work into the account (the user signed up
 * to keep it) and adds what the account saved on this device before; logging out (or a 403) resets the boards
 * on screen to the defaults (spec 01 §4) while the account's database keeps everything, including changes not
 * yet sent, which go out at the next login.
 */
export function runWorkSessions(store: AppStore, options: WorkSessionOptions): WorkSessions {
  let userId = options.startState ? userIdIn(options.startState) : userIdOf(store);
  let db = options.openDb(userId);
  // A signed-in user's work is saved and queued by the account's sync; a guest's is only saved. A session that ended
  // before this started (see startState) is never synced: onChange below moves on at once.
  let sync: AccountSync | null =
    userId && userId === userIdOf(store) ? startAccountSync(store, db, { ...options.sync, persist: { ...options.persist, since: options.startState } }) : null;
  let persistence = sync?.persistence ?? persistWork(store, db, { ...options.persist, since: options.startState });
  let switching: Promise<void> = Promise.resolve();

  const enterAccount = async (accountId: string, guestDb: TesseraDb | null) => {
    const accountDb = options.openDb(accountId);
    const saved = await readSavedWork(accountDb).catch(() => ({ boards: [] as Board[], communicators: [] as Communicator[] }));
    if (userIdOf(store) !== accountId) return;
    const { board, communicator } = store.getState();
    const boards = saved.boards.filter((b) => newerThan(b, board.boards[b.id]));
    const communicators = saved.communicators.filter((c) => !communicator.communicators[c.id]);
    if (boards.length > 0) store.dispatch(boardsLoaded(boards));
    if (communicators.length > 0) store.dispatch(communicatorsLoaded({ communicators }));
    db = accountDb;
    sync = startAccountSync(store, accountDb, { ...options.sync, persist: { ...options.persist, writeAll: true } });
    persistence = sync.persistence;
    await persistence.idle();
    if (userIdOf(store) !== accountId) return;
    // The guest's boards now live in the account; a guest after logout starts from the defaults.
    await guestDb?.transaction('rw', guestDb.boards, guestDb.communicators, guestDb.meta, async () => {
      await guestDb.boards.clear();
      await guestDb.communicators.clear();
      await guestDb.meta.delete('activeCommunicatorId');
    });
  };

  const leaveAccount = async (accountDb: TesseraDb) => {
    db = options.openDb(null);
    persistence = persistWork(store, db, options.persist);
    const waiting = await new Outbox(accountDb).count().catch(() => 0);
    if (waiting > 0) store.dispatch(notificationShown({ message: syncNotices.keptForLater, kind: 'info' }));
  };

  const onChange = () => {
    const next = userIdOf(store);
    if (next === userId) return;
    const fromGuest = userId === null;
    userId = next;
    const previousDb = db;
    persistence.stop();
    sync?.stop();
    sync = null;
    switching = switching.then(() => (next ? enterAccount(next, fromGuest ? previousDb : null) : leaveAccount(previousDb))).catch(() => undefined);
  };
  // A login or a logout: the listener runs after the action that changed the user, with no store.subscribe diffing.
  const listener = createListenerMiddleware();
  addLateMiddleware(store, listener.middleware);
  listener.startListening({ predicate: (_action, current, previous) => userIdIn(current as RootState) !== userIdIn(previous as RootState), effect: onChange });
  onChange();

  return {
    async idle() {
      let current: Promise<void>;
      do {
        current = switching;
        await current;
      } while (current !== switching);
      await persistence.idle();
      await sync?.idle();
    },
    current: () => ({ persistence, sync }),
    stop() {
      listener.clearListeners();
      persistence.stop();
      sync?.stop();
    },
  };
}
