import type { LockAnnouncement } from '@tessera/core';
import type { NotificationRequest } from '../../state/notifications-slice';
import { lockNotices } from './messages';

/** Lock notices share a group: each press replaces the last notice at once instead of queueing behind it. */
export const LOCK_NOTICE_GROUP = 'lock';

/** The notice that announces a press of the lock button; an ignored press says nothing. */
export function lockNotice(announce: LockAnnouncement): NotificationRequest | null {
  switch (announce.kind) {
    case 'remaining':
      return {
        message: lockNotices.clicksToUnlock,
        values: { count: announce.remaining },
        kind: announce.warning ? 'warning' : 'info',
        group: LOCK_NOTICE_GROUP,
      };
    case 'unlocked':
      return { message: lockNotices.unlocked, kind: 'success', group: LOCK_NOTICE_GROUP };
    case 'locked':
      return { message: lockNotices.locked, kind: 'info', group: LOCK_NOTICE_GROUP };
    case 'ignored':
      return null;
  }
}
