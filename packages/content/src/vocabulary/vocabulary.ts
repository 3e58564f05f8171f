import { baseLanguage, writtenAs } from '@tessera/core';

/** A language's words for the built-in boards' tiles: labelKey → text, a subset of contentMessagesEn's ids. */
export type Vocabulary = Readonly<Record<string, string>>;

type VocabularyModule = { default: Vocabulary };

/**
 * One catalogue per language (packages/content/src/messages/<language>.json), each a chunk of its own that is fetched
 * only when its language is chosen, so the first board's download does not grow with every language. A region's
 * catalogue ('pt-PT') holds only the words its region says differently, and is laid over its language's.
 */
const loaders: Readonly<Record<string, () => Promise<VocabularyModule>>> = {
  ar: () => import('../messages/ar.json'),
  de: () => import('../messages/de.json'),
  es: () => import('../messages/es.json'),
  fr: () => import('../messages/fr.json'),
  hi: () => import('../messages/hi.json'),
  it: () => import('../messages/it.json'),
  pt: () => import('../messages/pt.json'),
  'pt-PT': () => import('../messages/pt-PT.json'),
  ru: () => import('../messages/ru.json'),
  uk: () => import('../messages/uk.json'),
  zh: () => import('../messages/zh.json'),
};

/** The languages (and regions) the built-in boards' words are translated into, besides English. */
export const VOCABULARY_LANGUAGES: readonly string[] = Object.keys(loaders).sort();

/**
 * The catalogues a locale's words come from, the one laid over the others last: its language's ('pt'), then the
 * region's it is written as ('pt-TL' → 'pt-PT'), then its own; none for English words.
 */
export const vocabulariesFor = (locale: string): string[] =>
  [...new Set([baseLanguage(locale), writtenAs(locale), locale])].filter((name) => Object.hasOwn(loaders, name));

/** The built-in boards' words in a locale's language (its region's where they differ), or undefined where they are English only. */
export async function loadVocabulary(locale: string): Promise<Vocabulary | undefined> {
  const names = vocabulariesFor(locale);
  if (names.length === 0) return undefined;
  const parts = await Promise.all(names.map((name) => loaders[name]?.()));
  return Object.assign({}, ...parts.map((part) => part?.default));
}
export { coreWordsIn } from './core-words.ts';
