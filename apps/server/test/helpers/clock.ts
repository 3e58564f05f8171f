import { vi } from 'vitest';
import type { Clock } from '../../src/clock.ts';

export type TestClock = { clock: Clock; advance: (ms: number) => void; set: (date: Date) => void };

/** A clock that stands still until the test moves it. */
export function makeTestClock(start = new Date('2026-03-01T09:00:00.000Z')): TestClock {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export type FakeSystemTime = { advance: (ms: number) => void; restore: () => void };

/**
 * Fakes Date only (timers run for real) and moves it when the test says: for rules counted in the limiter
 * store (login locks, mail budgets), which reads Date.now() rather than the clock passed to buildApp.
 */
export function fakeSystemTime(start = new Date('2026-03-01T09:00:00.000Z')): FakeSystemTime {
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  return { advance: (ms) => vi.setSystemTime(Date.now() + ms), restore: () => vi.useRealTimers() };
}
