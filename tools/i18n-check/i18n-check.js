// `npm run i18n:check`: the interface catalogues against the code and against English. Exits 1 with a list of
// problems: an id the code uses that English lacks, an English id nothing uses, broken ICU syntax, a translation
// missing an id, holding one English lacks, with other arguments than English, or still (almost all) English.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalogues, formatProblems } from './check-catalogues.js';
import { extractMessages, sourceFiles } from './extract-messages.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MESSAGES = 'apps/web/src/lib/i18n/messages';
// The built-in boards' words: English (the source of every built-in id) and one vocabulary per language.
const CONTENT_MESSAGES = 'packages/content/src/messages';
// Where the code defines messages: the web app, and @tessera/core's descriptors (validation and server errors).
const SOURCES = ['apps/web/src', 'packages/core/src'];

/**
 * Ids the code builds at run time, which no extractor can see: the built-in boards' names and words (a board's
 * nameKey, a tile's labelKey) and the featured boards' texts (titleKey, descriptionKey). They are data of
 * packages/content, whose catalogue (packages/content/src/messages/en.json) is their English source, and they
 * reach the interface only through the sites below (which define no other message).
 */
const DYNAMIC = {
  prefixes: ['tessera.board.', 'tessera.featured.'],
  sites: ['apps/web/src/lib/i18n/message-translator.ts'],
};

/**
 * The built-in ids every interface translation must hold: board names ('tessera.board.food') and featured boards'
 * texts are interface, and live only there. Tiles' words ('tessera.board.food.apple') are vocabulary, and live only
 * in packages/content/src/messages/<language>.json, complete for each language it holds; a language without one
 * shows the English words (the catalogues are merged over English). A region's (pt-PT.json) holds only the words it
 * says differently from its language's file, which it is laid over.
 */
const requiredBuiltIn = (id) => /^tessera\.board\.[^.]+$/.test(id) || id.startsWith('tessera.featured.');

const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const started = Date.now();
const files = SOURCES.flatMap((folder) => sourceFiles(root, folder));
const { used, problems: extractionProblems } = await extractMessages(root, files, DYNAMIC.sites);
/** The catalogues of a folder other than English, by name ('es'). */
const translationsIn = (folder) =>
  Object.fromEntries(
    readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith('.json') && name !== 'en.json')
      .map((name) => [name.replace(/\.json$/, ''), readJson(`${folder}/${name}`)]),
  );
const translations = translationsIn(MESSAGES);
const vocabularies = translationsIn(CONTENT_MESSAGES);
const problems = [
  ...extractionProblems,
  ...checkCatalogues({
    used,
    english: readJson(`${MESSAGES}/en.json`),
    builtIn: readJson(`${CONTENT_MESSAGES}/en.json`),
    dynamicPrefixes: DYNAMIC.prefixes,
    requiredBuiltIn,
    translations,
    vocabularies,
  }),
];

const summary = `${new Set(used.map(({ id }) => id)).size} ids in ${files.length} files; catalogues en, ${Object.keys(translations).sort().join(', ')}; vocabularies en, ${Object.keys(vocabularies).sort().join(', ')}`;
if (problems.length > 0) {
  console.error(`${formatProblems(problems)}\n\ni18n:check: ${problems.length} problem(s) (${summary}).`);
  process.exit(1);
}
console.log(`i18n:check: no problems (${summary}; ${((Date.now() - started) / 1000).toFixed(1)} s).`);
