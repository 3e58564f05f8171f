import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { hashedKey } from '../limits/hashed-key.ts';
import { tryConsume, type LimiterRules } from '../limits/limiter-store.ts';

export const LOGIN_LOCKED_MESSAGE = 'Too many failed login attempts. Try again in 15 minutes.';

export type ThrottleRules = { maxFailures: number; windowMs: number; lockMs: number };

/** 10 failures within 15 minutes lock further tries for 15 minutes. */
export const LOGIN_THROTTLE: ThrottleRules = { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/** The counter the throttle needs from the limiter store: a window of `maxFailures` tries per key. */
export const loginLimiterRules = (rules: ThrottleRules = LOGIN_THROTTLE): LimiterRules => ({
  name: 'login',
  points: rules.maxFailures,
  durationSeconds: rules.windowMs / 1000,
});

/** One reserved login try; say how it ended. */
export type LoginAttempt = {
  /** Wrong password or unknown email: the try stays counted, and the one that reaches the limit starts the lock. */
  failed: () => Promise<void>;
  /** The right password: the address gets its try back and the account's failures are forgotten. */
  succeeded: () => Promise<void>;
  /** Not a guess that failed (the account is not activated yet): the try is given back. */
  cancelled: () => Promise<void>;
};

/**
 * Failed logins per client address and per account, counted in the limiter store (shared by every
 * instance on Redis or PostgreSQL). A try is reserved before the password is checked, so 40 parallel
 * guesses cannot all slip in before the first failure is counted: tries in flight count as failures
 * until they end.
 */
export function createLoginThrottle(limiter: RateLimiterAbstract, rules: ThrottleRules = LOGIN_THROTTLE) {
  const lockSeconds = rules.lockMs / 1000;
  const accountKey = (email: string) => hashedKey('account', email);

  return {
    /** Reserves a try for the address and the account; null (nothing reserved) while either is locked. */
    async reserve(ip: string, email: string): Promise<LoginAttempt | null> {
      const keys = [hashedKey('ip', ip), accountKey(email)];
      const giveBack = async (key: string) => void (await limiter.reward(key));
      // One key after the other: a try refused for its address never touches the account's count, so
      // parallel tries from one address against one account pass exactly up to the limit.
      const taken: RateLimiterRes[] = [];
      for (const key of keys) {
        const point = await tryConsume(limiter, key);
        if (!point) {
          // A refused try counts for nothing where it was let in (over the limit it stays counted until the window ends, never longer).
          await Promise.all(keys.slice(0, taken.length).map(giveBack));
          return null;
        }
        taken.push(point);
      }
      return {
        failed: async () => {
          // The failure that reaches the limit starts the lock, for its full length from now.
          const reachingLimit = keys.filter((_key, index) => taken[index]!.consumedPoints >= rules.maxFailures);
          await Promise.all(reachingLimit.map((key) => limiter.block(key, lockSeconds)));
        },
        succeeded: async () => {
          await Promise.all([giveBack(keys[0]!), limiter.delete(keys[1]!)]);
        },
        cancelled: async () => {
          await Promise.all(keys.map(giveBack));
        },
      };
    },

    /** Forgets an account's failures and lifts its lock (after a password reset, which proves who the owner is). */
    async forgetAccount(email: string): Promise<void> {
      await limiter.delete(accountKey(email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
