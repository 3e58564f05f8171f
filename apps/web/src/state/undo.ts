import type { Board, Communicator } from '@tessera/core';
import type { Middleware } from '@reduxjs/toolkit';
import type { AppThunk } from './app-thunk';
import { boardsRestored } from './board-actions';
import { nowIso } from './commit-board';
import { selectionChanged } from './ui-slice';
import { selectUndoEntries, undoRequested, undoTaken } from './undo-slice';

/**
 * Puts back what the latest edit changed, or every edit back to and including `key`. Older snapshots win
 * when several edits touched the same board. Returns whether there was anything to undo.
 */
export const undoLastEdit =
  (key?: number): AppThunk<boolean> =>
  (dispatch, getState) => {
    const entries = selectUndoEntries(getState());
    const from = key === undefined ? entries.length - 1 : entries.findIndex((entry) => entry.key === key);
    const first = entries[from];
    if (!first) return false;
    const boards = new Map<string, Board>();
    let communicator: Communicator | undefined;
    for (const entry of entries.slice(from).reverse()) {
      for (const board of entry.boards) boards.set(board.id, board);
      communicator = entry.communicator ?? communicator;
    }
    dispatch(boardsRestored({ boards: [...boards.values()], ...(communicator ? { communicator } : {}), now: nowIso() }));
    dispatch(undoTaken(first.key));
    dispatch(selectionChanged([]));
    return true;
  };

/** Carries out undoRequested, the plain action a notice's Undo button holds. */
export const undoMiddleware: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (undoRequested.match(action)) (api.dispatch as (thunk: AppThunk<boolean>) => boolean)(undoLastEdit(action.payload?.key));
  return result;
};
