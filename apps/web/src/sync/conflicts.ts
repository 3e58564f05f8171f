import type { Board } from '@tessera/core';
import type { ConflictRecord, TesseraDb } from '../lib/db';

/** How many earlier versions are kept per board; older ones go first. */
export const MAX_CONFLICTS_PER_BOARD = 20;

/** Keeps a version of a board that lost a sync, so the user can bring it back. */
export async function keepConflict(db: TesseraDb, board: Board, reason: ConflictRecord['reason'], now: number): Promise<void> {
  await db.transaction('rw', db.conflicts, async () => {
    await db.conflicts.add({ boardId: board.id, board, reason, savedAt: now });
    const versions = await db.conflicts.where('boardId').equals(board.id).sortBy('savedAt');
    const extra = versions.slice(0, Math.max(0, versions.length - MAX_CONFLICTS_PER_BOARD));
    if (extra.length > 0) await db.conflicts.bulkDelete(extra.flatMap((v) => (v.id === undefined ? [] : [v.id])));
  });
}

/** Every kept version, newest first. */
export async function listConflicts(db: TesseraDb): Promise<ConflictRecord[]> {
  const all = await db.conflicts.orderBy('savedAt').toArray();
  return all.reverse();
}

export async function removeConflict(db: TesseraDb, id: number): Promise<void> {
  await db.conflicts.delete(id);
}

/** Board ids changed (local ids to server ids, previous to next): kept versions follow them. */
export async function renameConflicts(db: TesseraDb, renamed: ReadonlyMap<string, string>): Promise<void> {
  if (renamed.size === 0) return;
  await db.conflicts
    .where('boardId')
    .anyOf([...renamed.keys()])
    .modify((record) => {
      const nextId = renamed.get(record.boardId);
      if (nextId === undefined) return;
      record.boardId = nextId;
      record.board = { ...record.board, id: nextId };
    });
}
