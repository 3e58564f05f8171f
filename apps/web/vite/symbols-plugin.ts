import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { usedSymbolFiles } from '@tessera/content/node';
import { searchableSymbolFiles } from './symbol-catalogue/searchable-files';

/**
 * Serves the pictures of the built-in boards at their /symbols/... paths: from the installed OpenMoji
 * package and our own drawings in development, and copied into the build so they are precached for offline use.
 * Every other OpenMoji picture the symbol search offers is copied too (vite.config.ts precaches only the boards').
 */
export function symbolsPlugin(): Plugin {
  const files = new Map([...searchableSymbolFiles(), ...usedSymbolFiles()].map((file) => [file.urlPath, file.sourceFile]));
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
    },
  };
}
