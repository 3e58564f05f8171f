import { describe, expect, it } from 'vitest';
import { BoundedMemoryLimiter } from './bounded-memory-limiter.ts';

describe('bounded memory limiter', () => {
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
});
