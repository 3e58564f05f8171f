import type { Board, MessageDescriptor } from '@tessera/core';
import { defineMessages } from 'react-intl';
import { isApiError } from '../lib/api/api-error';
import { callApi } from '../lib/api/call-api';
import type { AppThunk } from './app-thunk';
import { boardsLoaded } from './board-slice';
import { notificationShown } from './notifications-slice';
import { blockedPrivateBoardShown } from './ui-slice';

// Spec 01 §8 board fallbacks.
export const remoteBoardNotices = defineMessages({
  notFound: { id: 'board.notice.notFound', defaultMessage: 'Board not found' },
  fetchFailed: { id: 'board.notice.fetchFailed', defaultMessage: 'Failed to fetch board' },
});

/** What GET /board/{id} came to: the board, someone else's private board, no such board, or no answer. */
export type BoardAnswer = { kind: 'board'; board: Board } | { kind: 'private' } | { kind: 'missing' } | { kind: 'failed' };

const isPrivateAnswer = (body: unknown): boolean => typeof body === 'object' && body !== null && (body as { private?: unknown }).private === true;

/**
 * GET /board/{id}, told apart: the server answers someone else's private board with 404 and `private: true` (never
 * 403, which would end the session), so "private" is not mistaken for "missing". An answer that is not a board (or
 * not this one) is a failed fetch.
 */
export const requestBoard =
  (id: string): AppThunk<Promise<BoardAnswer>> =>
  async (dispatch) => {
    try {
      const { BoardSchema } = await import('./remote-board-answer');
      const board = await dispatch(callApi({ path: `/board/${encodeURIComponent(id)}`, auth: 'optional' }, BoardSchema));
      return board.id === id ? { kind: 'board', board } : { kind: 'failed' };
    } catch (error) {
      if (isApiError(error) && error.status === 404) return isPrivateAnswer(error.body) ? { kind: 'private' } : { kind: 'missing' };
      return { kind: 'failed' };
    }
  };

/**
 * GET /board/{id}: a board this device does not hold (a shared link, a folder of a public board). It is kept
 * on the device so it opens offline later; it stays its owner's (the sync never sends someone else's board).
 * Answers null when it cannot be had: someone else's private board is blocked with 'ask the author to publish'
 * (spec 01 §4), anything else gets the spec's notice ('Board not found', or the caller's `notice`). A board of this
 * device is never replaced.
 */
export const fetchBoardById =
  (id: string, { notice }: { notice?: MessageDescriptor } = {}): AppThunk<Promise<Board | null>> =>
  async (dispatch, getState) => {
    const answer = await dispatch(requestBoard(id));
    if (answer.kind === 'board') {
      if (!getState().board.boards[id]) dispatch(boardsLoaded([answer.board]));
      return answer.board;
    }
    if (answer.kind === 'private') dispatch(blockedPrivateBoardShown(id));
    else
      dispatch(
        notificationShown({ message: notice ?? (answer.kind === 'missing' ? remoteBoardNotices.notFound : remoteBoardNotices.fetchFailed), kind: 'warning' }),
      );
    return null;
  };
