import { readFileSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { eachLimited } from '../src/lib/each-limited';
import { usedSymbolFiles } from '@tessera/content/node';
import { picturePack } from './picture-pack';
import { searchableSymbolFiles } from './symbol-catalogue/searchable-files';

/**
 * Serves the pictures of the built-in boards at their /symbols/... paths: from the installed OpenMoji
 * package and our own drawings in development, and copied into the build, with the pack of them all that the
 * service worker precaches for offline use. Every other OpenMoji picture the symbol search offers is copied too.
 * The 4,000 pictures are copied as files once the bundle is written, not emitted one by one: the bundler would
 * list each of them in the build's output (a first `npm start` printed 4,707 lines).
 */
export function symbolsPlugin(): Plugin {
  const used = usedSymbolFiles();
  const files = new Map([...searchableSymbolFiles(), ...used].map((file) => [file.urlPath, file.sourceFile]));
  return {
    name: 'tessera-symbols',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const source = req.url ? files.get(decodeURIComponent(req.url.split('?')[0] ?? '')) : undefined;
        if (!source) return next();
        res.setHeader('content-type', 'image/svg+xml');
        res.end(readFileSync(source));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', ...picturePack(used) });
    },
    writeBundle: {
      sequential: true,
      handler: async ({ dir }) => {
        const outDir = dir ?? 'dist';
        const copies = [...files].map(([urlPath, sourceFile]) => ({ sourceFile, target: join(outDir, urlPath.replace(/^\//, '')) }));
        await Promise.all([...new Set(copies.map(({ target }) => dirname(target)))].map((folder) => mkdir(folder, { recursive: true })));
        await eachLimited(copies, 32, ({ sourceFile, target }) => copyFile(sourceFile, target));
      },
    },
  };
}
