import type { Clock } from '../clock.ts';

export const LOGIN_LOCKED_MESSAGE = 'Too many failed login attempts. Try again in 15 minutes.';

export type ThrottleRules = { maxFailures: number; windowMs: number; lockMs: number };

/** 10 failures within 15 minutes lock further tries for 15 minutes. */
export const LOGIN_THROTTLE: ThrottleRules = { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

type Entry = { failures: number[]; lockedUntil: number };

/** Keys kept at most; the oldest are dropped first, so a flood of addresses cannot exhaust memory. */
const MAX_KEYS = 100_000;

/**
 * Failed logins per key (an IP address, an account's email). In this process's memory: with several
 * instances behind a load balancer each counts its own share (REDIS_URL is meant to share them later).
 */
export function createLoginThrottle(clock: Clock, rules: ThrottleRules = LOGIN_THROTTLE) {
  const entries = new Map<string, Entry>();

  const current = (key: string, now: number): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entry.failures = entry.failures.filter((time) => now - time < rules.windowMs);
    if (entry.lockedUntil <= now && entry.failures.length === 0) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    /** True while any of the keys is locked. */
    isLocked(keys: string[]): boolean {
      const now = clock().getTime();
      return keys.some((key) => (current(key, now)?.lockedUntil ?? 0) > now);
    },

    /** Counts one failure against each key; the failure that reaches the limit starts the lock. */
    recordFailure(keys: string[]): void {
      const now = clock().getTime();
      for (const key of keys) {
        const entry = current(key, now) ?? { failures: [], lockedUntil: 0 };
        entry.failures.push(now);
        if (entry.failures.length >= rules.maxFailures) {
          entry.lockedUntil = now + rules.lockMs;
          entry.failures = [];
        }
        // Re-inserting moves the key to the end: the map stays ordered by last failure.
        entries.delete(key);
        entries.set(key, entry);
      }
      while (entries.size > MAX_KEYS) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },

    /** Forgets everything about a key, lock included (after a password reset, which proves who the owner is). */
    forget(key: string): void {
      entries.delete(key);
    },

    /** Forgets the failures of a key (after a successful login); a running lock stays. */
    clearFailures(key: string): void {
      const entry = entries.get(key);
      if (!entry) return;
      if (entry.lockedUntil > clock().getTime()) entry.failures = [];
      else entries.delete(key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
