import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginThrottle, loginLimiterRules, type ThrottleRules } from './login-throttle.ts';

const MINUTE = 60_000;
const RULES: ThrottleRules = { maxFailures: 3, windowMs: 10 * MINUTE, lockMs: 5 * MINUTE };

// rate-limiter-flexible reads Date.now(): the test moves the system time.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 1) });
});
afterEach(() => {
  vi.useRealTimers();
});
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('login throttle', () => {
  const setup = () => {
    const { name, points, durationSeconds } = loginLimiterRules(RULES);
    return createLoginThrottle(new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }), RULES);
  };
  const fail = async (throttle: ReturnType<typeof setup>, ip: string, email: string) => {
    const attempt = await throttle.reserve(ip, email);
    expect(attempt).not.toBeNull();
    await attempt?.failed();
  };
  const locked = async (throttle: ReturnType<typeof setup>, ip: string, email: string) => {
    const attempt = await throttle.reserve(ip, email);
    await attempt?.cancelled();
    return attempt === null;
  };

  it('locks an address or an account when it reaches the limit within the window, for the lock time from the last failure', async () => {
    const throttle = setup();
    await fail(throttle, 'ip-1', 'a@example.org');
    advance(4 * MINUTE);
    await fail(throttle, 'ip-1', 'b@example.org');
    expect(await locked(throttle, 'ip-1', 'c@example.org')).toBe(false);
    await fail(throttle, 'ip-1', 'c@example.org');
    expect(await locked(throttle, 'ip-1', 'd@example.org')).toBe(true);
    expect(await locked(throttle, 'ip-2', 'a@example.org')).toBe(false);
    advance(5 * MINUTE - 1);
    expect(await locked(throttle, 'ip-1', 'd@example.org')).toBe(true);
    advance(1);
    expect(await locked(throttle, 'ip-1', 'd@example.org')).toBe(false);
  });

  it('forgets failures once the window has passed', async () => {
    const throttle = setup();
    await fail(throttle, 'ip-1', 'a@example.org');
    await fail(throttle, 'ip-1', 'a@example.org');
    advance(10 * MINUTE);
    await fail(throttle, 'ip-1', 'a@example.org');
    await fail(throttle, 'ip-1', 'a@example.org');
    expect(await locked(throttle, 'ip-1', 'a@example.org')).toBe(false);
  });

  it('reserves tries before they end: parallel tries beyond the limit are refused at once', async () => {
    const throttle = setup();
    const attempts = await Promise.all(Array.from({ length: 8 }, () => throttle.reserve('ip-1', 'a@example.org')));
    expect(attempts.filter(Boolean)).toHaveLength(3);
    await Promise.all(attempts.map((attempt) => attempt?.failed()));
    expect(await locked(throttle, 'ip-1', 'a@example.org')).toBe(true);
  });

  it('counts neither a refused try nor a cancelled one, and does not extend a running lock', async () => {
    const throttle = setup();
    for (let index = 0; index < 3; index += 1) await fail(throttle, `ip-${index}`, 'locked@example.org');
    advance(4 * MINUTE);
    // Refused because of the account: the address's point is given back.
    for (let index = 0; index < 5; index += 1) expect(await locked(throttle, 'ip-x', 'locked@example.org')).toBe(true);
    for (let index = 0; index < 2; index += 1) await fail(throttle, 'ip-x', `other-${index}@example.org`);
    expect(await locked(throttle, 'ip-x', 'fine@example.org')).toBe(false);
    advance(MINUTE);
    expect(await locked(throttle, 'ip-y', 'locked@example.org')).toBe(false);
  });

  it("a success gives the address its try back and forgets the account's failures; forgetAccount lifts a lock", async () => {
    const throttle = setup();
    await fail(throttle, 'ip-1', 'a@example.org');
    await fail(throttle, 'ip-1', 'a@example.org');
    await (await throttle.reserve('ip-1', 'a@example.org'))?.succeeded();
    await fail(throttle, 'ip-2', 'a@example.org');
    await fail(throttle, 'ip-2', 'a@example.org');
    expect(await locked(throttle, 'ip-3', 'a@example.org')).toBe(false);
    // ip-1 had two failures and one success: one more failure is allowed before its lock.
    await fail(throttle, 'ip-1', 'b@example.org');
    expect(await locked(throttle, 'ip-1', 'c@example.org')).toBe(true);

    await fail(throttle, 'ip-4', 'a@example.org');
    expect(await locked(throttle, 'ip-5', 'a@example.org')).toBe(true);
    await throttle.forgetAccount('a@example.org');
    expect(await locked(throttle, 'ip-5', 'a@example.org')).toBe(false);
  });
});
