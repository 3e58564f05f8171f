import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { hashedKey } from '../limits/hashed-key.ts';
import { take, type LimiterRules, type Taken } from '../limits/limiter-store.ts';
import { retryAfterSeconds, waitText } from '../limits/wait-text.ts';

export const LOGIN_LOCKED_MESSAGE = 'Too many failed login attempts. Try again in 15 minutes.';
export const loginSlowedMessage = (waitMs: number): string => `Too many failed login attempts. Try again in ${waitText(waitMs)}.`;
export const tooManyLoginsMessage = (waitMs: number): string => `Too many logins to this account. Try again in ${waitText(waitMs)}.`;

const MINUTE = 60_000;

export type LoginRules = {
  windowMs: number;
  /** How long a lock lasts, from the failure that reached its limit. */
  lockMs: number;
  /** Failures of one account from one address (or from one of its known browsers) before that pair is locked. */
  pairFailures: number;
  /** Failures from one address, whatever the accounts, before the address is locked for browsers new to the account. */
  addressFailures: number;
  /** Failures of one account from browsers new to it, within accountWindowMs, before each further try must wait. */
  accountFreeFailures: number;
  accountWindowMs: number;
  /** The longest wait: the first is 1 s, each further failure doubles it. */
  maxDelayMs: number;
  /** Successful logins of one account within windowMs (a script logging in over and over). */
  accountLogins: number;
  /** Failures from new browsers after which the owner is told by mail, at most once per alertEveryMs. */
  alertAfter: number;
  alertEveryMs: number;
};

export const LOGIN_RULES: LoginRules = {
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  pairFailures: 10,
  addressFailures: 20,
  accountFreeFailures: 10,
  accountWindowMs: 24 * 60 * MINUTE,
  maxDelayMs: 15 * MINUTE,
  accountLogins: 30,
  alertAfter: 10,
  alertEveryMs: 24 * 60 * MINUTE,
};

/** The counters the throttle keeps in the limiter store, by name. */
export const loginLimiterRules = (rules: LoginRules = LOGIN_RULES) => {
  const window = rules.windowMs / 1000;
  return {
    pair: { name: 'login-pair', points: rules.pairFailures, durationSeconds: window },
    address: { name: 'login-address', points: rules.addressFailures, durationSeconds: window },
    // Only counted (never refused): what decides is how far past the free failures a try is.
    account: { name: 'login-account', points: 1_000_000, durationSeconds: rules.accountWindowMs / 1000 },
    // One try at a time once the free failures are used up; a failure then closes it for the next wait.
    wait: { name: 'login-wait', points: 1, durationSeconds: rules.maxDelayMs / 1000 },
    logins: { name: 'login-success', points: rules.accountLogins, durationSeconds: window },
    alert: { name: 'login-alert', points: 1, durationSeconds: rules.alertEveryMs / 1000 },
  } satisfies Record<string, LimiterRules>;
};

export type LoginLimiters = Record<keyof ReturnType<typeof loginLimiterRules>, RateLimiterAbstract>;

/** A try refused before the password is checked, or a login refused after it: the answer's text and Retry-After. */
export type LoginRefusal = { message: string; retryAfterSeconds: number };

/** One reserved login try; say how it ended. */
export type LoginAttempt = {
  /** Wrong password or unknown email: counted; answers whether the owner should now be told by mail. */
  failed: () => Promise<{ tellOwner: boolean; failures: number }>;
  /** The right password: answers a refusal when the account logged in too often, else the login goes ahead. */
  succeeded: () => Promise<LoginRefusal | null>;
  /** Not a guess that failed (the account is not activated yet): the try is given back. */
  cancelled: () => Promise<void>;
};

export type LoginTry = { ip: string; email: string; /** The hashed device key of a browser that signed in to this account before. */ knownDevice: string | null };

