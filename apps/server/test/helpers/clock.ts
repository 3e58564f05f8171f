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
