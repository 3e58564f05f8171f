import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { boardsLoaded } from './board-slice';
import { settingsLoaded } from './settings-slice';
import {
  boardIdReplaced,
  boardsAcknowledged,
  boardsUnmarked,
  communicatorAcknowledged,
  communicatorIdReplaced,
  communicatorsArrived,
  remoteBoardsArrived,
  settingsArrived,
  workChangedElsewhere,
} from './sync-actions';

/**
 * Where a change of the user's work came from, which decides what happens to it: an `edit` made on this device
 * is saved here and sent to the account; what came from the `server` (its answers, a pull, saved work read back)
 * is saved here and never sent back; what another tab saved (`elsewhere`) is already saved and is only shown.
 */
export type ChangeOrigin = 'edit' | 'server' | 'elsewhere';

const fromServer = isAnyOf(
  remoteBoardsArrived,
  boardIdReplaced,
  boardsAcknowledged,
  boardsUnmarked,
  communicatorIdReplaced,
  communicatorsArrived,
  communicatorAcknowledged,
  settingsArrived,
  boardsLoaded,
  settingsLoaded,
);
const fromElsewhere = isAnyOf(workChangedElsewhere);

export const changeOriginOf = (action: UnknownAction): ChangeOrigin => (fromElsewhere(action) ? 'elsewhere' : fromServer(action) ? 'server' : 'edit');
