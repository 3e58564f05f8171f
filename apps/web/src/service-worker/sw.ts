import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { fontRoute } from './font-route';
import { mediaRoute } from './media-route';
import { PICTURE_PACK_NAME } from './picture-pack-name';
import { picturesRoute } from './pictures-route';
import { precacheInParallel } from './precache-in-parallel';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/**
 * The service worker: the app shell, every screen's code, the fonts and the built-in boards' pictures (one pack)
 * are precached at install, so the app works offline from the first visit on; the big Chinese, Japanese and
 * Korean fonts are kept part by part as a page uses them (font-route.ts). The offline voice's 24 MB data file
 * is cached by its own worker (see lib/speech). A new version waits until the user agrees to refresh (the app
 * posts SKIP_WAITING): reloading under someone mid-sentence would lose their words.
 */
const manifest = self.__WB_MANIFEST;
const precache = new PrecacheController();
precache.addToCacheList(manifest);
self.addEventListener('install', (event) => event.waitUntil(precacheInParallel(precache, event)));
self.addEventListener('activate', (event) => precache.activate(event));
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
cleanupOutdatedCaches();

const packUrl = manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url)).find((url) => PICTURE_PACK_NAME.test(url));

registerRoute(new PrecacheRoute(precache));
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/media\//] }));
registerRoute(picturesRoute(precache, packUrl));
registerRoute(mediaRoute);
registerRoute(fontRoute);
