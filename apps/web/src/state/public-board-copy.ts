import { copyBoardSet, gatherBoardTree, isLocalBoardId, sameEmail, type Board } from '@tessera/core';
import { builtInBoardsById } from '@tessera/content';
import type { AppThunk } from './app-thunk';
import { boardsCopied } from './board-actions';
import { newLocalId, nowIso } from './commit-board';
import { selectCopyRefusal, selectOthersBoard } from './others-boards';
import { requestBoard } from './remote-board';

export type CopyOutcome = 'copied' | 'refused' | 'failed';

/**
 * Copies someone else's public board and every board it links to, recursively (core's public-board-copy): new local
 * ids, the user's, private, links pointing at the copies. They join the active communicator and the screen moves to
 * them; for a signed-in user the sync then sends them like any new board. Linked boards are fetched fresh (a 404
 * falls back to this device's copy, spec 01 §4); if one cannot be had, nothing is kept.
 */
export const copyPublicBoard =
  (boardId: string): AppThunk<Promise<CopyOutcome>> =>
  async (dispatch, getState) => {
    const start = getState();
    const root = selectOthersBoard(start, boardId);
    if (!root || !root.isPublic || selectCopyRefusal(start, root.id) !== null) return 'refused';
    const user = start.auth.user;
    const deviceBoard = (id: string): Board | undefined => getState().board.boards[id];
    const gathered = await gatherBoardTree(root, {
      // A link to a built-in board, or to one of the user's own, stays a link: every device has those.
      keepLink: (id) => isLocalBoardId(id) || builtInBoardsById.has(id) || sameEmail(deviceBoard(id)?.email, user?.email),
      getBoard: async (id) => {
        const answer = await dispatch(requestBoard(id));
        return answer.kind === 'board' ? answer.board : deviceBoard(id);
      },
    });
    // The user changed while the boards were fetched: the copies would land in another account.
    if (getState().auth.user?.id !== user?.id) return 'refused';
    if (!gathered.ok) return 'failed';
    const { boards, renames } = copyBoardSet(gathered.boards, { newId: newLocalId, owner: { email: user?.email, author: user?.name } });
    dispatch(boardsCopied({ boards, renames, now: nowIso() }));
    return 'copied';
  };
