import { describe, expect, it } from 'vitest';
import { createClipCache } from './clip-cache';

/** A clip of `bytes` bytes (16-bit samples, so bytes / 2 of them). */
const clip = (bytes: number) => [new Int16Array(bytes / 2)];

describe('createClipCache', () => {
  it('drops the least recently used clip past its clip count or byte limit, and never keeps an oversized clip', () => {
    const cache = createClipCache(3, 20);
    cache.set('a', clip(4));
    cache.set('b', clip(4));
    cache.set('c', clip(4));
    cache.get('a');
    cache.set('d', clip(4));
    expect(['a', 'b', 'c', 'd'].filter((key) => cache.has(key))).toEqual(['a', 'c', 'd']);
    cache.set('e', clip(8));
    expect(['a', 'c', 'd', 'e'].filter((key) => cache.has(key))).toEqual(['a', 'd', 'e']);
    expect(cache.calculatedSize).toBe(16);
    cache.set('f', clip(12));
    expect(['a', 'd', 'e', 'f'].filter((key) => cache.has(key))).toEqual(['e', 'f']);
    cache.set('huge', clip(22));
    expect(cache.has('huge')).toBe(false);
  });

  it('keeps an empty clip', () => {
    const cache = createClipCache();
    cache.set('silence', []);
    expect(cache.get('silence')).toEqual([]);
  });
});
