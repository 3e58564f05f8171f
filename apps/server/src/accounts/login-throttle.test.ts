import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoginThrottle,
  LOGIN_LOCKED_MESSAGE,
  loginBusyMessage,
  loginLimiterRules,
  type LoginAttempt,
  type LoginLimiters,
  type LoginRefusal,
  type LoginRules,
} from './login-throttle.ts';

const MINUTE = 60_000;
const RULES: LoginRules = {
  windowMs: 10 * MINUTE,
  lockMs: 5 * MINUTE,
  pairFailures: 3,
  addressFailures: 5,
  accountFreeFailures: 4,
  accountWindowMs: 60 * MINUTE,
  maxDelayMs: 8_000,
  accountLogins: 4,
  alertAfter: 4,
  alertEveryMs: 60 * MINUTE,
  queueLength: 3,
  queueWaitMs: 60_000,
};

// rate-limiter-flexible reads Date.now(): the test moves the system time.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 1) });
});
afterEach(() => {
  vi.useRealTimers();
});
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

const setup = (rules: LoginRules = RULES) => {
  const limiters = Object.fromEntries(
    Object.entries(loginLimiterRules(rules)).map(([name, rules]) => [
      name,
      new RateLimiterMemory({ keyPrefix: rules.name, points: rules.points, duration: rules.durationSeconds }),
    ]),
  ) as unknown as LoginLimiters;
  return createLoginThrottle(limiters, rules);
};
type Throttle = ReturnType<typeof setup>;
const isAttempt = (answer: LoginAttempt | LoginRefusal): answer is LoginAttempt => 'failed' in answer;
const tryWith = (throttle: Throttle, ip: string, email: string, knownDevice: string | null = null) => throttle.reserve({ ip, email, knownDevice });

/** A wrong password: the try must be let in. */
const fail = async (throttle: Throttle, ip: string, email: string, knownDevice: string | null = null) => {
  const attempt = await tryWith(throttle, ip, email, knownDevice);
  if (!isAttempt(attempt)) throw new Error(`refused: ${attempt.message}`);
  return attempt.failed();
};
/** The refusal a try meets, or null when it is let in (and then given back). */
const refusal = async (throttle: Throttle, ip: string, email: string, knownDevice: string | null = null) => {
  const attempt = await tryWith(throttle, ip, email, knownDevice);
  if (!isAttempt(attempt)) return attempt;
  await attempt.cancelled();
  return null;
};

