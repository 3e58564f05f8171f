import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { symbolsPlugin } from './vite/symbols-plugin';
import { symbolKeywordsPlugin } from './vite/symbol-keywords-plugin';
import { precacheOnlyBoardSymbols, searchOnlyPictures } from './vite/symbol-catalogue/searchable-files';
import { mediaRuntimeCaching } from './vite/media-runtime-caching';
import { precompressPlugin } from './vite/precompress-plugin';
import { firstBoardPlugin } from './vite/first-board-plugin';
import { defaultFirstBoardPlugin } from './vite/default-first-board-plugin';

// The API runs as its own process in development; in production one Node process serves both.
export default defineConfig({
  plugins: [
    react(),
    firstBoardPlugin(),
    defaultFirstBoardPlugin(),
    symbolsPlugin(),
    symbolKeywordsPlugin(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Tessera',
        short_name: 'Tessera',
        description: 'Picture boards that speak: augmentative and alternative communication that works offline.',
        theme_color: '#1565c0',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell, every screen's code, the built-in boards' pictures and the fonts; the offline voice's
        // 24 MB data file is cached by its own worker (see lib/speech), so it is not precached twice.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        globIgnores: ['**/*.data'],
        // Symbol search pictures beyond the boards' own are cached when first shown (and a chosen one at once).
        manifestTransforms: [precacheOnlyBoardSymbols()],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/symbols/openmoji/'),
            handler: 'CacheFirst',
            options: { cacheName: 'tessera-symbols', expiration: { maxEntries: 5000 } },
          },
          // Pictures and recordings of boards synced from the server, kept once seen.
          mediaRuntimeCaching,
        ],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//],
        cleanupOutdatedCaches: true,
      },
    }),
    precompressPlugin({ skip: searchOnlyPictures() }),
  ],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
});
