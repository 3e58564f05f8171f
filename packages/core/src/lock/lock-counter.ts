/** Presses of the lock button that unlock the board (spec 01 §4 Lock, §9). */
export const UNLOCK_PRESSES = 4;
/** Without a press for this long, the count starts over. */
export const LOCK_COUNT_RESET_MS = 2000;
/** Right after unlocking, presses are ignored, so the last of a quick burst does not lock again. */
export const UNLOCK_IGNORE_MS = 1000;
/** Remaining-press announcements at or under this count are warnings. */
export const LOCK_WARNING_THRESHOLD = 3;

export type LockState = {
  isLocked: boolean;
  /** Presses counted towards unlocking. */
  count: number;
  lastPressAt: number | null;
  unlockedAt: number | null;
};

export type LockAnnouncement = { kind: 'remaining'; remaining: number; warning: boolean } | { kind: 'unlocked' } | { kind: 'locked' } | { kind: 'ignored' };

/** Boards start locked (spec 01 §3 Board UI state). */
export const initialLockState: LockState = { isLocked: true, count: 0, lastPressAt: null, unlockedAt: null };

/**
 * One press of the lock button at time `now` (milliseconds). Unlocking always takes UNLOCK_PRESSES presses: the
 * quick settings unlock setting is shown disabled (spec 02 §2) and never shortens it.
 */
export function pressLock(state: LockState, now: number): { state: LockState; announce: LockAnnouncement } {
  if (!state.isLocked) {
    if (state.unlockedAt !== null && now - state.unlockedAt < UNLOCK_IGNORE_MS) return { state, announce: { kind: 'ignored' } };
    return { state: { isLocked: true, count: 0, lastPressAt: now, unlockedAt: null }, announce: { kind: 'locked' } };
  }
  const stale = state.lastPressAt === null || now - state.lastPressAt >= LOCK_COUNT_RESET_MS;
  const count = (stale ? 0 : state.count) + 1;
  if (count >= UNLOCK_PRESSES) {
    return { state: { isLocked: false, count: 0, lastPressAt: now, unlockedAt: now }, announce: { kind: 'unlocked' } };
  }
  const remaining = UNLOCK_PRESSES - count;
  return {
    state: { ...state, count, lastPressAt: now },
    announce: { kind: 'remaining', remaining, warning: remaining <= LOCK_WARNING_THRESHOLD },
  };
}
