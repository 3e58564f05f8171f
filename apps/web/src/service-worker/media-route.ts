import { ExpirationPlugin } from 'workbox-expiration';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { Route } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

/**
 * Pictures and recordings uploaded to the server (`/media/<random name>`): a board synced from another device keeps
 * showing and speaking offline once each file has been seen here. Files under /media never change (a new upload
 * gets a new name), so the cached copy is always right.
 */
export const mediaRoute = new Route(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: 'tessera-media',
    plugins: [
      new ExpirationPlugin({ maxEntries: 5000 }),
      // An <audio> element asks for a byte range, and a partial answer cannot be cached: the whole file is fetched
      // and kept instead, and later ranges are cut from the cached copy (RangeRequestsPlugin).
      {
        requestWillFetch: async ({ request }) => {
          if (!request.headers.has('range')) return request;
          const headers = new Headers(request.headers);
          headers.delete('range');
          return new Request(request.url, { headers, credentials: request.credentials, cache: request.cache, redirect: request.redirect });
        },
      },
      new RangeRequestsPlugin(),
    ],
  }),
);
