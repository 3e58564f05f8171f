import { notificationShown } from '../../state/notifications-slice';
import type { AppDispatch, RootState } from '../../state/store';
import { lockPressed, selectLastLockAnnouncement } from '../../state/ui-slice';
import { lockNotice } from './lock-notice';

/** A press of the lock toggle: counts it (spec 01 §4 Lock) and announces what it did. */
export const pressLockButton =
  (now: number = Date.now()) =>
  (dispatch: AppDispatch, getState: () => RootState): void => {
    // Always the four presses: a quickUnlockActive setting from the account does not shorten them (spec 02 §2).
    dispatch(lockPressed({ now }));
    const announce = selectLastLockAnnouncement(getState());
    const notice = announce && lockNotice(announce);
    if (notice) dispatch(notificationShown(notice));
  };
