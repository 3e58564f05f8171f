import { useAppDispatch } from '../../state/hooks';
import { notificationShown } from '../../state/notifications-slice';
import { accountNotices } from './messages';

/** Tells the user how a save went, through the app's notices. */
export function useSaveNotice() {
  const dispatch = useAppDispatch();
  return (ok: boolean) =>
    dispatch(notificationShown(ok ? { message: accountNotices.saved, kind: 'success' } : { message: accountNotices.saveFailed, kind: 'error' }));
}
