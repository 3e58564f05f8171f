/**
 * The shapes of the files the build writes under /symbols/keywords/ (see apps/web/vite/symbol-catalogue) and the
 * app reads into its symbol database. Symbol ids are OpenMoji hexcodes ('1F436') or '@' and the name of one of our
 * own drawings ('@more').
 */
export const CATALOGUE_VERSION = 1;
export const KEYWORDS_BASE_PATH = '/symbols/keywords/';
export const KEYWORDS_INDEX_PATH = `${KEYWORDS_BASE_PATH}index.json`;

/** Every searchable symbol, in display order, with what the ranking needs to know about it. */
export interface CatalogueFile {
  version: number;
  ids: string[];
  /** Skin-tone variants: variant id → its base symbol, whose keywords it shares. */
  variantOf: Record<string, string>;
  /** Country and region flags, brand logos, letter tiles: one each of hundreds, so ranked after other matches. */
  penalised: string[];
  /** OpenMoji's own additions (icons, signs): ranked after Unicode emoji that match a word as well. */
  extras: string[];
}

/** One language's words: symbol id → [name, ...keywords]. Variants carry only their name. */
export interface KeywordFile {
  version: number;
  lang: string;
  keywords: Record<string, string[]>;
}

/** index.json: where this build's files are (names carry a content hash, so a stored copy is known to be current). */
export interface KeywordsIndexFile {
  version: number;
  catalogue: string;
  languages: Record<string, string>;
}

export const symbolSrc = (id: string): string => (id.startsWith('@') ? `/symbols/tessera/${id.slice(1)}.svg` : `/symbols/openmoji/${id}.svg`);
