import type { LockAnnouncement } from '@tessera/core';
import type { MessageDescriptor } from 'react-intl';
import { lockNotices } from './messages';

/** What a press of the lock button says: the presses still needed (a warning at 3 or fewer), unlocked, locked. */
export type LockNotice = { message: MessageDescriptor; values?: Record<string, number>; kind: 'info' | 'success' | 'warning' };

/** How long a lock notice shows: long enough to read beside the lock, short enough not to linger over the title. */
export const LOCK_NOTICE_MS = 2000;

/** The notice that announces a press of the lock button; an ignored press says nothing. */
export function lockNotice(announce: LockAnnouncement): LockNotice | null {
  switch (announce.kind) {
    case 'remaining':
      return { message: lockNotices.clicksToUnlock, values: { count: announce.remaining }, kind: announce.warning ? 'warning' : 'info' };
    case 'unlocked':
      return { message: lockNotices.unlocked, kind: 'success' };
    case 'locked':
      return { message: lockNotices.locked, kind: 'info' };
    case 'ignored':
      return null;
  }
}
