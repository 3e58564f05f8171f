import type { PrecacheController } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

/** Pictures only the symbol search offers (4,000 of them): each is cached when first shown, and a chosen one then. */
const searchPictures = new CacheFirst({ cacheName: 'tessera-symbols', plugins: [new ExpirationPlugin({ maxEntries: 5000 })] });

type Pack = Map<string, string>;

/**
 * Answers /symbols/…svg: a built-in board's picture out of the precached picture pack (`packUrl`), read from the
 * cache once per run of the worker; any other picture as the symbol search's. The pack replaced 695 precached
 * files, each a request of its own at install.
 */
export function picturesRoute(precache: Pick<PrecacheController, 'matchPrecache'>, packUrl: string | undefined): Route {
  let pack: Promise<Pack> | undefined;
  const readPack = async (): Promise<Pack> => {
    const response = packUrl ? await precache.matchPrecache(packUrl) : undefined;
    if (!response) throw new Error(`the picture pack ${packUrl ?? ''} is not in the precache`);
    return new Map(Object.entries((await response.json()) as Record<string, string>));
  };
  const fromPack = async (path: string): Promise<string | undefined> => {
    pack ??= readPack();
    try {
      return (await pack).get(path);
    } catch {
      // Read again next time; meanwhile the picture comes as a search picture would (cache, else network).
      pack = undefined;
      return undefined;
    }
  };
  return new Route(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/symbols/') && url.pathname.endsWith('.svg'),
    async (options) => {
      const svg = await fromPack(options.url.pathname);
      return svg === undefined ? searchPictures.handle(options) : new Response(svg, { headers: { 'content-type': 'image/svg+xml' } });
    },
  );
}
