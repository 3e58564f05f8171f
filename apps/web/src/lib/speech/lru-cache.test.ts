import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';
import { SynthQueue } from './synth-queue';

describe('LruCache', () => {
  it('evicts the least recently used entry past its entry or size limit', () => {
    const cache = new LruCache<string, string>(3, 10, (value) => value.length);
    cache.set('a', 'xx');
    cache.set('b', 'xx');
    cache.set('c', 'xx');
    cache.get('a');
    cache.set('d', 'xx');
    expect(['a', 'b', 'c', 'd'].filter((key) => cache.has(key))).toEqual(['a', 'c', 'd']);
    cache.set('e', 'xxxx');
    expect(['a', 'c', 'd', 'e'].filter((key) => cache.has(key))).toEqual(['a', 'd', 'e']);
    expect(cache.totalSize).toBe(8);
    cache.set('f', 'xxxxxx');
    expect(['a', 'd', 'e', 'f'].filter((key) => cache.has(key))).toEqual(['e', 'f']);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.has('huge')).toBe(false);
  });
});

describe('SynthQueue', () => {
  it('serves taps before prewarming, and can promote or drop jobs', () => {
    const queue = new SynthQueue<{ id: number; urgent: boolean }>();
    [1, 2, 3].forEach((id) => queue.push({ id, urgent: false }));
    queue.push({ id: 4, urgent: true });
    queue.promote(3);
    queue.remove([1]);
    const order: number[] = [];
    for (let job = queue.take(); job; job = queue.take()) order.push(job.id);
    expect(order).toEqual([4, 3, 2]);
    expect(queue.length).toBe(0);
  });
});
