import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoundedMemoryLimiter } from './bounded-memory-limiter.ts';

describe('bounded memory limiter', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps at most its number of keys, dropping the oldest, and still counts the ones it keeps', async () => {
    const limiter = new BoundedMemoryLimiter({ keyPrefix: 'test', points: 2, duration: 60 }, 3);
    for (const key of ['a', 'b', 'c', 'd']) await limiter.consume(key);
    expect(limiter.size).toBe(3);
    expect(await limiter.get('a')).toBeNull();
    await limiter.reward('e');
    expect(limiter.size).toBe(3);
    expect(await limiter.get('b')).toBeNull();
    await limiter.consume('d');
    await expect(limiter.consume('d')).rejects.toMatchObject({ consumedPoints: 3 });
  });

  it('counts a window from its first point, by the system time, and starts again when it ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T09:00:00.000Z') });
    const limiter = new BoundedMemoryLimiter({ keyPrefix: 'test', points: 1, duration: 60 });
    expect(await limiter.consume('a')).toMatchObject({ consumedPoints: 1, remainingPoints: 0, msBeforeNext: 60_000, isFirstInDuration: true });
    vi.setSystemTime(Date.now() + 59_999);
    await expect(limiter.consume('a')).rejects.toMatchObject({ consumedPoints: 2, msBeforeNext: 1, isFirstInDuration: false });
    vi.setSystemTime(Date.now() + 1);
    expect(await limiter.get('a')).toBeNull();
    expect(await limiter.consume('a')).toMatchObject({ consumedPoints: 1, isFirstInDuration: true });
    expect(await limiter.delete('a')).toBe(true);
    expect(await limiter.get('a')).toBeNull();
  });

  it('blocks a key for its block duration, as the library does', async () => {
    const limiter = new BoundedMemoryLimiter({ keyPrefix: 'test', points: 1, duration: 1, blockDuration: 600 });
    await limiter.consume('a');
    await expect(limiter.consume('a')).rejects.toMatchObject({ msBeforeNext: 600_000 });
    expect((await limiter.get('a'))?.msBeforeNext).toBeGreaterThan(590_000);
    expect(await limiter.block('b', 30)).toMatchObject({ consumedPoints: 2, msBeforeNext: 30_000 });
    await expect(limiter.consume('b')).rejects.toMatchObject({ consumedPoints: 3 });
  });
});
