import { describe, expect, it } from 'vitest';
import { initialLockState, pressLock, type LockState } from './lock-counter.ts';

function pressAt(times: number[], start: LockState = initialLockState) {
  let state = start;
  const announced = [];
  for (const t of times) {
    const result = pressLock(state, t);
    state = result.state;
    announced.push(result.announce);
  }
  return { state, announced };
}

describe('lock counter', () => {
  it('starts locked', () => {
    expect(initialLockState.isLocked).toBe(true);
  });

  it('unlocks on the fourth quick press, announcing the presses left', () => {
    const { state, announced } = pressAt([0, 500, 1000, 1500]);
    expect(announced).toEqual([
      { kind: 'remaining', remaining: 3, warning: true },
      { kind: 'remaining', remaining: 2, warning: true },
      { kind: 'remaining', remaining: 1, warning: true },
      { kind: 'unlocked' },
    ]);
    expect(state.isLocked).toBe(false);
  });

  it('starts the count over after 2000 ms without a press', () => {
    const { state, announced } = pressAt([0, 500, 2500, 3000]);
    expect(announced[2]).toEqual({ kind: 'remaining', remaining: 3, warning: true });
    expect(state).toMatchObject({ isLocked: true, count: 2 });
    expect(pressAt([0, 1999]).state.count).toBe(2);
  });

  it('ignores presses for 1000 ms after unlocking, then locks at once', () => {
    const unlocked = pressAt([0, 100, 200, 300]).state;
    const ignored = pressLock(unlocked, 1299);
    expect(ignored.announce).toEqual({ kind: 'ignored' });
    expect(ignored.state).toBe(unlocked);
    const locked = pressLock(unlocked, 1300);
    expect(locked.announce).toEqual({ kind: 'locked' });
    expect(locked.state).toMatchObject({ isLocked: true, count: 0 });
  });

  it('needs four fresh presses after locking again', () => {
    const relocked = pressLock(pressAt([0, 100, 200, 300]).state, 5000).state;
    expect(pressLock(relocked, 5100).announce).toEqual({ kind: 'remaining', remaining: 3, warning: true });
  });
});
