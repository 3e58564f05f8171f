import type { Table } from 'dexie';
import type { TesseraDb } from '../lib/db';
import type { EditedWork } from './unsaved-work';

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

/** Whether a save goes to the queue too: a signed-in user's (a guest's work is only saved), with edits among it. */
export const queuesEdits = (queue: WorkQueue | undefined, edits: EditedWork): queue is WorkQueue =>
  queue !== undefined && (edits.boards.size > 0 || edits.communicators.size > 0 || edits.settings);
