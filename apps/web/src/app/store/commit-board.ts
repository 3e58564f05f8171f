import { createLocalId, isReservedBoardId, type Board } from '@tessera/core';
import type { AppThunk } from './app-thunk';
import { boardSaved, reservedBoardCopied } from './board-actions';
import { selectBoardById } from './board-slice';
import { selectNextUndoKey, undoRecorded } from './undo-slice';

/** Ids for boards and tiles made on this device (under 14 characters, so the server gives them its own later). */
export const newLocalId = (): string => createLocalId(Math.random);

export const nowIso = (): string => new Date().toISOString();

export type Commit = { boardId: string; undoKey: number };

/**
 * The one way an edited board reaches the store (and, through the persistence listener, the device). It
 * records what the board was, for undo. A reserved built-in board is never overwritten: the edit becomes a
 * copy with a new local id and the communicator's root follows it, so the user's home board stays editable.
 */
export const commitBoard =
  (board: Board): AppThunk<Commit> =>
  (dispatch, getState) => {
    const state = getState();
    const before = selectBoardById(state, board.id);
    const undoKey = selectNextUndoKey(state);
    const now = nowIso();
    let boardId = board.id;
    if (isReservedBoardId(board.id)) {
      boardId = newLocalId();
      dispatch(reservedBoardCopied({ previousId: board.id, board: { ...board, id: boardId }, now }));
      // Undo brings back the built-in content inside the copy; the communicator keeps pointing at the copy,
      // or the history would sit on a board that is no longer the root and later edits would go astray.
      dispatch(undoRecorded({ key: undoKey, boards: before ? [{ ...before, id: boardId }] : [] }));
    } else {
      dispatch(boardSaved({ board, now }));
      dispatch(undoRecorded({ key: undoKey, boards: before ? [before] : [] }));
    }
    return { boardId, undoKey };
  };
