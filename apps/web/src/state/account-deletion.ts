import { getDb } from '../lib/db';
import { loggedOut } from './auth-slice';
import { notificationShown } from './notifications-slice';
import type { AppDispatch } from './store';
import { accountDeletionNotices } from './account-deletion-notices';

/**
 * The server deleted the account: the user is logged out and the account's database on this device goes too
 * (its boards, kept versions and queue belonged to the account the user asked to remove). Its queue is
 * emptied first, so logging out does not say that unsent changes are kept for the next login.
 */
export const accountDeletedHere =
  (userId: string) =>
  async (dispatch: AppDispatch): Promise<void> => {
    const db = getDb(userId);
    await db.outbox.clear().catch(() => undefined);
    dispatch(loggedOut());
    dispatch(notificationShown({ message: accountDeletionNotices.deleted, kind: 'info' }));
    await db.delete().catch(() => undefined);
  };
