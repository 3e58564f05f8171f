import { writeWorkChanges, type TesseraDb, type WorkChanges } from '../lib/db';
import { queuesEdits, type WorkQueue } from './edits-queue';
import type { RootState } from './store';
import type { UnsavedBatch } from './unsaved-work';

/** The records of a batch as they are in `state`: those still there are put, the others deleted. */
const changesOf = ({ board, communicator }: RootState, { boardIds, communicatorIds, active }: UnsavedBatch): WorkChanges => ({
  putBoards: boardIds.flatMap((id) => (board.boards[id] ? [board.boards[id]] : [])),
  deleteBoardIds: boardIds.filter((id) => !board.boards[id]),
  putCommunicators: communicatorIds.flatMap((id) => (communicator.communicators[id] ? [communicator.communicators[id]] : [])),
  deleteCommunicatorIds: communicatorIds.filter((id) => !communicator.communicators[id]),
  ...(active ? { activeCommunicatorId: communicator.activeCommunicatorId } : {}),
});

/**
 * Writes a batch to the device's database and its edits to the account's queue, in one transaction (see WorkQueue);
 * answers whether anything was queued. Throws when the write failed (nothing of it is written then).
 */
export async function writeBatch(db: TesseraDb, state: RootState, batch: UnsavedBatch, queue: WorkQueue | undefined): Promise<boolean> {
  const changes = changesOf(state, batch);
  const queued = queuesEdits(queue, batch.edits);
  await db.transaction('rw', [db.boards, db.communicators, db.meta, ...(queued ? queue.tables(db) : [])], async () => {
    await writeWorkChanges(db, changes);
    if (queued) await queue.add(db, batch.edits);
  });
  return queued;
}
