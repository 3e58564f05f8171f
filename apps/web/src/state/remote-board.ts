import type { Board } from '@tessera/core';
import { defineMessages } from 'react-intl';
import { isApiError } from '../lib/api/api-error';
import { callApi } from '../lib/api/call-api';
import type { AppThunk } from './app-thunk';
import { boardsLoaded } from './board-slice';
import { notificationShown } from './notifications-slice';

// Spec 01 §8 board fallbacks.
export const remoteBoardNotices = defineMessages({
  notFound: { id: 'board.notice.notFound', defaultMessage: 'Board not found' },
  fetchFailed: { id: 'board.notice.fetchFailed', defaultMessage: 'Failed to fetch board' },
});

/**
 * GET /board/{id}: a board this device does not hold (a shared link, a folder of a public board). It is kept
 * on the device so it opens offline later; it stays its owner's (the sync never sends someone else's board).
 * Answers null, with the spec's notice, when it cannot be had; a board of this device is never replaced.
 */
export const fetchBoardById =
  (id: string, { quiet = false } = {}): AppThunk<Promise<Board | null>> =>
  async (dispatch, getState) => {
    try {
      const answer = await dispatch(callApi<unknown>({ path: `/board/${encodeURIComponent(id)}`, auth: 'optional' }));
      const { boardInAnswer } = await import('./remote-board-answer');
      const board = boardInAnswer(answer);
      if (!board || board.id !== id) throw new Error('not a board');
      if (!getState().board.boards[id]) dispatch(boardsLoaded([board]));
      return board;
    } catch (error) {
      if (!quiet) {
        const notFound = isApiError(error) && error.status === 404;
        dispatch(notificationShown({ message: notFound ? remoteBoardNotices.notFound : remoteBoardNotices.fetchFailed, kind: 'warning' }));
      }
      return null;
    }
  };
