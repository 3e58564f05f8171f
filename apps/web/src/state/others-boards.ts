import { copyRefusal, isOthersBoard, type Board, type CopyRefusal } from '@tessera/core';
import { builtInBoardsById } from '@tessera/content';
import type { AppThunk } from './app-thunk';
import { selectBoardById } from './board-slice';
import { selectActiveCommunicator } from './communicator-slice';
import type { RootState } from './root-reducer';
import { blockedPrivateBoardShown, copyPublicBoardOffered, type CopyOffer } from './ui-slice';

/** Someone else's board from the server, as this device holds it (built-in boards and the user's own are not). */
export function selectOthersBoard(state: RootState, boardId: string): Board | undefined {
  const board = selectBoardById(state, boardId);
  return board && isOthersBoard(board, state.auth.user?.email, builtInBoardsById.has(board.id)) ? board : undefined;
}

/** Why this board is not copied (spec 01 §4: the user is its author, or the communicator already lists it), or null. */
export function selectCopyRefusal(state: RootState, boardId: string): CopyRefusal | null {
  const board = selectBoardById(state, boardId);
  return board ? copyRefusal(board, selectActiveCommunicator(state).boards, state.auth.user?.email) : null;
}

/**
 * Why a board of the public list is not copied, before it is fetched: one of the user's own on this device, or one
 * the communicator already lists (the copy itself checks again against the board as the server answers it).
 */
export function selectListedCopyRefusal(state: RootState, boardId: string): CopyRefusal | null {
  if (selectBoardById(state, boardId) && !selectOthersBoard(state, boardId)) return 'author';
  return selectCopyRefusal(state, boardId) ?? (selectActiveCommunicator(state).boards.includes(boardId) ? 'in-communicator' : null);
}

/**
 * Spec 01 §4: a non-owner opening a public board is offered a copy (not when it could not be copied anyway); trying to
 * change someone else's board offers the copy too, or says why there is none, and a private one is blocked with 'ask
 * the author to publish'. Answers whether the board is someone else's (so an edit of it must not go ahead).
 */
export const offerBoardCopy =
  (boardId: string, trigger: CopyOffer['trigger']): AppThunk<boolean> =>
  (dispatch, getState) => {
    const state = getState();
    const board = selectOthersBoard(state, boardId);
    if (!board) return false;
    if (!board.isPublic) {
      if (trigger === 'edit') dispatch(blockedPrivateBoardShown(board.id));
    } else if (trigger === 'edit' || selectCopyRefusal(state, board.id) === null) {
      dispatch(copyPublicBoardOffered({ boardId: board.id, trigger }));
    }
    return true;
  };
