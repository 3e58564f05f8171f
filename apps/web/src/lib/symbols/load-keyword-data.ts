import { CATALOGUE_VERSION, KEYWORDS_INDEX_PATH, type CatalogueFile, type KeywordFile, type KeywordsIndexFile } from './catalogue-files';
import { getSymbolsDb, type SymbolsDb } from './symbols-db';

export type FetchJson = (url: string) => Promise<unknown>;

export interface KeywordData {
  catalogue: CatalogueFile;
  /** The interface language's words first, then English (just English for an English interface). */
  files: KeywordFile[];
}

export class SymbolsUnavailableError extends Error {
  constructor() {
    super('The symbol catalogue has not been downloaded yet and the network is not reachable.');
  }
}

const fetchJsonNoCache: FetchJson = async (url) => {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

/** The keyword languages a locale searches in: its own language, then English. */
export const keywordLanguagesFor = (locale: string): string[] => {
  const lang = locale.split(/[-_]/)[0]?.toLowerCase() || 'en';
  return lang === 'en' ? ['en'] : [lang, 'en'];
};

const isCurrent = (data: unknown): boolean => (data as { version?: number } | undefined)?.version === CATALOGUE_VERSION;

/**
 * The catalogue and keyword files a search in this locale needs. Each comes from the symbol database when the
 * stored copy is the one this build names (or when the network is not there), else it is fetched and stored, so a
 * language fetched once answers offline from then on.
 */
export async function loadKeywordData(locale: string, db: SymbolsDb = getSymbolsDb(), fetchJson: FetchJson = fetchJsonNoCache): Promise<KeywordData> {
  const index = (await fetchJson(KEYWORDS_INDEX_PATH).catch(() => null)) as KeywordsIndexFile | null;
  const known = index && isCurrent(index) ? index : null;

  const get = async (key: string, url: string | undefined): Promise<unknown> => {
    const stored = await db.keywords.get(key).catch(() => undefined);
    const usable = stored && isCurrent(stored.data) ? stored.data : undefined;
    if (usable && (!url || stored?.url === url)) return usable;
    if (!url) return usable;
    try {
      const data = await fetchJson(url);
      if (!isCurrent(data)) return usable;
      // A full disk must not stop the search: the words are in memory for this session either way.
      await db.keywords.put({ lang: key, url, data }).catch(() => undefined);
      return data;
    } catch {
      return usable;
    }
  };

  const catalogue = (await get('catalogue', known?.catalogue)) as CatalogueFile | undefined;
  if (!catalogue) throw new SymbolsUnavailableError();
  const files = await Promise.all(keywordLanguagesFor(locale).map((lang) => get(lang, known?.languages[lang])));
  const present = files.filter((file): file is KeywordFile => !!file);
  if (present.length === 0) throw new SymbolsUnavailableError();
  return { catalogue, files: present };
}
