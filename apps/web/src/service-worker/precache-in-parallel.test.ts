import { describe, expect, it } from 'vitest';
import type { PrecacheController } from 'workbox-precaching';
import { precacheInParallel } from './precache-in-parallel';

/** A precache of `count` files, half with a revision (their cache key carries it), recording what is fetched. */
function fakePrecache(count: number) {
  const keys = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const url = `https://tessera.test/file-${i}.js`;
    keys.set(url, i % 2 === 0 ? url : `${url}?__WB_REVISION__=r${i}`);
  }
  const fetched: { url: string; cache: RequestCache; cacheKey: unknown }[] = [];
  let running = 0;
  let most = 0;
  const precache = {
    getURLsToCacheKeys: () => keys,
    getIntegrityForCacheKey: () => undefined,
    strategy: {
      handleAll: ({ request, params }: { request: Request; params: { cacheKey: string } }) => {
        running += 1;
        most = Math.max(most, running);
        const done = new Promise<void>((resolve) => setTimeout(resolve, 2)).then(() => {
          running -= 1;
          fetched.push({ url: request.url, cache: request.cache, cacheKey: params.cacheKey });
        });
        return [done.then(() => new Response('')), done];
      },
    },
  };
  return { precache: precache as unknown as PrecacheController, fetched, most: () => most };
}

describe('precacheInParallel', () => {
  it('stores every file under its cache key, several at a time but never more than six', async () => {
    const { precache, fetched, most } = fakePrecache(20);
    await precacheInParallel(precache, new Event('install') as ExtendableEvent);
    expect(fetched).toHaveLength(20);
    expect(new Set(fetched.map((file) => file.cacheKey)).size).toBe(20);
    expect(most()).toBe(6);
  });

  it('fetches a file with a revision fresh from the server, and lets a hashed one come from the HTTP cache', async () => {
    const { precache, fetched } = fakePrecache(2);
    await precacheInParallel(precache, new Event('install') as ExtendableEvent);
    expect(fetched.find((file) => file.url.endsWith('file-0.js'))?.cache).toBe('default');
    expect(fetched.find((file) => file.url.endsWith('file-1.js'))?.cache).toBe('reload');
  });
});
