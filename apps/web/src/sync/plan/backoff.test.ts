import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff';

describe('retry backoff', () => {
  it('doubles from the first delay up to the cap, spreading by at most a fifth', () => {
    expect([0, 1, 2, 3].map((n) => retryDelayMs(n, () => 0))).toEqual([2000, 4000, 8000, 16000].map((ms) => (ms / 2000) * FIRST_RETRY_DELAY_MS));
    expect(retryDelayMs(30, () => 0)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(0, () => 0.999)).toBeLessThanOrEqual(FIRST_RETRY_DELAY_MS * 1.2);
  });
});
