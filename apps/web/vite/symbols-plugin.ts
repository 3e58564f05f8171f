import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { usedSymbolFiles } from '@tessera/content/node';
import { picturePack } from './picture-pack';
import { searchableSymbolFiles } from './symbol-catalogue/searchable-files';

/**
 * Serves the pictures of the built-in boards at their /symbols/... paths: from the installed OpenMoji
 * package and our own drawings in development, and copied into the build, with the pack of them all that the
 * service worker precaches for offline use. Every other OpenMoji picture the symbol search offers is copied too.
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
      for (const [urlPath, sourceFile] of files) {
        this.emitFile({ type: 'asset', fileName: urlPath.replace(/^\//, ''), source: readFileSync(sourceFile) });
      }
      this.emitFile({ type: 'asset', ...picturePack(used) });
    },
  };
}
