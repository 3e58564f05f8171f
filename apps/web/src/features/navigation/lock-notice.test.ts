import { describe, expect, it } from 'vitest';
import { lockNotice } from './lock-notice';
import { lockNotices } from './messages';

describe('lockNotice', () => {
  it('announces the presses still needed, as a warning at 3 or fewer', () => {
    expect(lockNotice({ kind: 'remaining', remaining: 3, warning: true })).toEqual({
      message: lockNotices.clicksToUnlock,
      values: { count: 3 },
      kind: 'warning',
    });
    expect(lockNotice({ kind: 'remaining', remaining: 5, warning: false })?.kind).toBe('info');
  });

  it('announces unlocking and locking, and says nothing for an ignored press', () => {
    expect(lockNotice({ kind: 'unlocked' })).toEqual({ message: lockNotices.unlocked, kind: 'success' });
    expect(lockNotice({ kind: 'locked' })).toEqual({ message: lockNotices.locked, kind: 'info' });
    expect(lockNotice({ kind: 'ignored' })).toBeNull();
  });
});
