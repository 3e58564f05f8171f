import { boardDeletionBlocker, deleteTiles, type Board } from '@tessera/core';
import { builtInBoardsById } from '@tessera/content';
import type { AppThunk } from './app-thunk';
import type { RootState } from './store';
import { boardSaved, boardsDeleted } from './board-actions';
import { boardSwitched, previousBoard, selectActiveBoardId, selectBoardById, selectNavHistory, selectRootBoardId } from './board-slice';
import { nowIso } from './commit-board';
import { selectActiveCommunicator } from './communicator-slice';
import { editNotices } from './edit-notices';
import { notificationShown } from './notifications-slice';
import { selectNextUndoKey, undoRecorded, undoRequested } from './undo-slice';

/**
 * A board the user may delete: one of their own (made or imported on this device, not a built-in board, whose
 * "deletion" would only bring back the shipped version) and not the communicator's root board.
 */
export const selectCanDeleteBoard = (state: RootState, boardId: string): boolean =>
  boardId in state.board.boards && !builtInBoardsById.has(boardId) && boardId !== selectRootBoardId(state);

/** The user's boards with folder tiles that open `boardId`, each without those tiles. */
const withoutFoldersTo = (boards: readonly Board[], boardId: string): { before: Board; after: Board }[] =>
  boards.flatMap((before) => {
    const ids = before.tiles.filter((tile) => tile.loadBoard === boardId).map((tile) => tile.id);
    return ids.length > 0 ? [{ before, after: deleteTiles(before, ids) }] : [];
  });

/**
 * Deletes one of the user's boards, and the folder tiles that open it (they would lead nowhere), with an Undo
 * on the notice that brings all of it back. The root board cannot go ('Root Board cannot be deleted'), nor the
 * board on screen. A built-in board loses only the user's copy and shows as shipped.
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
    const parents = withoutFoldersTo(
      Object.values(state.board.boards).filter((candidate) => candidate.id !== boardId),
      boardId,
    );
    const undoKey = selectNextUndoKey(state);
    dispatch(undoRecorded({ key: undoKey, boards: [board, ...parents.map(({ before }) => before)], communicator: selectActiveCommunicator(state) }));
    const now = nowIso();
    for (const { after } of parents) dispatch(boardSaved({ board: after, now }));
    dispatch(boardsDeleted({ ids: [boardId] }));
    dispatch(
      notificationShown({ message: editNotices.boardDeleted, kind: 'info', action: { label: editNotices.undo, command: undoRequested({ key: undoKey }) } }),
    );
    return true;
  };

/**
 * Leaves the board on screen so that it can be deleted (the board on screen cannot be): back to the board it
 * was opened from, or to the root board when it was opened directly. Returns whether it left.
 */
export const leaveBoardToDelete =
  (boardId: string): AppThunk<boolean> =>
  (dispatch, getState) => {
    const state = getState();
    if (selectActiveBoardId(state) !== boardId || !selectCanDeleteBoard(state, boardId)) return false;
    const history = selectNavHistory(state);
    if (history.length > 1 && history[history.length - 2] !== boardId) dispatch(previousBoard());
    else dispatch(boardSwitched(selectRootBoardId(state)));
    return selectActiveBoardId(getState()) !== boardId;
  };
