import { describe, expect, it } from 'vitest';
import { lockNotice, LOCK_NOTICE_GROUP } from './lock-notice';
import { lockNotices } from './messages';

describe('lockNotice', () => {
  it('announces the presses still needed, as a warning at 3 or fewer', () => {
    expect(lockNotice({ kind: 'remaining', remaining: 3, warning: true })).toEqual({
      message: lockNotices.clicksToUnlock,
      values: { count: 3 },
      kind: 'warning',
      group: LOCK_NOTICE_GROUP,
    });
    expect(lockNotice({ kind: 'remaining', remaining: 5, warning: false })?.kind).toBe('info');
  });

  it('announces unlocking and locking in the same group, and says nothing for an ignored press', () => {
    expect(lockNotice({ kind: 'unlocked' })).toMatchObject({ message: lockNotices.unlocked, kind: 'success', group: LOCK_NOTICE_GROUP });
    expect(lockNotice({ kind: 'locked' })).toMatchObject({ message: lockNotices.locked, group: LOCK_NOTICE_GROUP });
    expect(lockNotice({ kind: 'ignored' })).toBeNull();
  });
});
