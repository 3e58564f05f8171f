import { createSelector } from '@reduxjs/toolkit';
import { canEditRemoteBoard, type Board } from '@tessera/core';
import { selectBoardById } from './board-slice';
import { selectActiveCommunicator } from './communicator-slice';
import type { RootState } from './store';

const newestFirst = (a: Board, b: Board): number => (b.lastEdited ?? '').localeCompare(a.lastEdited ?? '');

/**
 * The user's own boards on this device, newest first: what they made or changed (their copies of built-in boards
 * included), never a public board of someone else that was opened here. The sync keeps them in step with the
 * account, so the list holds edits not sent yet too.
 */
export const selectMyBoards = createSelector(
  [(state: RootState) => state.board.boards, (state: RootState) => state.auth.user?.email],
  (boards, email): Board[] =>
    Object.values(boards)
      .filter((board) => canEditRemoteBoard(board, email))
      .sort(newestFirst),
);

/** A board of the user's own on this device: theirs to publish, rename, give a cover or delete. */
export const selectIsOwnBoard = (state: RootState, boardId: string): boolean => {
  const board = state.board.boards[boardId];
  return board !== undefined && canEditRemoteBoard(board, state.auth.user?.email);
};

/** The active communicator's boards, in its order; ids this device cannot open are left out. */
export const selectCommunicatorBoards = createSelector([(state: RootState) => state.board, selectActiveCommunicator], (board, communicator): Board[] => {
  const seen = new Set<string>();
  return communicator.boards.flatMap((id) => {
    const found = selectBoardById({ board }, id);
    if (!found || seen.has(found.id)) return [];
    seen.add(found.id);
    return [found];
  });
});
