import { isLocalBoardId, type BoardVersionSummary } from '@tessera/core';
import type { RequestContext } from '../lib/api/request-json';
import type { AppThunk } from '../state/app-thunk';
import { commitBoard } from '../state/commit-board';
import { selectBoardById } from '../state/board-slice';
import type { RootState } from '../state/store';
import { deviceHeaders } from '../lib/device-identity';
import { syncRequests } from './sync-requests';

const contextOf = (state: RootState): RequestContext => ({ token: state.auth.user?.authToken, headers: deviceHeaders() });

/** Whether the account keeps a history of this board: the signed-in user's own board on the server. */
export const hasAccountHistory = (state: RootState, boardId: string): boolean =>
  Boolean(state.auth.user?.authToken) &&
  !isLocalBoardId(boardId) &&
  selectBoardById(state, boardId)?.email?.toLowerCase() === state.auth.user?.email.toLowerCase();

/** The earlier versions the account keeps of one of the user's boards (the last 20, and those written over), newest first. */
export const loadAccountHistory =
  (boardId: string): AppThunk<Promise<BoardVersionSummary[]>> =>
  (_dispatch, getState) =>
    syncRequests.boardVersions(boardId, contextOf(getState()));

/**
 * Brings back an earlier version from the account on any device: its content becomes the board's newest edit, sent
 * like any other, so the version it replaces goes to the history in its turn and the restore can itself be undone.
 */
export const restoreAccountVersion =
  (boardId: string, version: number): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const earlier = await syncRequests.boardVersion(boardId, version, contextOf(getState()));
    const current = selectBoardById(getState(), boardId);
    if (!current) return;
    const { version: _version, id: _id, ...content } = earlier;
    dispatch(commitBoard({ ...current, ...content, id: current.id }));
  };
