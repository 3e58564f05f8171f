import { notificationShown } from '../../app/store/notifications-slice';
import { selectNavigationSettings } from '../../app/store/settings-slice';
import type { AppDispatch, RootState } from '../../app/store/store';
import { lockPressed, selectLastLockAnnouncement } from '../../app/store/ui-slice';
import { lockNotice } from './lock-notice';

/** A press of the lock toggle: counts it (spec 01 §4 Lock) and announces what it did. */
export const pressLockButton =
  (now: number = Date.now()) =>
  (dispatch: AppDispatch, getState: () => RootState): void => {
    const { quickUnlockActive } = selectNavigationSettings(getState());
    dispatch(lockPressed({ now, quickUnlock: quickUnlockActive }));
    const announce = selectLastLockAnnouncement(getState());
    const notice = announce && lockNotice(announce);
    if (notice) dispatch(notificationShown(notice));
  };
