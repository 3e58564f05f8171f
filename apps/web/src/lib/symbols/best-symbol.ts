import type { SymbolIndex } from './build-symbol-index';
import { normalizeText, wordsOf } from './normalize-text';
import { searchSymbols, type SymbolMatch } from './search-symbols';

/** Scripts written without spaces between words: a keyword holding the query is a match there. */
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/;

/** Endings that keep a word the same word ('think' in 'thinking', 'dog' in 'dogs'), not 'show' in 'shower'. */
const SAME_WORD = /^(s|es|d|ed|ing)$/;

const sameWord = (wanted: string, word: string): boolean =>
  word === wanted || (wanted.length >= 4 && word.startsWith(wanted) && SAME_WORD.test(word.slice(wanted.length)));

/**
 * The match stands for the query: each of its words is a word of the keyword, and the keyword says little else
 * ('with' is not 'person with veil', 'rest' not 'restaurant').
 */
function standsFor(match: SymbolMatch, query: string): boolean {
  const keyword = normalizeText(match.keyword);
  const wanted = wordsOf(query);
  if (wanted.length === 1 && UNSPACED.test(query)) return keyword.includes(query);
  const words = wordsOf(keyword);
  return words.length <= wanted.length + 1 && wanted.every((word) => words.some((other) => sameWord(word, other)));
}

const firstFit = (index: SymbolIndex, query: string): SymbolMatch | undefined =>
  searchSymbols(index, query, { limit: 16 }).find((match) => !match.isUpload && standsFor(match, query));

/** Words that may stand for a label alone: an abbreviation ('TV') first, then the longest, the later first on a tie. */
function standInWords(label: string): string[] {
  const written = label.split(/\s+/);
  const abbreviations = new Set(written.filter((word) => /^[A-Z0-9]{2,}$/.test(word)).map(normalizeText));
  const words = [...new Set(wordsOf(normalizeText(label)))].filter((word) => word.length >= 3 || abbreviations.has(word));
  const rank = (word: string) => (abbreviations.has(word) ? 1000 : word.length);
  return words
    .map((word, place) => ({ word, place }))
    .sort((a, b) => rank(b.word) - rank(a.word) || b.place - a.place)
    .map(({ word }) => word);
}

/**
 * The best of the app's own symbols for a tile's label in a language (an imported tile whose picture could not be
 * had): the whole label, an English verb also without its 'to', else the word of it that one stands for ('to
 * watch TV' → television, 'computer keyboard' → keyboard). Never one of the user's uploads, which are theirs for
 * their own words. Undefined when nothing stands for it: a tile without a picture is better than one with another
 * word's.
 */
export function bestSymbolFor(index: SymbolIndex, label: string, locale = 'en'): SymbolMatch | undefined {
  const plain = normalizeText(label);
  const verb = locale.toLowerCase().startsWith('en') && plain.startsWith('to ') ? plain.slice(3) : undefined;
  for (const query of [plain, verb, ...standInWords(label)]) {
    if (!query) continue;
    const match = firstFit(index, query);
    if (match) return match;
  }
  return undefined;
}
