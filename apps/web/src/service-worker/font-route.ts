import { ExpirationPlugin } from 'workbox-expiration';
import { Route } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

/**
 * Font files not precached: the Chinese, Japanese and Korean fonts, in about a hundred parts each (8 MB in all),
 * too big to precache for everyone. Each part is kept once a page has used it, so a language's board and
 * interface draw offline in its own font once that language has been shown. The file names carry the content's
 * hash, so a kept copy is always right.
 */
export const fontRoute = new Route(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.woff2'),
  new CacheFirst({ cacheName: 'tessera-fonts', plugins: [new ExpirationPlugin({ maxEntries: 800 })] }),
);
