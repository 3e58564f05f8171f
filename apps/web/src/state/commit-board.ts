import { createLocalId, isReservedBoardId, type Board } from '@tessera/core';
import type { AppThunk } from './app-thunk';
import { boardSaved, reservedBoardCopied } from './board-actions';
import { selectBoardById } from './board-slice';
import { offerBoardCopy } from './others-boards';
import { selectNextUndoKey, undoRecorded } from './undo-slice';

/** Ids for boards and tiles made on this device (under 14 characters, so the server gives them its own later). */
export const newLocalId = (): string => createLocalId(Math.random);

export const nowIso = (): string => new Date().toISOString();

export type Commit = { boardId: string; undoKey: number };

/**
 * The one way an edited board reaches the store (and, through the persistence listener, the device). It
 * records what the board was, for undo. A reserved built-in board is never overwritten: the edit becomes a
 * copy with a new local id and the communicator's root follows it, so the user's home board stays editable.
 * Someone else's board from the server is never changed (spec 01 §4: only the owner edits a remote board): the edit
 * is refused (null) and the user is offered a copy of the public board and its folders, or told why not.
 */
export const commitBoard =
  (board: Board): AppThunk<Commit | null> =>
  (dispatch, getState) => {
    if (dispatch(offerBoardCopy(board.id, 'edit'))) return null;
    const state = getState();
    const before = selectBoardById(state, board.id);
    const undoKey = selectNextUndoKey(state);
    const now = nowIso();
    let boardId = board.id;
    if (isReservedBoardId(board.id)) {
      boardId = newLocalId();
      // A new board of the user's: no server version yet. The account's copy of a reserved built-in board names
      // it as its origin, so every device of the account opens the copy for it (and two devices' copies meet).
      const { version: _version, originId: _originId, ...content } = board;
      dispatch(reservedBoardCopied({ previousId: board.id, board: { ...content, id: boardId, originId: board.id }, now }));
      // Undo brings back the built-in content inside the copy; the communicator keeps pointing at the copy,
      // or the history would sit on a board that is no longer the root and later edits would go astray.
      dispatch(undoRecorded({ key: undoKey, boards: before ? [{ ...before, id: boardId }] : [] }));
    } else {
      dispatch(boardSaved({ board, now }));
      dispatch(undoRecorded({ key: undoKey, boards: before ? [before] : [] }));
    }
    return { boardId, undoKey };
  };
