import type { ConflictRecord, TesseraDb } from '../lib/db';
import { keepConflict, removeConflict } from './';
import type { AppThunk } from '../state/app-thunk';
import { boardCreated, boardSaved } from '../state/board-actions';
import { newLocalId, nowIso } from '../state/commit-board';
import { syncStatusChanged } from '../state/sync-slice';

/**
 * Brings back a version kept after a sync conflict. It becomes the board's newest edit (so it is sent and wins
 * on every device), and the version it replaces is kept in its turn, so restoring can itself be undone. A board
 * deleted since comes back as a new board in the active communicator.
 */
export const restoreBoardVersion =
  (db: TesseraDb, version: ConflictRecord): AppThunk<Promise<string>> =>
  async (dispatch, getState) => {
    const now = nowIso();
    const current = getState().board.boards[version.boardId];
    let boardId = version.boardId;
    if (current) {
      await keepConflict(db, current, 'replaced', Date.now());
      dispatch(boardSaved({ board: { ...current, ...version.board, id: current.id }, now }));
    } else {
      boardId = newLocalId();
      dispatch(boardCreated({ board: { ...version.board, id: boardId, markToUpdate: false }, now }));
    }
    if (version.id !== undefined) await removeConflict(db, version.id);
    dispatch(syncStatusChanged({ conflicts: await db.conflicts.count() }));
    return boardId;
  };

/** Forgets a kept version. */
export const discardBoardVersion =
  (db: TesseraDb, version: ConflictRecord): AppThunk<Promise<void>> =>
  async (dispatch) => {
    if (version.id !== undefined) await removeConflict(db, version.id);
    dispatch(syncStatusChanged({ conflicts: await db.conflicts.count() }));
  };
