import { selectNavigationSettings } from '../../state/settings-slice';
import type { AppDispatch, RootState } from '../../state/store';
import { lockPressed } from '../../state/ui-slice';

/** A press of the lock toggle: counts it (spec 01 §4 Lock); the lock announcer says what it did. */
export const pressLockButton =
  (now: number = Date.now()) =>
  (dispatch: AppDispatch, getState: () => RootState): void => {
    const { quickUnlockActive } = selectNavigationSettings(getState());
    dispatch(lockPressed({ now, quickUnlock: quickUnlockActive }));
  };
