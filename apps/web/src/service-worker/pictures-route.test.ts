import { describe, expect, it, vi } from 'vitest';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { picturesRoute } from './pictures-route';

const PACK = { '/symbols/openmoji/1F600.svg': '<svg id="smile"/>', '/symbols/tessera/big.svg': '<svg id="big"/>' };
const precacheWithPack = () => ({ matchPrecache: vi.fn(async (url: string) => (url === 'symbols/pictures-abc.json' ? Response.json(PACK) : undefined)) });

const ask = (route: ReturnType<typeof picturesRoute>, path: string) => {
  const url = new URL(path, 'https://tessera.test');
  return route.handler.handle({ url, request: new Request(url), event: new Event('fetch') } as unknown as RouteHandlerCallbackOptions);
};
const matches = (route: ReturnType<typeof picturesRoute>, href: string) =>
  Boolean(
    route.match({ url: new URL(href), sameOrigin: href.startsWith('https://tessera.test'), request: new Request(href), event: new Event('fetch') } as never),
  );

describe('picturesRoute', () => {
  it('answers the built-in pictures out of the pack, reading it once', async () => {
    const precache = precacheWithPack();
    const route = picturesRoute(precache, 'symbols/pictures-abc.json');
    const smile = await ask(route, '/symbols/openmoji/1F600.svg');
    expect(smile.headers.get('content-type')).toBe('image/svg+xml');
    expect(await smile.text()).toBe('<svg id="smile"/>');
    expect(await (await ask(route, '/symbols/tessera/big.svg')).text()).toBe('<svg id="big"/>');
    expect(precache.matchPrecache).toHaveBeenCalledTimes(1);
  });

  it('takes the pictures of this server only, and nothing else under /symbols', () => {
    const route = picturesRoute(precacheWithPack(), 'symbols/pictures-abc.json');
    expect(matches(route, 'https://tessera.test/symbols/openmoji/1F600.svg')).toBe(true);
    expect(matches(route, 'https://elsewhere.test/symbols/openmoji/1F600.svg')).toBe(false);
    expect(matches(route, 'https://tessera.test/symbols/keywords/en.json')).toBe(false);
  });
});
