import { communicatorRootOf, withFeaturedRoot, type DefaultBoardIncluded } from '@tessera/core';
import { defineMessages } from 'react-intl';
import type { AppThunk } from './app-thunk';
import { communicatorRootChosen } from './board-actions';
import { boardSwitched, selectBoardById, selectRootBoardId } from './board-slice';
import { selectActiveCommunicator } from './communicator-slice';
import { editNotices } from './edit-notices';
import { notificationShown } from './notifications-slice';
import type { RootState } from './store';

// The store keeps whole descriptors, so the notice carries its English text too.
export const featuredRootNotices = defineMessages({
  chosen: { id: 'featured.notice.chosen', defaultMessage: '{name} is now the root board' },
});

/** Whether a board is the root board: the account's own copy of a built-in board counts as that board. */
export const selectIsRootBoard = (state: RootState, boardId: string): boolean => {
  const root = selectRootBoardId(state);
  return root === boardId || (selectBoardById(state, boardId)?.id ?? boardId) === (selectBoardById(state, root)?.id ?? root);
};

/**
 * Spec 01 §4: switching to a featured default board makes it the active communicator's root, lists it in the
 * communicator and its defaultBoardsIncluded, and shows it. The communicator is an ordinary edit: saved on the
 * device and sent by the sync for a signed-in user. The notice's Undo puts the previous root back. `name` is the
 * set's name as the user reads it. Answers whether the communicator changed.
 */
export const chooseFeaturedRoot =
  (featured: DefaultBoardIncluded, name: string): AppThunk<boolean> =>
  (dispatch, getState) => {
    const state = getState();
    const communicator = selectActiveCommunicator(state);
    const previous = communicatorRootOf(communicator);
    // Already the root (perhaps as the user's edited copy, which the set's id opens): it is only shown.
    if (selectIsRootBoard(state, featured.homeBoard)) {
      dispatch(boardSwitched(previous.rootBoard));
      return false;
    }
    const next = withFeaturedRoot(communicator, featured);
    dispatch(communicatorRootChosen(next));
    dispatch(
      notificationShown({
        message: featuredRootNotices.chosen,
        values: { name },
        kind: 'success',
        action: { label: editNotices.undo, command: communicatorRootChosen(previous) },
      }),
    );
    return true;
  };
