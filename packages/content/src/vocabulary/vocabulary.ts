/** A language's words for the built-in boards' tiles: labelKey → text, a subset of contentMessagesEn's ids. */
export type Vocabulary = Readonly<Record<string, string>>;

type VocabularyModule = { default: Vocabulary };

/**
 * One catalogue per language (packages/content/src/messages/<language>.json), each a chunk of its own that is fetched
 * only when its language is chosen, so the first board's download does not grow with every language. A regional
 * catalogue ('pt-PT') may be added beside its language's and is then preferred for that region.
 */
const loaders: Readonly<Record<string, () => Promise<VocabularyModule>>> = {
  ar: () => import('../messages/ar.json'),
  de: () => import('../messages/de.json'),
  es: () => import('../messages/es.json'),
  fr: () => import('../messages/fr.json'),
  hi: () => import('../messages/hi.json'),
  it: () => import('../messages/it.json'),
  pt: () => import('../messages/pt.json'),
  ru: () => import('../messages/ru.json'),
  uk: () => import('../messages/uk.json'),
  zh: () => import('../messages/zh.json'),
};

/** The languages (and regions) the built-in boards' words are translated into, besides English. */
export const VOCABULARY_LANGUAGES: readonly string[] = Object.keys(loaders).sort();

const languageOf = (locale: string): string => locale.split(/[-_]/)[0]?.toLowerCase() ?? '';

/** The vocabulary a locale uses: its region's ('pt-PT'), else its language's ('pt'), else none (English words). */
export const vocabularyFor = (locale: string): string | undefined => [locale, languageOf(locale)].find((name) => Object.hasOwn(loaders, name));

/** The built-in boards' words in a locale's language, or undefined where they are English only. */
export async function loadVocabulary(locale: string): Promise<Vocabulary | undefined> {
  const name = vocabularyFor(locale);
  const load = name ? loaders[name] : undefined;
  return load ? (await load()).default : undefined;
}
