import { baseLanguage, foldWord, wordsOf, type KeyboardLayout } from '@tessera/core';

/** A language's words for the prediction, each group most useful first. */
export type LexiconSources = {
  /** The words of the built-in core board in the language. */
  core: readonly string[];
  /** The other words of the built-in boards. */
  boards: readonly string[];
  /** The symbol catalogue's names and keywords in the language (OpenMoji, CLDR annotations). */
  symbols: readonly string[];
};

/**
 * The ranked word list of a keyboard: the app's own vocabulary first (the core board's words, then the other
 * boards'), then the symbol catalogue's words; each word once, only words the keyboard's letters can type.
 */
export function lexiconWords({ core, boards, symbols }: LexiconSources, layout: Pick<KeyboardLayout, 'letters' | 'digits'>): string[] {
  const typeable = new Set([...layout.letters.flat(), ...layout.digits].flatMap((key) => [...foldWord(key)]));
  ["'", '’', '-'].forEach((joiner) => typeable.add(joiner));
  const seen = new Set<string>();
  const words: string[] = [];
  for (const text of [...core, ...boards, ...symbols]) {
    if (typeof text !== 'string') continue;
    for (const word of wordsOf(text)) {
      const key = word.toLowerCase();
      if (seen.has(key) || ![...foldWord(word)].every((char) => typeable.has(char))) continue;
      seen.add(key);
      words.push(word);
    }
  }
  return words;
}

/** The symbol catalogue's words for a keyboard's language: each symbol's name first, then its keywords. */
export function symbolWords(keywords: Readonly<Record<string, readonly string[]>>): string[] {
  const lists = Object.values(keywords);
  return [...lists.map((list) => list[0] ?? ''), ...lists.flatMap((list) => list.slice(1))];
}

/** Whether a keyword file is in the keyboard's language. */
export const isLanguageOf = (fileLang: string, layoutLanguage: string): boolean => baseLanguage(fileLang) === baseLanguage(layoutLanguage);

/**
 * A catalogue's text: the build hands the catalogues over compiled (react-intl's message syntax tree, a list of
 * parts); a word's text is its literal parts.
 */
export const messageText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map((part: unknown) => (part && typeof part === 'object' && 'value' in part && typeof part.value === 'string' ? part.value : '')).join('')
      : '';