/**
 * Fair lockout (issue 26). Failures are counted per (account, address) and per address: either, at its limit, locks
 * for 15 minutes, but only for browsers new to the account. Account-wide, failures from such browsers only slow the
 * next try (1 s, 2 s, 4 s… up to 15 minutes after the first 10 of a day), never lock it; and a browser that has signed
 * in to the account before (its device key) is counted on its own (per account and device key), so whatever others
 * try, the owner's own device gets in at once with the right password. Tries are reserved before the password is
 * checked, so parallel guesses cannot slip past a limit: tries in flight count until they end.
 */
export function createLoginThrottle(limiters: LoginLimiters, rules: LoginRules = LOGIN_RULES) {
  const lockSeconds = rules.lockMs / 1000;
  const accountKey = (email: string) => hashedKey('account', email);
  const delayMs = (beyondFree: number) => Math.min(rules.maxDelayMs, 1000 * 2 ** Math.min(30, beyondFree - 1));

  return {
    async reserve({ ip, email, knownDevice }: LoginTry): Promise<LoginAttempt | LoginRefusal> {
      const taken: { limiter: RateLimiterAbstract; key: string; res: Taken['res'] }[] = [];
      const giveBack = () => Promise.all(taken.map(({ limiter, key }) => limiter.reward(key)));
      const reserve = async (limiter: RateLimiterAbstract, key: string): Promise<Taken> => {
        const result = await take(limiter, key);
        if (result.ok) taken.push({ limiter, key, res: result.res });
        return result;
      };
      const locked = async (result: Taken): Promise<LoginRefusal> => {
        await giveBack();
        return { message: LOGIN_LOCKED_MESSAGE, retryAfterSeconds: retryAfterSeconds(result.res.msBeforeNext) };
      };

      const pairKey = knownDevice ? hashedKey('device', `${email}\n${knownDevice}`) : hashedKey('pair', `${email}\n${ip}`);
      const pair = await reserve(limiters.pair, pairKey);
      if (!pair.ok) return locked(pair);
      let failuresOfAccount = 0;
      let waited = false;
      if (!knownDevice) {
        const address = await reserve(limiters.address, hashedKey('ip', ip));
        if (!address.ok) return locked(address);
        failuresOfAccount = (await reserve(limiters.account, accountKey(email))).res.consumedPoints;
        if (failuresOfAccount > rules.accountFreeFailures) {
          const turn = await reserve(limiters.wait, accountKey(email));
          if (!turn.ok) {
            await giveBack();
            return { message: loginSlowedMessage(turn.res.msBeforeNext), retryAfterSeconds: retryAfterSeconds(turn.res.msBeforeNext) };
          }
          waited = true;
        }
      }

      return {
        failed: async () => {
          const reachingLimit = taken.filter(({ limiter, res }) => (limiter === limiters.pair || limiter === limiters.address) && res.remainingPoints === 0);
          await Promise.all(reachingLimit.map(({ limiter, key }) => limiter.block(key, lockSeconds)));
          if (waited) await limiters.wait.block(accountKey(email), delayMs(failuresOfAccount - rules.accountFreeFailures) / 1000);
          const tellOwner = failuresOfAccount >= rules.alertAfter && (await take(limiters.alert, accountKey(email))).ok;
          return { tellOwner, failures: failuresOfAccount };
        },
        succeeded: async () => {
          const logins = await take(limiters.logins, accountKey(email));
          if (!logins.ok) {
            await giveBack();
            return { message: tooManyLoginsMessage(logins.res.msBeforeNext), retryAfterSeconds: retryAfterSeconds(logins.res.msBeforeNext) };
          }
          // Whoever knows the password is taken for the owner: this pair's failures and the account's are forgotten.
          await Promise.all(
            taken.map(({ limiter, key }) => (limiter === limiters.address ? limiter.reward(key) : limiter.delete(key))),
          );
          return null;
        },
        cancelled: async () => void (await giveBack()),
      };
    },

    /** Forgets an account's failures and lifts its wait (after a password reset, which proves who the owner is). */
    async forgetAccount(email: string): Promise<void> {
      await Promise.all([limiters.account.delete(accountKey(email)), limiters.wait.delete(accountKey(email))]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
