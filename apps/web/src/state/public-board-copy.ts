import { copyBoardSet, copyRefusal, gatherBoardTree, isLocalBoardId, isOthersBoard, sameEmail, type Board } from '@tessera/core';
import { builtInBoardsById } from '@tessera/content';
import type { AppThunk } from './app-thunk';
import { boardsCopied } from './board-actions';
import { newLocalId, nowIso } from './commit-board';
import { selectActiveCommunicator } from './communicator-slice';
import { selectOthersBoard } from './others-boards';
import { requestBoard } from './remote-board';

/** What a copy came to: the copy of the board asked for (the root of the set), or why there is none. */
export type CopyOutcome = { outcome: 'copied'; copyId: string } | { outcome: 'refused' } | { outcome: 'failed' };

/**
 * Copies someone else's public board and every board it links to, recursively (core's public-board-copy): new local
 * ids, the user's, private, links pointing at the copies, each remembering the board it was copied from. They join
 * the active communicator, and a screen on the original moves to the copy; for a signed-in user the sync then sends
 * them like any new board. The board itself is fetched when this device does not hold it (a board of the public
 * list); linked boards are fetched fresh (a 404 falls back to this device's copy, spec 01 §4); if one cannot be had,
 * nothing is kept.
 */
export const copyPublicBoard =
  (boardId: string): AppThunk<Promise<CopyOutcome>> =>
  async (dispatch, getState) => {
    const user = getState().auth.user;
    const deviceBoard = (id: string): Board | undefined => getState().board.boards[id];
    const fetched = async (id: string): Promise<Board | undefined> => {
      const answer = await dispatch(requestBoard(id));
      return answer.kind === 'board' ? answer.board : undefined;
    };
    const root = selectOthersBoard(getState(), boardId) ?? (deviceBoard(boardId) ? undefined : await fetched(boardId));
    if (!root) return { outcome: deviceBoard(boardId) ? 'refused' : 'failed' };
    if (!isOthersBoard(root, user?.email, builtInBoardsById.has(root.id)) || !root.isPublic) return { outcome: 'refused' };
    if (copyRefusal(root, selectActiveCommunicator(getState()).boards, user?.email) !== null) return { outcome: 'refused' };
    const gathered = await gatherBoardTree(root, {
      // A link to a built-in board, or to one of the user's own, stays a link: every device has those.
      keepLink: (id) => isLocalBoardId(id) || builtInBoardsById.has(id) || sameEmail(deviceBoard(id)?.email, user?.email),
      getBoard: async (id) => (await fetched(id)) ?? deviceBoard(id),
    });
    // The user changed while the boards were fetched: the copies would land in another account.
    if (getState().auth.user?.id !== user?.id) return { outcome: 'refused' };
    if (!gathered.ok) return { outcome: 'failed' };
    const { boards, renames, rootId } = copyBoardSet(gathered.boards, { newId: newLocalId, owner: { email: user?.email, author: user?.name } });
    dispatch(boardsCopied({ boards, renames, now: nowIso() }));
    return { outcome: 'copied', copyId: rootId };
  };
