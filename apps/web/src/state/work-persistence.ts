import { createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { requestPersistentStorage, type TesseraDb } from '../lib/db';
import { changeOriginOf, type ChangeOrigin } from './change-origin';
import type { WorkQueue } from './edits-queue';
import { saveFailureNotices } from './save-notices';
import { addLateMiddleware, type AppStore, type RootState } from './store';
import { createUnsavedWork, workChanged } from './unsaved-work';
import { announceBatch, followOtherTabs } from './work-broadcast';
import { writeBatch } from './work-writes';

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

/**
 * Writes the user's boards and communicators to this device as soon as they change: the changes of one tick
 * (unsaved-work.ts) go in one transaction, with the account's queue entries for the edits among them
 * (work-writes.ts). A failed write keeps its records marked and is tried again with the next change; the user is
 * told once (save-notices.ts), and nothing saved before is touched. The first successful save asks the browser to
 * keep the data (persistent storage). Other tabs are told what was saved, and what they save is shown here
 * (work-broadcast.ts).
 */
export function persistWork(store: AppStore, db: TesseraDb, options: PersistOptions = {}): WorkPersistence {
  const askPersistence = options.askPersistence ?? requestPersistentStorage;
  // The database belongs to one user (or the guest): when the session changes, the boards on screen are
  // reset (spec 01 §4) and that reset must never reach this database, so this saver stops at once.
  const start = options.since ?? store.getState();
  const owner = start.auth.user?.id ?? null;
  const { queue } = options;
  const unsaved = createUnsavedWork(start, Boolean(options.writeAll));
  const notices = saveFailureNotices(store);
  let stopped = false;
  let scheduled = false;
  let asked = false;
  let chain: Promise<void> = Promise.resolve();
  const enqueue = (task: () => Promise<void>) => {
    chain = chain.then(task);
  };

  const flush = async () => {
    scheduled = false;
    const batch = unsaved.take();
    try {
      const queued = await writeBatch(db, store.getState(), batch, queue);
      announceBatch(db, batch, queued);
      if (queued) queue?.onQueued?.();
      notices.saved();
      if (!asked) {
        asked = true;
        void askPersistence();
      }
    } catch (error) {
      unsaved.putBack(batch);
      notices.failed(error);
    }
  };

  const onChange = (origin: ChangeOrigin, before: RootState, after: RootState) => {
    if (stopped || origin === 'elsewhere') return;
    if ((after.auth.user?.id ?? null) !== owner) {
      stop();
      return;
    }
    unsaved.note(origin, before, after);
    if (scheduled) return;
    scheduled = true;
    enqueue(flush);
  };

  // Effects run after the reducers, with the state before and after the action: no store.subscribe diffing.
  const listener = createListenerMiddleware();
  addLateMiddleware(store, listener.middleware);
  listener.startListening({
    predicate: (_action, current, previous) => workChanged(current as RootState, previous as RootState),
    effect: (action, api) => onChange(changeOriginOf(action as UnknownAction), api.getOriginalState() as RootState, api.getState() as RootState),
  });
  const stopListening = followOtherTabs(store, db, enqueue, () => stopped);

  if (options.since) onChange('server', options.since, store.getState());
  if (options.writeAll) {
    scheduled = true;
    enqueue(flush);
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
