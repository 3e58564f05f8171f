import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { hashedKey } from '../limits/hashed-key.ts';
import { take, type LimiterRules, type Taken } from '../limits/limiter-store.ts';
import { retryAfterSeconds, waitText } from '../limits/wait-text.ts';
import { createWaitingRoom } from '../limits/waiting-room.ts';

export const LOGIN_LOCKED_MESSAGE = 'Too many failed login attempts. Try again in 15 minutes.';
export const loginSlowedMessage = (waitMs: number): string => `Too many failed login attempts. Try again in ${waitText(waitMs)}.`;
export const tooManyLoginsMessage = (waitMs: number): string => `Too many logins to this account. Try again in ${waitText(waitMs)}.`;
/** Not a failure: many logins from the same network at once, more than its short queue holds or in its time. */
export const loginBusyMessage = (waitMs: number): string => `Many people are logging in from your network right now. Try again in ${waitText(waitMs)}.`;

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
  /**
   * Tries that find an allowance (pair or address) filled by tries still in flight wait for those to end, at most
   * queueWaitMs, at most queueLength of them per key in each instance; beyond that they are refused as busy (503).
   */
  queueLength: number;
  queueWaitMs: number;
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
  queueLength: 50,
  queueWaitMs: 10_000,
};

/** How often a waiting try asks the store again (tries in flight on another instance end there, unheard here). */
const QUEUE_POLL_MS = 200;

/** The counters the throttle keeps in the limiter store, by name. */
export const loginLimiterRules = (rules: LoginRules = LOGIN_RULES) => {
  const window = rules.windowMs / 1000;
  return {
    // Failures and tries in flight (the gate, taken before the password is checked), and failures alone (whether a
    // full gate is a lock or only busy): at the limit, a lock blocks both for the lock's time.
    pair: { name: 'login-pair', points: rules.pairFailures, durationSeconds: window },
    pairFailed: { name: 'login-pair-failed', points: rules.pairFailures, durationSeconds: window },
    address: { name: 'login-address', points: rules.addressFailures, durationSeconds: window },
    addressFailed: { name: 'login-address-failed', points: rules.addressFailures, durationSeconds: window },
    // Only counted (never refused): what decides is how far past the free failures a try is.
    account: { name: 'login-account', points: 1_000_000, durationSeconds: rules.accountWindowMs / 1000 },
    // One try at a time once the free failures are used up; a failure then closes it for the next wait.
    wait: { name: 'login-wait', points: 1, durationSeconds: rules.maxDelayMs / 1000 },
    logins: { name: 'login-success', points: rules.accountLogins, durationSeconds: window },
    alert: { name: 'login-alert', points: 1, durationSeconds: rules.alertEveryMs / 1000 },
  } satisfies Record<string, LimiterRules>;
};

export type LoginLimiters = Record<keyof ReturnType<typeof loginLimiterRules>, RateLimiterAbstract>;

/** A try refused before the password is checked, or a login refused after it: the answer's text and Retry-After (and 503 when busy, not refused for failures). */
export type LoginRefusal = { message: string; retryAfterSeconds: number; status?: 503 };

/** One reserved login try; say how it ended. */
export type LoginAttempt = {
  /** Wrong password or unknown email: counted; answers whether the owner should now be told by mail. */
  failed: () => Promise<{ tellOwner: boolean; failures: number }>;
  /** The right password: answers a refusal when the account logged in too often, else the login goes ahead. */
  succeeded: () => Promise<LoginRefusal | null>;
  /** Not a guess that failed (the account is not activated yet): the try is given back. */
  cancelled: () => Promise<void>;
};

export type LoginTry = {
  ip: string;
  email: string;
  /** The hashed device key of a browser that signed in to this account before. */ knownDevice: string | null;
};

/**
 * Fair lockout (issue 26). Failures are counted per (account, address) and per address: either, at its limit, locks
 * for 15 minutes, but only for browsers new to the account. Account-wide, failures from such browsers only slow the
 * next try (1 s, 2 s, 4 s… up to 15 minutes after the first 10 of a day), never lock it; and a browser that has signed
 * in to the account before (its device key) is counted on its own (per account and device key), so whatever others
 * try, the owner's own device gets in at once with the right password. Tries are reserved before the password is
 * checked, so parallel guesses cannot slip past a limit: tries in flight count until they end. A try that finds a
 * pair's or an address's allowance filled by tries still in flight (a school signing in at once) is not refused as
 * failed: it waits in a short queue until they end, and is let in when they succeeded, refused when they failed.
 */
