import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { symbolsPlugin } from './vite/symbols-plugin';
import { symbolKeywordsPlugin } from './vite/symbol-keywords-plugin';
import { searchOnlyPictures } from './vite/symbol-catalogue/searchable-files';
import { requirePicturePack } from './vite/picture-pack';
import { precompressPlugin } from './vite/precompress-plugin';
import { firstBoardPlugin } from './vite/first-board-plugin';
import { defaultFirstBoardPlugin } from './vite/default-first-board-plugin';
import { precompiledMessagesPlugin } from './vite/precompiled-messages-plugin';

// The API runs as its own process in development; in production one Node process serves both.
export default defineConfig({
  plugins: [
    react(),
    precompiledMessagesPlugin(),
    firstBoardPlugin(),
    defaultFirstBoardPlugin(),
    symbolsPlugin(),
    symbolKeywordsPlugin(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // Our own worker (src/service-worker/sw.ts): it precaches several files at once and answers the built-in
      // boards' pictures from one pack, which Workbox's generated worker cannot.
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
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
      injectManifest: {
        // The app shell, every screen's code, the fonts and the pack of the built-in boards' pictures (not the
        // pictures one by one). The offline voice's 24 MB data file is cached by its own worker (see lib/speech),
        // so it is not precached twice; the symbol search's pictures are cached when first shown. The Chinese,
        // Japanese and Korean fonts (8 MB in 360 parts) are fetched part by part when a screen or a PDF shows their
        // letters, and the worker keeps each part (src/service-worker/font-route.ts); the other scripts' are here.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}', 'symbols/pictures-*.json'],
        globIgnores: ['**/*.data', 'symbols/**/*.svg', '**/noto-sans-{jp,kr,sc}-*.woff2'],
        manifestTransforms: [requirePicturePack],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    precompressPlugin({ skip: searchOnlyPictures() }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Everything the entry imports statically (the first board's code) goes out as one file: left to itself the
    // bundler split the modules it shares with the lazy screens into 50 small files, and those compress so much
    // worse apart that the first board's download grew by 15 KB (gzip) with no code added.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
      // The plugins' timing report is for profiling a build, not news on every `npm start`.
      checks: { bundlerTimings: false },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
});