describe('login throttle', () => {
  it('locks an (account, address) pair at its limit for the lock time, and no other address', async () => {
    const throttle = setup();
    for (let i = 0; i < 3; i += 1) await fail(throttle, 'ip-1', 'a@example.org');
    expect(await refusal(throttle, 'ip-1', 'a@example.org')).toEqual({ message: LOGIN_LOCKED_MESSAGE, retryAfterSeconds: 300 });
    expect(await refusal(throttle, 'ip-2', 'a@example.org')).toBeNull();
    expect(await refusal(throttle, 'ip-1', 'b@example.org')).toBeNull();
    advance(5 * MINUTE);
    expect(await refusal(throttle, 'ip-1', 'a@example.org')).toBeNull();
  });

  it('locks an address that fails across accounts, but not for a browser known to the account', async () => {
    const throttle = setup();
    for (let i = 0; i < 5; i += 1) await fail(throttle, 'ip-1', `guess-${i}@example.org`);
    expect((await refusal(throttle, 'ip-1', 'victim@example.org'))?.message).toBe(LOGIN_LOCKED_MESSAGE);
    expect(await refusal(throttle, 'ip-1', 'victim@example.org', 'device-of-victim')).toBeNull();
  });

  it('only slows an account that fails from many addresses: 1 s, then twice as long each time, up to the longest wait', async () => {
    const throttle = setup();
    for (let i = 0; i < 4; i += 1) await fail(throttle, `ip-${i}`, 'a@example.org');
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      await fail(throttle, `ip-x${i}`, 'a@example.org');
      const refused = await refusal(throttle, `ip-y${i}`, 'a@example.org');
      expect(refused?.message).toMatch(/^Too many failed login attempts\. Try again in \d+ seconds?\.$/);
      waits.push(refused?.retryAfterSeconds ?? 0);
      advance((refused?.retryAfterSeconds ?? 0) * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
    // The owner's own browser is never made to wait.
    expect(await refusal(throttle, 'ip-home', 'a@example.org', 'device-of-owner')).toBeNull();
  });

  it('lets one of many parallel tries through once the free failures are used up', async () => {
    const throttle = setup();
    for (let i = 0; i < 4; i += 1) await fail(throttle, `ip-${i}`, 'a@example.org');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => tryWith(throttle, `ip-p${i}`, 'a@example.org')));
    expect(answers.filter(isAttempt)).toHaveLength(1);
  });

  it("counts a known browser's failures on their own, per account and browser", async () => {
    const throttle = setup();
    for (let i = 0; i < 3; i += 1) await fail(throttle, 'ip-1', 'a@example.org', 'device-1');
    expect((await refusal(throttle, 'ip-1', 'a@example.org', 'device-1'))?.message).toBe(LOGIN_LOCKED_MESSAGE);
    expect(await refusal(throttle, 'ip-1', 'a@example.org', 'device-2')).toBeNull();
    // Nor did they count against the account for other browsers.
    for (let i = 0; i < 4; i += 1) await fail(throttle, `ip-${i + 10}`, 'a@example.org');
    expect(await refusal(throttle, 'ip-20', 'a@example.org')).toBeNull();
  });

  it('asks to tell the owner once the free failures are used, once per alert period', async () => {
    const throttle = setup();
    const told: boolean[] = [];
    for (let i = 0; i < 6; i += 1) {
      told.push((await fail(throttle, `ip-${i}`, 'a@example.org')).tellOwner);
      advance(10_000);
    }
    expect(told).toEqual([false, false, false, true, false, false]);
  });

  it('refuses an account that logs in too often, and a success forgets its failures', async () => {
    const throttle = setup();
    for (let i = 0; i < 4; i += 1) await fail(throttle, `ip-${i}`, 'a@example.org');
    const attempt = await tryWith(throttle, 'ip-9', 'a@example.org');
    expect(isAttempt(attempt) && (await attempt.succeeded())).toBeNull();
    // Forgotten: 4 more failures before any wait.
    for (let i = 0; i < 4; i += 1) await fail(throttle, `ip-${i + 20}`, 'a@example.org');
    for (let i = 0; i < 3; i += 1) {
      const again = await tryWith(throttle, 'ip-9', 'a@example.org', 'device');
      expect(isAttempt(again) && (await again.succeeded())).toBeNull();
    }
    const fifth = await tryWith(throttle, 'ip-9', 'a@example.org', 'device');
    expect(isAttempt(fifth) && (await fifth.succeeded())).toEqual({
      message: 'Too many logins to this account. Try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
  });

  it('forgetAccount lifts the wait (a password reset proves the owner)', async () => {
    const throttle = setup();
    for (let i = 0; i < 5; i += 1) await fail(throttle, `ip-${i}`, 'a@example.org');
    expect(await refusal(throttle, 'ip-9', 'a@example.org')).not.toBeNull();
    await throttle.forgetAccount('a@example.org');
    expect(await refusal(throttle, 'ip-9', 'a@example.org')).toBeNull();
  });

  describe('tries in flight that fill an allowance', () => {
    /** Five tries from one address for as many accounts, in flight (the address's allowance). */
    const fiveInFlight = async (throttle: Throttle) => {
      const attempts = await Promise.all(Array.from({ length: 5 }, (_, i) => tryWith(throttle, 'ip-1', `user-${i}@example.org`)));
      return attempts.map((attempt) => {
        if (!isAttempt(attempt)) throw new Error(`refused: ${attempt.message}`);
        return attempt;
      });
    };
    /** A try that waits in the queue: its answer, once it has one. */
    const queued = async (throttle: Throttle, email: string) => {
      const answer = { value: undefined as LoginAttempt | LoginRefusal | undefined };
      const settled = tryWith(throttle, 'ip-1', email).then((value) => (answer.value = value));
      await vi.waitFor(() => expect(throttle.waiting).toBe(1));
      return { answer, settled };
    };

    it('make a further try wait until one succeeds, then let it in', async () => {
      const throttle = setup();
      const inFlight = await fiveInFlight(throttle);
      const { answer, settled } = await queued(throttle, 'late@example.org');
      expect(answer.value).toBeUndefined();
      expect(await inFlight[0]?.succeeded()).toBeNull();
      expect(isAttempt(await settled)).toBe(true);
      expect(throttle.waiting).toBe(0);
    });

    it('make a further try wait, and refuse it as locked once they all failed', async () => {
      const throttle = setup();
      const inFlight = await fiveInFlight(throttle);
      const { answer, settled } = await queued(throttle, 'late@example.org');
      for (const attempt of inFlight.slice(0, 4)) await attempt.failed();
      expect(answer.value).toBeUndefined();
      await inFlight[4]?.failed();
      expect(await settled).toEqual({ message: LOGIN_LOCKED_MESSAGE, retryAfterSeconds: 300 });
    });

    it('lock nothing when the try that took the last place fails and the others succeed', async () => {
      const throttle = setup();
      const inFlight = await fiveInFlight(throttle);
      for (const attempt of inFlight.slice(0, 4)) expect(await attempt.succeeded()).toBeNull();
      await inFlight[4]?.failed();
      expect(await refusal(throttle, 'ip-1', 'next@example.org')).toBeNull();
    });

    it('refuse as busy, not as failed, beyond the queue', async () => {
      const throttle = setup({ ...RULES, queueLength: 1 });
      const inFlight = await fiveInFlight(throttle);
      const { settled } = await queued(throttle, 'waits@example.org');
      const busy = await tryWith(throttle, 'ip-1', 'beyond@example.org');
      expect(busy).toEqual({ message: loginBusyMessage(60_000), retryAfterSeconds: 60, status: 503 });
      expect(busy).toMatchObject({ message: expect.not.stringMatching(/fail/i) });
      // The one in the queue still gets its turn.
      await inFlight[0]?.cancelled();
      expect(isAttempt(await settled)).toBe(true);
    });

    it('refuse as busy, not as failed, once the wait is over', async () => {
      const throttle = setup({ ...RULES, queueWaitMs: 100 });
      await fiveInFlight(throttle);
      expect(await tryWith(throttle, 'ip-1', 'late@example.org')).toEqual({
        message: 'Many people are logging in from your network right now. Try again in 1 second.',
        retryAfterSeconds: 1,
        status: 503,
      });
      expect(throttle.waiting).toBe(0);
    });
  });
});
