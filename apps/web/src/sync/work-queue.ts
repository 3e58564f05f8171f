import type { TesseraDb } from '../lib/db';
import type { WorkQueue } from '../state/edits-queue';
import type { EditedWork } from '../state/unsaved-work';
import { Outbox } from './outbox';
import { planQueue } from './plan/queue-plan';

/**
 * The account's queue as the work saver fills it, in the saver's transaction (see WorkQueue): which edits go to
 * the server is planQueue's decision.
 */
export function createWorkQueue(email: string): Omit<WorkQueue, 'onQueued'> {
  return {
    tables: (db: TesseraDb) => [db.outbox],
    async add(db: TesseraDb, edits: EditedWork) {
      const outbox = new Outbox(db);
      const plan = planQueue(edits, email);
      for (const id of plan.dropped) await outbox.drop('board', id);
      for (const id of plan.deletions) await outbox.addDeletion(id);
      await outbox.addMany('board', plan.boards);
      await outbox.addMany('communicator', plan.communicators);
      if (plan.settings) await outbox.add('settings', 'user');
    },
  };
}
