import type { AppDispatch } from '../../state/store';
import { lockPressed } from '../../state/ui-slice';

/** A press of the lock toggle: counts it (spec 01 §4 Lock); the lock announcer says what it did. */
export const pressLockButton =
  (now: number = Date.now()) =>
  (dispatch: AppDispatch): void => {
    // Always the four presses: a quickUnlockActive setting from the account does not shorten them (spec 02 §2).
    dispatch(lockPressed({ now }));
  };
