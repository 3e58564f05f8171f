import type { Plugin } from 'vite';
import { keywordAssets, type KeywordAsset } from './symbol-catalogue/keyword-files';

/**
 * Writes the symbol search's keyword files (/symbols/keywords/…, one per language, built from OpenMoji's data and
 * CLDR annotations) into the build, and serves them in development. They are not precached: the app fetches the
 * user's language on first use and keeps it in its own symbol database.
 */
export function symbolKeywordsPlugin(): Plugin {
  let assets: Map<string, KeywordAsset> | undefined;
  const all = () => (assets ??= new Map(keywordAssets().map((asset) => [asset.urlPath, asset])));
  return {
    name: 'tessera-symbol-keywords',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!path.startsWith('/symbols/keywords/')) return next();
        const asset = all().get(path);
        if (!asset) return next();
        res.setHeader('content-type', 'application/json');
        res.end(asset.source);
      });
    },
    generateBundle() {
      for (const asset of all().values()) {
        this.emitFile({ type: 'asset', fileName: asset.urlPath.replace(/^\//, ''), source: asset.source });
      }
    },
  };
}
