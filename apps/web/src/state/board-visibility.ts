import { needsDescriptionToPublish, withDetails, withVisibility } from '@tessera/core';
import type { AppThunk } from './app-thunk';
import { selectBoardById } from './board-slice';
import { commitBoard } from './commit-board';
import { communicatorNotices } from './communicator-notices';
import { selectIsOwnBoard } from './my-boards';
import { notificationShown } from './notifications-slice';

/** What asking to publish came to: published, or a description is wanted first (spec 01 §4), or not the user's to publish. */
export type PublishOutcome = 'published' | 'needs-description' | 'refused';

/**
 * Publish or unpublish one of the user's boards: an ordinary edit of the board (saved here at once, sent by the
 * sync), with the spec's notice. A private board without a description is published only with one.
 */
export const setBoardPublic =
  (boardId: string, isPublic: boolean, description?: string): AppThunk<PublishOutcome> =>
  (dispatch, getState) => {
    const state = getState();
    const board = selectBoardById(state, boardId);
    if (!board || !selectIsOwnBoard(state, boardId)) return 'refused';
    if (isPublic && description === undefined && needsDescriptionToPublish(board)) return 'needs-description';
    const next = withVisibility(board, isPublic, description);
    if (!next) return 'needs-description';
    if (next !== board) dispatch(commitBoard(next));
    dispatch(notificationShown({ message: isPublic ? communicatorNotices.published : communicatorNotices.unpublished, kind: 'success' }));
    return 'published';
  };

/** The "edit name and description" dialog's save; `name` undefined keeps the name shown. Answers whether it was saved. */
export const saveBoardDetails =
  (boardId: string, details: { name?: string | undefined; description: string }): AppThunk<boolean> =>
  (dispatch, getState) => {
    const state = getState();
    const board = selectBoardById(state, boardId);
    if (!board || !selectIsOwnBoard(state, boardId)) return false;
    const next = withDetails(board, details);
    if (!next) return false;
    dispatch(commitBoard(next));
    return true;
  };

/** The board's cover picture (`caption`): a `media:` ref kept on this device, which the sync uploads; undefined removes it. */
export const setBoardCover =
  (boardId: string, caption: string | undefined): AppThunk<boolean> =>
  (dispatch, getState) => {
    const state = getState();
    const board = selectBoardById(state, boardId);
    if (!board || !selectIsOwnBoard(state, boardId)) return false;
    const { caption: _previous, ...rest } = board;
    dispatch(commitBoard(caption === undefined ? rest : { ...rest, caption }));
    return true;
  };
