import { buildSymbolIndex, type SymbolIndex } from './build-symbol-index';
import { loadKeywordData, type FetchJson, type KeywordData } from './load-keyword-data';
import { getSymbolsDb, type SymbolsDb } from './symbols-db';
import { loadUserSymbols } from './user-symbols';

// Building the index takes a few hundred milliseconds over the whole catalogue: once per language and set of
// uploads in a session, so reopening the search is instant.
const keywordData = new Map<string, Promise<KeywordData>>();
let built: { key: string; index: SymbolIndex } | undefined;

/** The search index for a locale: the user's pictures plus the catalogue in that language and English. */
export async function loadSymbolIndex(locale: string, db: SymbolsDb = getSymbolsDb(), fetchJson?: FetchJson): Promise<SymbolIndex> {
  let data = keywordData.get(locale);
  if (!data) {
    data = loadKeywordData(locale, db, fetchJson);
    keywordData.set(locale, data);
    data.catch(() => keywordData.delete(locale)); // try again next time: the network may be back
  }
  const [{ catalogue, files }, uploads] = await Promise.all([data, loadUserSymbols(db).catch(() => [])]);
  const key = `${locale}\n${uploads.map((u) => `${u.id}=${u.label}`).join('\n')}`;
  if (built?.key !== key) built = { key, index: buildSymbolIndex(catalogue, files, uploads) };
  return built.index;
}

/** Fetches and stores a locale's keywords ahead of time (e.g. when the app is idle), so the first search works offline. */
export async function prefetchSymbolKeywords(locale: string, db: SymbolsDb = getSymbolsDb()): Promise<boolean> {
  try {
    await loadKeywordData(locale, db);
    return true;
  } catch {
    return false;
  }
}

/** Tests: forget what this session loaded. */
export function resetSymbolIndexCache(): void {
  keywordData.clear();
  built = undefined;
}
