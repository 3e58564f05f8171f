import { wordsOf } from '../words/fold-word.ts';

/**
 * The language figures speech-language therapists read (issue 28): total and different words, mean length of
 * utterance in words, the share of core words, a word-frequency list, and the words used for the first time. Pure:
 * the page and the server pass in the utterances (the user's own spoken phrases, Click Output, never modeled ones),
 * the core-word list of the user's language, and the words used before the range.
 */

/** One spoken phrase: its parts as spoken (a tile's words may be one part), when (ISO time or day), and how often. */
export type Utterance = { words: readonly string[]; at: string; times?: number };

export type WordCount = { word: string; count: number; firstUsed: string };

export type LanguageFigures = {
  utterances: number;
  totalWords: number;
  differentWords: number;
  /** Words per utterance (MLU-w), over utterances with at least one word; 0 when there are none. */
  meanLengthOfUtterance: number;
  /** Words said that are on the core-word list. */
  coreWords: number;
  /** coreWords / totalWords, from 0 to 1; 0 when no word was said. */
  coreWordShare: number;
  /** Every different word: most said first, then alphabetically. */
  frequency: WordCount[];
  /** Words of the frequency list not in `usedBefore`, in the order they were first used. */
  newWords: WordCount[];
};

export type LanguageFigureOptions = {
  /** The core vocabulary of the user's language (any case). */
  coreWords?: Iterable<string>;
  /** Words the user said before the range (any case). */
  usedBefore?: Iterable<string>;
  /** The language, for lower-casing (Turkish İ) and ordering. */
  locale?: string;
};

/** The words of a phrase's parts (words/fold-word.ts: punctuation around a word goes, "it's" and "ice-cream" stay), lower-cased in the language. */
export function utteranceWords(parts: readonly string[], locale?: string): string[] {
  return parts.flatMap((part) => wordsOf(part)).map((word) => word.toLocaleLowerCase(locale));
}

const normalized = (words: Iterable<string> | undefined, locale?: string): Set<string> =>
  new Set([...(words ?? [])].flatMap((word) => utteranceWords([word], locale)));

export function languageFigures(utterances: readonly Utterance[], { coreWords, usedBefore, locale }: LanguageFigureOptions = {}): LanguageFigures {
  const core = normalized(coreWords, locale);
  const before = normalized(usedBefore, locale);
  const counts = new Map<string, WordCount>();
  let spoken = 0;
  let totalWords = 0;
  let coreCount = 0;
  const inOrder = [...utterances].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  for (const utterance of inOrder) {
    const times = utterance.times ?? 1;
    const words = utteranceWords(utterance.words, locale);
    if (words.length === 0 || times <= 0) continue;
    spoken += times;
    totalWords += words.length * times;
    for (const word of words) {
      if (core.has(word)) coreCount += times;
      const known = counts.get(word);
      if (known) known.count += times;
      else counts.set(word, { word, count: times, firstUsed: utterance.at });
    }
  }
  const collator = new Intl.Collator(locale);
  const frequency = [...counts.values()].sort((a, b) => b.count - a.count || collator.compare(a.word, b.word));
  const newWords = [...counts.values()].filter((entry) => !before.has(entry.word));
  return {
    utterances: spoken,
    totalWords,
    differentWords: counts.size,
    meanLengthOfUtterance: spoken === 0 ? 0 : totalWords / spoken,
    coreWords: coreCount,
    coreWordShare: totalWords === 0 ? 0 : coreCount / totalWords,
    frequency,
    newWords,
  };
}
