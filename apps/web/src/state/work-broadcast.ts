import type { Board, Communicator } from '@tessera/core';
import { ACTIVE_COMMUNICATOR_KEY, announceWork, listenToWork, type TesseraDb } from '../lib/db';
import type { AppStore } from './store';
import { workChangedElsewhere } from './sync-actions';
import type { UnsavedBatch } from './unsaved-work';

/** Tells the other tabs on this database what a save wrote (and whether it queued anything). */
export const announceBatch = (db: TesseraDb, { boardIds, communicatorIds, active }: UnsavedBatch, queued: boolean): void =>
  announceWork(db.name, { boards: boardIds, communicators: communicatorIds, active, queued });

/**
 * What another tab saved in this database is shown here as it saved it: read back (in `enqueue`'s order, after this
 * tab's own writes) and dispatched as workChangedElsewhere. Answers the function that stops listening.
 */
export function followOtherTabs(store: AppStore, db: TesseraDb, enqueue: (task: () => Promise<void>) => void, stopped: () => boolean): () => void {
  return listenToWork(db.name, (changed) =>
    enqueue(async () => {
      if (stopped()) return;
      const [boards, communicators, active] = await Promise.all([
        db.boards.bulkGet(changed.boards),
        db.communicators.bulkGet(changed.communicators),
        changed.active ? db.meta.get(ACTIVE_COMMUNICATOR_KEY) : undefined,
      ]);
      if (stopped()) return;
      store.dispatch(
        workChangedElsewhere({
          boards: boards.filter((entry): entry is Board => entry !== undefined),
          deletedBoardIds: changed.boards.filter((_, index) => boards[index] === undefined),
          communicators: communicators.filter((entry): entry is Communicator => entry !== undefined),
          deletedCommunicatorIds: changed.communicators.filter((_, index) => communicators[index] === undefined),
          ...(active ? { activeCommunicatorId: active.value } : {}),
        }),
      );
    }),
  );
}
