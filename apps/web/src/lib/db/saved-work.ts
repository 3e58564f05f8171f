import { BOARD_SCHEMA_VERSION, type Board, type Communicator } from '@tessera/core';
import { migrateSavedBoards, parseSavedCommunicators } from './saved-records';
import { ACTIVE_COMMUNICATOR_KEY } from './saved-work-at-start';
import type { SavedWork } from './saved-work-types';
import type { TesseraDb } from './tessera-db';

/**
 * Reads everything saved, bringing old board records up to date. A record that cannot be read is left in the
 * database untouched (a later version may read it) rather than deleted.
 */
export async function readSavedWork(db: TesseraDb): Promise<SavedWork> {
  const [boardRecords, communicatorRecords, active] = await Promise.all([
    db.boards.toArray(),
    db.communicators.toArray(),
    db.meta.get(ACTIVE_COMMUNICATOR_KEY),
  ]);
  return { boards: migrateSavedBoards(boardRecords), communicators: parseSavedCommunicators(communicatorRecords), activeCommunicatorId: active?.value };
}

export interface WorkChanges {
  putBoards: readonly Board[];
  deleteBoardIds: readonly string[];
  putCommunicators: readonly Communicator[];
  deleteCommunicatorIds: readonly string[];
  activeCommunicatorId?: string;
}

/** Writes changed records in one transaction: either all of them land or none do, and what was saved stays. */
export async function writeWorkChanges(db: TesseraDb, changes: WorkChanges): Promise<void> {
  await db.transaction('rw', db.boards, db.communicators, db.meta, async () => {
    if (changes.putBoards.length > 0) await db.boards.bulkPut(changes.putBoards.map((board) => ({ ...board, schemaVersion: BOARD_SCHEMA_VERSION })));
    if (changes.deleteBoardIds.length > 0) await db.boards.bulkDelete([...changes.deleteBoardIds]);
    if (changes.putCommunicators.length > 0) await db.communicators.bulkPut([...changes.putCommunicators]);
    if (changes.deleteCommunicatorIds.length > 0) await db.communicators.bulkDelete([...changes.deleteCommunicatorIds]);
    if (changes.activeCommunicatorId) await db.meta.put({ key: ACTIVE_COMMUNICATOR_KEY, value: changes.activeCommunicatorId });
  });
}
