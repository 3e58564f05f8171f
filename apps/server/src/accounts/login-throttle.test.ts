import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.ts';

const MINUTE = 60_000;

describe('login throttle', () => {
  const setup = () => {
    let now = Date.UTC(2026, 0, 1);
    const throttle = createLoginThrottle(() => new Date(now), { maxFailures: 3, windowMs: 10 * MINUTE, lockMs: 5 * MINUTE });
    return { throttle, advance: (ms: number) => (now += ms) };
  };

  it('locks a key when it reaches the limit within the window, for the lock time', () => {
    const { throttle, advance } = setup();
    throttle.recordFailure(['a']);
    throttle.recordFailure(['a']);
    expect(throttle.isLocked(['a'])).toBe(false);
    throttle.recordFailure(['a']);
    expect(throttle.isLocked(['a'])).toBe(true);
    expect(throttle.isLocked(['b', 'a'])).toBe(true);
    expect(throttle.isLocked(['b'])).toBe(false);
    advance(5 * MINUTE - 1);
    expect(throttle.isLocked(['a'])).toBe(true);
    advance(1);
    expect(throttle.isLocked(['a'])).toBe(false);
    // A fresh count after the lock.
    throttle.recordFailure(['a']);
    expect(throttle.isLocked(['a'])).toBe(false);
  });

  it('forgets failures older than the window', () => {
    const { throttle, advance } = setup();
    throttle.recordFailure(['a']);
    throttle.recordFailure(['a']);
    advance(10 * MINUTE);
    throttle.recordFailure(['a']);
    expect(throttle.isLocked(['a'])).toBe(false);
  });

  it('clearFailures keeps a running lock; forget lifts it', () => {
    const { throttle } = setup();
    for (let index = 0; index < 3; index += 1) throttle.recordFailure(['a', 'b']);
    throttle.clearFailures('a');
    expect(throttle.isLocked(['a'])).toBe(true);
    throttle.forget('a');
    expect(throttle.isLocked(['a'])).toBe(false);
    expect(throttle.isLocked(['b'])).toBe(true);
    throttle.recordFailure(['c']);
    throttle.recordFailure(['c']);
    throttle.clearFailures('c');
    throttle.recordFailure(['c']);
    throttle.recordFailure(['c']);
    expect(throttle.isLocked(['c'])).toBe(false);
  });
});
