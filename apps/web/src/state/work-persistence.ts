import { requestPersistentStorage, storageFailureOf, writeWorkChanges, type TesseraDb, type WorkChanges } from '../lib/db';
import { editNotices } from './edit-notices';
import { notificationShown } from './notifications-slice';
import type { AppStore, RootState } from './store';

type Records = Record<string, unknown>;
type Watched = { boards: Records; communicators: Records; activeCommunicatorId: string };

const watched = (state: RootState): Watched => ({
  boards: state.board.boards,
  communicators: state.communicator.communicators,
  activeCommunicatorId: state.communicator.activeCommunicatorId,
});

/** Ids whose record differs between two snapshots (added, changed or removed). */
const changedIds = (before: Records, after: Records, into: Set<string>) => {
  if (before === after) return;
  for (const id of Object.keys(after)) if (after[id] !== before[id]) into.add(id);
  for (const id of Object.keys(before)) if (!(id in after)) into.add(id);
};

export interface WorkPersistence {
  /** Resolves once every change so far has been written (or has failed). */
  idle(): Promise<void>;
  stop(): void;
}

/**
 * Writes the user's boards and communicators to this device as soon as they change: changes of one tick
 * go in one transaction. A failed write keeps its records marked and is tried again with the next change;
 * the user is told once, in plain words, and nothing saved before is touched. The first successful save
 * asks the browser to keep the data (persistent storage).
 */
export interface PersistOptions {
  askPersistence?: () => Promise<boolean>;
  /** Writes everything on screen now (moving the work into another account's database). */
  writeAll?: boolean;
  /**
   * The state the saved work was read into, when saving starts later than that (the app starts it after the first
   * paint): whatever changed since is written at once, and nothing is written if another user has logged in since.
   */
  since?: RootState;
}

export function persistWork(store: AppStore, db: TesseraDb, options: PersistOptions = {}): WorkPersistence {
  const askPersistence = options.askPersistence ?? requestPersistentStorage;
  // The database belongs to one user (or the guest): when the session changes, the boards on screen are
  // reset (spec 01 §4) and that reset must never reach this database, so this saver stops at once.
  const start = options.since ?? store.getState();
  const owner = start.auth.user?.id ?? null;
  let stopped = false;
  let last = watched(start);
  const dirtyBoards = new Set<string>(options.writeAll ? Object.keys(last.boards) : []);
  const dirtyCommunicators = new Set<string>(options.writeAll ? Object.keys(last.communicators) : []);
  let activeDirty = Boolean(options.writeAll);
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
    dirtyBoards.clear();
    dirtyCommunicators.clear();
    activeDirty = false;
    const changes: WorkChanges = {
      putBoards: boardIds.flatMap((id) => (board.boards[id] ? [board.boards[id]] : [])),
      deleteBoardIds: boardIds.filter((id) => !board.boards[id]),
      putCommunicators: communicatorIds.flatMap((id) => (communicator.communicators[id] ? [communicator.communicators[id]] : [])),
      deleteCommunicatorIds: communicatorIds.filter((id) => !communicator.communicators[id]),
      ...(writeActive ? { activeCommunicatorId: communicator.activeCommunicatorId } : {}),
    };
    try {
      await writeWorkChanges(db, changes);
      failureShown = false;
      if (!asked) {
        asked = true;
        void askPersistence();
      }
    } catch (error) {
      boardIds.forEach((id) => dirtyBoards.add(id));
      communicatorIds.forEach((id) => dirtyCommunicators.add(id));
      activeDirty ||= writeActive;
      if (!failureShown) {
        failureShown = true;
        const message = storageFailureOf(error) === 'quota' ? editNotices.storageFull : editNotices.storageFailed;
        store.dispatch(notificationShown({ message, kind: 'error' }));
      }
    }
  };

  const onChange = () => {
    if (stopped) return;
    if ((store.getState().auth.user?.id ?? null) !== owner) {
      stop();
      return;
    }
    const next = watched(store.getState());
    if (next.boards === last.boards && next.communicators === last.communicators && next.activeCommunicatorId === last.activeCommunicatorId) return;
    changedIds(last.boards, next.boards, dirtyBoards);
    changedIds(last.communicators, next.communicators, dirtyCommunicators);
    activeDirty ||= next.activeCommunicatorId !== last.activeCommunicatorId;
    last = next;
    if (scheduled) return;
    scheduled = true;
    chain = chain.then(flush);
  };
  const unsubscribe = store.subscribe(onChange);
  if (options.since) onChange();

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
    stopped = true;
    unsubscribe();
  }
}
