import { createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import type { Board, Communicator } from '@tessera/core';
import type { Table } from 'dexie';
import {
  ACTIVE_COMMUNICATOR_KEY,
  announceWork,
  listenToWork,
  requestPersistentStorage,
  storageFailureOf,
  writeWorkChanges,
  type TesseraDb,
  type WorkChanges,
} from '../lib/db';
import { changeOriginOf, type ChangeOrigin } from './change-origin';
import { editNotices } from './edit-notices';
import { notificationShown } from './notifications-slice';
import { addLateMiddleware, type AppStore, type RootState } from './store';
import { workChangedElsewhere } from './sync-actions';

type Records<T> = Readonly<Record<string, T>>;

/** What the saver watches: the work itself, and the settings that follow a signed-in user (only queued, never saved here). */
const watched = (state: RootState) => [
  state.board.boards,
  state.communicator.communicators,
  state.communicator.activeCommunicatorId,
  state.settings.display,
  state.settings.navigation,
  state.settings.scanning,
  state.settings.speech.pitch,
  state.settings.speech.rate,
  state.settings.speech.voiceURI,
  state.language.lang,
];
const SETTINGS_FROM = 3;
const changedAt = (a: RootState, b: RootState, from = 0, to = Number.POSITIVE_INFINITY) =>
  watched(a).some((value, index) => index >= from && index < to && value !== watched(b)[index]);

/** A record edited on this device since the last save: as it was before the first such edit, and as it is now. */
export interface EditedRecord<T> {
  before: T | undefined;
  after: T | undefined;
}

/** The edits of one save, for the account's queue (sync/): which records changed on this device, and whether the settings did. */
export interface EditedWork {
  boards: ReadonlyMap<string, EditedRecord<Board>>;
  communicators: ReadonlyMap<string, EditedRecord<Communicator>>;
  settings: boolean;
}

/**
 * A signed-in user's queue of changes for the server. It writes in the same transaction as the records: an edit
 * is on the device and in the queue, or neither, so the sender (which reads records from the database) never
 * sends a record older than its queue entry.
 */
export interface WorkQueue {
  tables: (db: TesseraDb) => Table[];
  add: (db: TesseraDb, edits: EditedWork) => Promise<void>;
  /** After a save that queued edits (the sender in this tab, if it is the one, starts at once). */
  onQueued?: () => void;
}

export interface WorkPersistence {
  /** Resolves once every change so far has been written (or has failed). */
  idle(): Promise<void>;
  stop(): void;
}

export interface PersistOptions {
  askPersistence?: () => Promise<boolean>;
  /** Writes everything on screen now (moving the work into another account's database). */
  writeAll?: boolean;
  /**
   * The state the saved work was read into, when saving starts later than that (the app starts it after the first
   * paint): whatever changed since is written at once, and nothing is written if another user has logged in since.
   */
  since?: RootState;
  /** The signed-in user's queue; a guest's work is only saved. */
  queue?: WorkQueue;
}

/** Ids whose record differs between two snapshots (added, changed or removed). */
function changedIds<T>(before: Records<T>, after: Records<T>): string[] {
  if (before === after) return [];
  const ids: string[] = [];
  for (const id of Object.keys(after)) if (after[id] !== before[id]) ids.push(id);
  for (const id of Object.keys(before)) if (!(id in after)) ids.push(id);
  return ids;
}

/** Notes an edit, keeping the record as it was before the first edit since the last save. */
function noteEdit<T>(edits: Map<string, EditedRecord<T>>, id: string, before: T | undefined, after: T | undefined) {
  const earlier = edits.get(id);
  edits.set(id, { before: earlier ? earlier.before : before, after });
}

/**
 * Writes the user's boards and communicators to this device as soon as they change: the changes of one tick go in
 * one transaction, with the account's queue entries for the edits among them (see WorkQueue). A failed write keeps
 * its records marked and is tried again with the next change; the user is told once, in plain words, and nothing
 * saved before is touched. The first successful save asks the browser to keep the data (persistent storage).
 * Other tabs are told what was saved, and what they save is shown here.
 */
export function persistWork(store: AppStore, db: TesseraDb, options: PersistOptions = {}): WorkPersistence {
  const askPersistence = options.askPersistence ?? requestPersistentStorage;
  // The database belongs to one user (or the guest): when the session changes, the boards on screen are
  // reset (spec 01 §4) and that reset must never reach this database, so this saver stops at once.
  const start = options.since ?? store.getState();
  const owner = start.auth.user?.id ?? null;
  const { queue } = options;
  let stopped = false;
  const dirtyBoards = new Set<string>(options.writeAll ? Object.keys(start.board.boards) : []);
  const dirtyCommunicators = new Set<string>(options.writeAll ? Object.keys(start.communicator.communicators) : []);
  let activeDirty = Boolean(options.writeAll);
  let boardEdits = new Map<string, EditedRecord<Board>>();
  let communicatorEdits = new Map<string, EditedRecord<Communicator>>();
  let settingsEdited = false;
  let scheduled = false;
  let failureShown = false;
  let asked = false;
  let chain: Promise<void> = Promise.resolve();

  const flush = async () => {
    scheduled = false;
    const { board, communicator } = store.getState();
    const boardIds = [...dirtyBoards];
    const communicatorIds = [...dirtyCommunicators];
    const writeActive = activeDirty;
    const edits: EditedWork = { boards: boardEdits, communicators: communicatorEdits, settings: settingsEdited };
    dirtyBoards.clear();
    dirtyCommunicators.clear();
    activeDirty = false;
    boardEdits = new Map();
    communicatorEdits = new Map();
    settingsEdited = false;
    const changes: WorkChanges = {
      putBoards: boardIds.flatMap((id) => (board.boards[id] ? [board.boards[id]] : [])),
      deleteBoardIds: boardIds.filter((id) => !board.boards[id]),
      putCommunicators: communicatorIds.flatMap((id) => (communicator.communicators[id] ? [communicator.communicators[id]] : [])),
      deleteCommunicatorIds: communicatorIds.filter((id) => !communicator.communicators[id]),
      ...(writeActive ? { activeCommunicatorId: communicator.activeCommunicatorId } : {}),
    };
    const queued = queue !== undefined && (edits.boards.size > 0 || edits.communicators.size > 0 || edits.settings);
    try {
      await db.transaction('rw', [db.boards, db.communicators, db.meta, ...(queued ? queue.tables(db) : [])], async () => {
        await writeWorkChanges(db, changes);
        if (queued) await queue.add(db, edits);
      });
      announceWork(db.name, { boards: boardIds, communicators: communicatorIds, active: writeActive, queued });
      if (queued) queue.onQueued?.();
      failureShown = false;
      if (!asked) {
        asked = true;
        void askPersistence();
      }
    } catch (error) {
      boardIds.forEach((id) => dirtyBoards.add(id));
      communicatorIds.forEach((id) => dirtyCommunicators.add(id));
      activeDirty ||= writeActive;
      edits.boards.forEach((edit, id) => noteEdit(boardEdits, id, edit.before, boardEdits.get(id)?.after ?? edit.after));
      edits.communicators.forEach((edit, id) => noteEdit(communicatorEdits, id, edit.before, communicatorEdits.get(id)?.after ?? edit.after));
      settingsEdited ||= edits.settings;
      if (!failureShown) {
        failureShown = true;
        const message = storageFailureOf(error) === 'quota' ? editNotices.storageFull : editNotices.storageFailed;
        store.dispatch(notificationShown({ message, kind: 'error' }));
      }
    }
  };

  const onChange = (origin: ChangeOrigin, before: RootState, after: RootState) => {
    if (stopped || origin === 'elsewhere') return;
    if ((after.auth.user?.id ?? null) !== owner) {
      stop();
      return;
    }
    for (const id of changedIds(before.board.boards, after.board.boards)) {
      dirtyBoards.add(id);
      if (origin === 'edit') noteEdit(boardEdits, id, before.board.boards[id], after.board.boards[id]);
    }
    for (const id of changedIds(before.communicator.communicators, after.communicator.communicators)) {
      dirtyCommunicators.add(id);
      if (origin === 'edit') noteEdit(communicatorEdits, id, before.communicator.communicators[id], after.communicator.communicators[id]);
    }
    activeDirty ||= before.communicator.activeCommunicatorId !== after.communicator.activeCommunicatorId;
    if (origin === 'edit' && changedAt(before, after, SETTINGS_FROM)) settingsEdited = true;
    if (scheduled) return;
    scheduled = true;
    chain = chain.then(flush);
  };

  // Effects run after the reducers, with the state before and after the action: no store.subscribe diffing.
  const listener = createListenerMiddleware();
  addLateMiddleware(store, listener.middleware);
  listener.startListening({
    predicate: (_action, current, previous) => changedAt(current as RootState, previous as RootState),
    effect: (action, api) => onChange(changeOriginOf(action as UnknownAction), api.getOriginalState() as RootState, api.getState() as RootState),
  });
  // What another tab saved in this database is shown here as it saved it.
  const stopListening = listenToWork(db.name, (changed) => {
    chain = chain.then(async () => {
      if (stopped) return;
      const [boards, communicators, active] = await Promise.all([
        db.boards.bulkGet(changed.boards),
        db.communicators.bulkGet(changed.communicators),
        changed.active ? db.meta.get(ACTIVE_COMMUNICATOR_KEY) : undefined,
      ]);
      if (stopped) return;
      store.dispatch(
        workChangedElsewhere({
          boards: boards.filter((entry): entry is Board => entry !== undefined),
          deletedBoardIds: changed.boards.filter((_, index) => boards[index] === undefined),
          communicators: communicators.filter((entry): entry is Communicator => entry !== undefined),
          deletedCommunicatorIds: changed.communicators.filter((_, index) => communicators[index] === undefined),
          ...(active ? { activeCommunicatorId: active.value } : {}),
        }),
      );
    });
  });

  if (options.since) onChange('server', options.since, store.getState());
  if (options.writeAll) {
    scheduled = true;
    chain = chain.then(flush);
  }

  return {
    async idle() {
      let current: Promise<void>;
      do {
        current = chain;
        await current;
      } while (current !== chain);
    },
    stop,
  };

  function stop() {
    if (stopped) return;
    stopped = true;
    listener.clearListeners();
    stopListening();
  }
}
