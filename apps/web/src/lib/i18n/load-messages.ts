import { contentMessagesEn } from '@tessera/content';
import english from './messages/en.json';
import { baseLanguage, catalogueNames } from './locales';

export type Messages = Record<string, string>;

/** The source catalogue: every message id with its English text, the built-in boards' words included. Other catalogues fall back to it. */
export const englishMessages: Messages = { ...contentMessagesEn, ...english };

// Every other catalogue becomes its own chunk, fetched only when its language is chosen.
const loaders = import.meta.glob<Messages>(['./messages/*.json', '!./messages/en.json'], { import: 'default' });

// The built-in boards' words in other languages (packages/content): their list of languages is a chunk of its own
// too, so an English first board downloads nothing of them.
const loadVocabulary = async (locale: string) => (await import('@tessera/content/vocabulary')).loadVocabulary(locale);

const fileOf = (name: string) => `./messages/${name}.json`;

/**
 * The catalogue file a locale uses: its own ('pt-PT.json'), else the one it is written as ('pt-TL' → 'pt-PT.json'),
 * else its language's ('pt-BR' → 'pt.json'), else none (English).
 */
export const catalogueFor = (locale: string): string | undefined =>
  catalogueNames(locale)
    .map(fileOf)
    .find((file) => file in loaders);

/** Whether the interface has a translation for a locale: English always has one (the source catalogue). */
export const hasCatalogue = (locale: string): boolean => baseLanguage(locale) === 'en' || catalogueFor(locale) !== undefined;

const isEnglish = (locale: string) => baseLanguage(locale) === 'en';

const loaded = new Map<string, Messages>();

/** The messages for a locale if they are already in memory: English's always are, another language's once loaded. */
export const cachedMessages = (locale: string): Messages | undefined => (isEnglish(locale) ? englishMessages : loaded.get(locale));

/**
 * Loads a locale's messages: its interface catalogue over its built-in boards' words over English, so an id either
 * lacks still shows English text (a tile is never empty) and a language with words but no interface translation
 * yet still gets its boards in its own language.
 */
export const loadMessages = async (locale: string): Promise<Messages> => {
  const cached = cachedMessages(locale);
  if (cached) return cached;
  const file = catalogueFor(locale);
  const [interfaceMessages, vocabulary] = await Promise.all([file ? loaders[file]?.() : undefined, loadVocabulary(locale)]);
  const messages = interfaceMessages || vocabulary ? { ...englishMessages, ...vocabulary, ...interfaceMessages } : englishMessages;
  loaded.set(locale, messages);
  return messages;
};
