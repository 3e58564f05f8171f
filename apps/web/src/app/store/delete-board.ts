import { boardDeletionBlocker } from '@tessera/core';
import type { AppThunk } from './app-thunk';
import { boardsDeleted } from './board-actions';
import { selectActiveBoardId, selectBoardById, selectRootBoardId } from './board-slice';
import { selectActiveCommunicator } from './communicator-slice';
import { editNotices } from './edit-notices';
import { notificationShown } from './notifications-slice';
import { selectNextUndoKey, undoRecorded, undoRequested } from './undo-slice';

/**
 * Deletes one of the user's boards, with an Undo on the notice. The root board cannot go ('Root Board cannot
 * be deleted'), nor the board on screen. A built-in board loses only the user's copy and shows as shipped.
 */
export const deleteBoard =
  (boardId: string): AppThunk<boolean> =>
  (dispatch, getState) => {
    const state = getState();
    const blocker = boardDeletionBlocker(boardId, { rootBoardId: selectRootBoardId(state), activeBoardId: selectActiveBoardId(state) });
    if (blocker?.reason === 'root') {
      dispatch(notificationShown({ message: blocker.message, kind: 'error' }));
      return false;
    }
    const board = selectBoardById(state, boardId);
    if (blocker || !board) return false;
    const undoKey = selectNextUndoKey(state);
    dispatch(undoRecorded({ key: undoKey, boards: [board], communicator: selectActiveCommunicator(state) }));
    dispatch(boardsDeleted({ ids: [boardId] }));
    dispatch(notificationShown({ message: editNotices.boardDeleted, kind: 'info', action: { label: editNotices.undo, command: undoRequested({ key: undoKey }) } }));
    return true;
  };
