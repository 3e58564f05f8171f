// Loads the built symbol catalogue (apps/web/dist/symbols/keywords/) and the app's own search functions, so the
// benchmarks measure exactly what the symbol search dialog runs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(repo, 'apps/web/dist');
const web = path.join(repo, 'apps/web');

const load = async (file) => (await runnerImport(path.join(web, file), { root: web, configFile: false })).module;

/** The files the build writes: from apps/web/dist when built (unless SYMBOLS_FROM_SOURCE is set), else made now by the build's own code. */
const keywordFiles = async () => {
  if (!process.env.SYMBOLS_FROM_SOURCE && existsSync(path.join(dist, 'symbols/keywords/index.json'))) {
    return { from: 'apps/web/dist', read: (urlPath) => JSON.parse(readFileSync(path.join(dist, urlPath), 'utf8')) };
  }
  const { keywordAssets } = await load('vite/symbol-catalogue/keyword-files.ts');
  const assets = new Map(keywordAssets().map((asset) => [asset.urlPath.replace(/^\//, ''), asset.source]));
  return { from: 'the build code (no apps/web/dist)', read: (urlPath) => JSON.parse(assets.get(urlPath.replace(/^\//, ''))) };
};

/** The built catalogue and keyword files for the given languages (first one first), plus the app's search code. */
export async function loadSymbolSearch(languages) {
  const { from, read } = await keywordFiles();
  const index = read('symbols/keywords/index.json');
  const catalogue = read(index.catalogue);
  const files = languages.map((lang) => read(index.languages[lang]));
  const { buildSymbolIndex } = await load('src/lib/symbols/build-symbol-index.ts');
  const { searchSymbols } = await load('src/lib/symbols/search-symbols.ts');
  return { from, catalogue, files, buildSymbolIndex, searchSymbols };
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
