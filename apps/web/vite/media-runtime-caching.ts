import type { RuntimeCaching } from 'workbox-build';

/**
 * The service worker's route for pictures and recordings uploaded to the server (`/media/<random name>`): a board
 * synced from another device keeps showing and speaking offline once each file has been seen here. Files under
 * /media never change (a new upload gets a new name), so the cached copy is always right.
 *
 * Workbox writes these functions into the worker as source text: they must not use anything from this module.
 */
export const mediaRuntimeCaching: RuntimeCaching = {
  urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
  handler: 'CacheFirst',
  options: {
    cacheName: 'tessera-media',
    expiration: { maxEntries: 5000 },
    // An <audio> element asks for a byte range, and a partial answer cannot be cached: the whole file is fetched
    // and kept instead, and later ranges are cut from the cached copy (rangeRequests).
    plugins: [
      {
        requestWillFetch: async ({ request }) => {
          if (!request.headers.has('range')) return request;
          const headers = new Headers(request.headers);
          headers.delete('range');
          return new Request(request.url, { headers, credentials: request.credentials, cache: request.cache, redirect: request.redirect });
        },
      },
    ],
    rangeRequests: true,
  },
};
