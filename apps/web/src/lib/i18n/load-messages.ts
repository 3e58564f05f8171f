import { contentMessagesEn } from '@tessera/content';
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

const loaded = new Map<string, Messages>();

/** The messages for a locale if they are already in memory: English is, always. */
export const cachedMessages = (locale: string): Messages | undefined => {
  const file = catalogueFor(locale);
  return file ? loaded.get(file) : englishMessages;
};

/** Loads a locale's catalogue, merged over English so an untranslated id still shows English text. */
export const loadMessages = async (locale: string): Promise<Messages> => {
  const file = catalogueFor(locale);
  const load = file ? loaders[file] : undefined;
  if (!file || !load) return englishMessages;
  const cached = loaded.get(file);
  if (cached) return cached;
  const messages = { ...englishMessages, ...(await load()) };
  loaded.set(file, messages);
  return messages;
};
