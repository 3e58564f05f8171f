import { createHash } from 'node:crypto';
import { CATALOGUE_VERSION, KEYWORDS_BASE_PATH, type KeywordsIndexFile } from '../../src/lib/symbols/catalogue-files';
import { buildCatalogue } from './build-catalogue';

/** A file the app fetches from /symbols/keywords/: its URL path and its JSON text. */
export interface KeywordAsset {
  urlPath: string;
  source: string;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

const hashed = (name: string, source: string): KeywordAsset => ({ urlPath: `${KEYWORDS_BASE_PATH}${name}.${hashOf(source)}.json`, source });

/**
 * The catalogue and one keyword file per language, named by content hash, plus index.json naming them: the app
 * reads the index first and fetches a language's words only when they changed since it last stored them.
 */
export function keywordAssets(): KeywordAsset[] {
  const built = buildCatalogue();
  const catalogue = hashed('catalogue', JSON.stringify(built.catalogue));
  const languages = [...built.languages].map(([lang, file]) => [lang, hashed(lang, JSON.stringify(file))] as const);
  const index: KeywordsIndexFile = {
    version: CATALOGUE_VERSION,
    catalogue: catalogue.urlPath,
    languages: Object.fromEntries(languages.map(([lang, asset]) => [lang, asset.urlPath])),
  };
  return [{ urlPath: `${KEYWORDS_BASE_PATH}index.json`, source: JSON.stringify(index) }, catalogue, ...languages.map(([, asset]) => asset)];
}
