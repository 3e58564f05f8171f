import { contentMessagesEn, loadVocabulary, vocabularyFor } from '@tessera/content';
import english from './messages/en.json';
import { baseLanguage } from './locales';

export type Messages = Record<string, string>;

/** The source catalogue: every message id with its English text, the built-in boards' words included. Other catalogues fall back to it. */
export const englishMessages: Messages = { ...contentMessagesEn, ...english };

// Every other catalogue becomes its own chunk, fetched only when its language is chosen.
const loaders = import.meta.glob<Messages>(['./messages/*.json', '!./messages/en.json'], { import: 'default' });

const fileOf = (name: string) => `./messages/${name}.json`;

/** The catalogue file a locale uses: its own ('pt-BR.json'), else its language's ('pt.json'), else none (English). */
export const catalogueFor = (locale: string): string | undefined =>
  [locale, baseLanguage(locale)].map(fileOf).find((file) => file in loaders);

/** Whether the interface has a translation for a locale: English always has one (the source catalogue). */
export const hasCatalogue = (locale: string): boolean => baseLanguage(locale) === 'en' || catalogueFor(locale) !== undefined;

/** What a locale's messages are made of: its interface catalogue and its built-in boards' words (none: English). */
const sourcesOf = (locale: string): string | undefined => {
  const interfaceFile = catalogueFor(locale);
  const vocabulary = baseLanguage(locale) === 'en' ? undefined : vocabularyFor(locale);
  return interfaceFile || vocabulary ? `${interfaceFile ?? ''}|${vocabulary ?? ''}` : undefined;
};

const loaded = new Map<string, Messages>();

/** The messages for a locale if they are already in memory: English is, always. */
export const cachedMessages = (locale: string): Messages | undefined => {
  const sources = sourcesOf(locale);
  return sources ? loaded.get(sources) : englishMessages;
};

/**
 * Loads a locale's messages: its interface catalogue over its built-in boards' words over English, so an id either
 * lacks still shows English text (a tile is never empty) and a language with words but no interface translation
 * yet still gets its boards in its own language.
 */
export const loadMessages = async (locale: string): Promise<Messages> => {
  const sources = sourcesOf(locale);
  if (!sources) return englishMessages;
  const cached = loaded.get(sources);
  if (cached) return cached;
  const file = catalogueFor(locale);
  const [interfaceMessages, vocabulary] = await Promise.all([file ? loaders[file]?.() : undefined, baseLanguage(locale) === 'en' ? undefined : loadVocabulary(locale)]);
  const messages = { ...englishMessages, ...vocabulary, ...interfaceMessages };
  loaded.set(sources, messages);
  return messages;
};
