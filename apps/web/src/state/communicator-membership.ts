import { isMembershipRefusal, withBoardInCommunicator, withoutBoardInCommunicator } from '@tessera/core';
import type { AppThunk } from './app-thunk';
import { communicatorBoardsChanged, selectActiveCommunicator } from './communicator-slice';
import { communicatorNotices } from './communicator-notices';
import { notificationShown } from './notifications-slice';

/**
 * Spec 01 §4: a board joins or leaves the active communicator (saved, and synced like any edit), and the user is
 * told. The root board never leaves. Answers whether the communicator changed.
 */
export const setInCommunicator =
  (boardId: string, included: boolean): AppThunk<boolean> =>
  (dispatch, getState) => {
    const communicator = selectActiveCommunicator(getState());
    const outcome = included ? withBoardInCommunicator(communicator, boardId) : withoutBoardInCommunicator(communicator, boardId);
    if (isMembershipRefusal(outcome)) {
      if (outcome.reason === 'root') dispatch(notificationShown({ message: communicatorNotices.rootNotRemoved, kind: 'error' }));
      return false;
    }
    dispatch(communicatorBoardsChanged({ boards: outcome.boards }));
    dispatch(notificationShown({ message: included ? communicatorNotices.boardAdded : communicatorNotices.boardRemoved, kind: 'success' }));
    return true;
  };