export function createLoginThrottle(limiters: LoginLimiters, rules: LoginRules = LOGIN_RULES) {
  const lockSeconds = rules.lockMs / 1000;
  const accountKey = (email: string) => hashedKey('account', email);
  const delayMs = (beyondFree: number) => Math.min(rules.maxDelayMs, 1000 * 2 ** Math.min(30, beyondFree - 1));
  const room = createWaitingRoom({ maxWaiters: rules.queueLength, pollMs: QUEUE_POLL_MS });
  /** The allowances that lock, each a gate (failures and tries in flight) and its failures alone. */
  const allowances = {
    pair: { gate: limiters.pair, failed: limiters.pairFailed, points: rules.pairFailures },
    address: { gate: limiters.address, failed: limiters.addressFailed, points: rules.addressFailures },
  };
  type Allowance = keyof typeof allowances;
  const queueKey = (allowance: Allowance, key: string) => `${allowance}\n${key}`;
  const busy = (): LoginRefusal => ({ message: loginBusyMessage(rules.queueWaitMs), retryAfterSeconds: retryAfterSeconds(rules.queueWaitMs), status: 503 });

  /** The lock an allowance's failures make, if they reached it (a memory store answers expired keys too). */
  const lockOf = async (allowance: Allowance, key: string): Promise<LoginRefusal | null> => {
    const { failed, points } = allowances[allowance];
    const failures = await failed.get(key);
    if (!failures || failures.msBeforeNext <= 0 || failures.consumedPoints < points) return null;
    return { message: LOGIN_LOCKED_MESSAGE, retryAfterSeconds: retryAfterSeconds(failures.msBeforeNext) };
  };

  /** A place in the allowance, else the lock its failures make, else (still full of tries in flight when the queue gives up) busy. */
  const admit = async (allowance: Allowance, key: string, until: number): Promise<Taken | LoginRefusal> => {
    const { gate } = allowances[allowance];
    for (;;) {
      const locked = await lockOf(allowance, key);
      if (locked) return locked;
      const taken = await take(gate, key);
      // Asked again: a lock overwrites the gate (and any count taken meanwhile), but only once it is set.
      if (taken.ok) {
        const lockedMeanwhile = await lockOf(allowance, key);
        if (!lockedMeanwhile) return taken;
        await gate.reward(key);
        return lockedMeanwhile;
      }
      // A refused point is counted all the same: given back, so that waiting costs the allowance nothing.
      await gate.reward(key);
      const left = until - performance.now();
      if (left <= 0 || !(await room.wait(queueKey(allowance, key), left))) return busy();
    }
  };

  return {
    async reserve({ ip, email, knownDevice }: LoginTry): Promise<LoginAttempt | LoginRefusal> {
      const taken: { limiter: RateLimiterAbstract; key: string; res: Taken['res'] }[] = [];
      const held: { allowance: Allowance; key: string }[] = [];
      const giveBack = async () => {
        await Promise.all(taken.map(({ limiter, key }) => limiter.reward(key)));
        for (const { allowance, key } of held) room.wakeOne(queueKey(allowance, key));
      };
      const reserve = async (limiter: RateLimiterAbstract, key: string): Promise<Taken> => {
        const result = await take(limiter, key);
        if (result.ok) taken.push({ limiter, key, res: result.res });
        return result;
      };
      // Waits for the queue are in real time (Date may be moved by tests, and a wait must end all the same).
      const until = performance.now() + rules.queueWaitMs;
      const hold = async (allowance: Allowance, key: string): Promise<LoginRefusal | null> => {
        const admitted = await admit(allowance, key, until);
        if (!('ok' in admitted)) {
          await giveBack();
          return admitted;
        }
        taken.push({ limiter: allowances[allowance].gate, key, res: admitted.res });
        held.push({ allowance, key });
        return null;
      };

      const pairKey = knownDevice ? hashedKey('device', `${email}\n${knownDevice}`) : hashedKey('pair', `${email}\n${ip}`);
      const pairRefusal = await hold('pair', pairKey);
      if (pairRefusal) return pairRefusal;
      let failuresOfAccount = 0;
      let waited = false;
      if (!knownDevice) {
        const addressRefusal = await hold('address', hashedKey('ip', ip));
        if (addressRefusal) return addressRefusal;
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
          // The try's point stays taken, as a failure; counted apart too, and at the limit the pair or address is locked.
          await Promise.all(
            held.map(async ({ allowance, key }) => {
              const { gate, failed, points } = allowances[allowance];
              const failures = await take(failed, key);
              if (failures.res.consumedPoints < points) return;
              // The lock first, then the gate closed for as long (a try admitted by the gate in between sees the lock).
              await failed.block(key, lockSeconds);
              await gate.block(key, lockSeconds);
              room.wakeAll(queueKey(allowance, key));
            }),
          );
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
          // Whoever knows the password is taken for the owner: this pair's failures and the account's are forgotten;
          // the address only gets its point back (its failures were others').
          await Promise.all([
            ...taken.map(({ limiter, key }) => (limiter === limiters.address ? limiter.reward(key) : limiter.delete(key))),
            limiters.pairFailed.delete(pairKey),
          ]);
          // A pair forgot its tries (all its waiters may go on); an address got one point back.
          for (const { allowance, key } of held) {
            if (allowance === 'pair') room.wakeAll(queueKey(allowance, key));
            else room.wakeOne(queueKey(allowance, key));
          }
          return null;
        },
        cancelled: async () => void (await giveBack()),
      };
    },

    /** Forgets an account's failures and lifts its wait (after a password reset, which proves who the owner is). */
    async forgetAccount(email: string): Promise<void> {
      await Promise.all([limiters.account.delete(accountKey(email)), limiters.wait.delete(accountKey(email))]);
    },

    /** Tries waiting in this instance's queues now. */
    get waiting(): number {
      return room.size;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
