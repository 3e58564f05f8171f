import { foldWord, withinOneEdit } from './fold-word.ts';
import { NO_LEARNED_WORDS, pairKey, type LearnedWords } from './learned-words.ts';

/** The prediction row's slots. */
export const PREDICTION_SLOTS = 6;

/** A typed word this long or longer is also matched with one letter wrong, missing, extra or swapped. */
export const TYPO_FROM_LETTERS = 4;

// Each time the user said a word adds this to its score; each time it followed the previous word, PAIR_WEIGHT more.
// A lexicon word scores between 0 and 1 by its rank, so a word the user has said comes before any they have not.
const SAID_WEIGHT = 1;
const PAIR_WEIGHT = 2;
// A word found only with a typo comes after every word that begins with what was typed.
const TYPO_PENALTY = 1000;

export type PredictionInput = {
  /** The word being typed ('' right after a space: then the row offers next words). */
  typed: string;
  /** The word before it, if any: what was said after it raises a word's rank. */
  previous?: string | undefined;
};

export type Predictor = {
  suggest: (input: PredictionInput, learned?: LearnedWords, limit?: number) => string[];
  size: number;
};

type Word = { text: string; folded: string; base: number };

/** The learned words with their folded forms, worked out once for each learned object (it changes once per phrase). */
const foldedLearned = new WeakMap<Record<string, number>, { key: string; folded: string; count: number }[]>();
const learnedList = (words: Record<string, number>) => {
  let list = foldedLearned.get(words);
  if (!list) {
    list = Object.entries(words).map(([key, count]) => ({ key, folded: foldWord(key), count }));
    foldedLearned.set(words, list);
  }
  return list;
};

const capitalised = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/**
 * The keyboard's prediction for one language: `rankedWords` are the language's words, most frequent first (a word
 * list, and the app's own vocabulary of the language). Completions of the word being typed and, after a space, the
 * next words; what the user has said (`learned`) ranks first. Accents and case are ignored; from TYPO_FROM_LETTERS
 * letters on a word one edit away is found too.
 */
export function createPredictor(rankedWords: readonly string[]): Predictor {
  const byText = new Map<string, Word>();
  rankedWords.forEach((text, rank) => {
    const key = text.toLowerCase();
    if (!text || byText.has(key)) return;
    byText.set(key, { text, folded: foldWord(text), base: 1 - rank / rankedWords.length });
  });
  const words = [...byText.values()];
  // Sorted by folded form, for the words beginning with what was typed.
  const sorted = [...words].sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : 0));
  const firstFrom = (prefix: string) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle]!.folded < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  const suggest = ({ typed, previous }: PredictionInput, learned: LearnedWords = NO_LEARNED_WORDS, limit = PREDICTION_SLOTS): string[] => {
    const wanted = foldWord(typed);
    const scores = new Map<string, { text: string; score: number }>();
    const said = (key: string) => (learned.words[key] ?? 0) * SAID_WEIGHT + (previous ? (learned.pairs[pairKey(previous, key)] ?? 0) * PAIR_WEIGHT : 0);
    const offer = (text: string, score: number) => {
      const key = text.toLowerCase();
      if (key === typed.toLowerCase() && typed) return;
      const best = scores.get(key);
      if (!best || best.score < score) scores.set(key, { text, score });
    };
    // The language's words that begin with what was typed (all of them, after a space, only through what was said).
    if (wanted) {
      for (let at = firstFrom(wanted); at < sorted.length && sorted[at]!.folded.startsWith(wanted); at += 1) {
        const word = sorted[at]!;
        offer(word.text, word.base + said(word.text.toLowerCase()));
      }
      if (wanted.length >= TYPO_FROM_LETTERS && scores.size < limit) {
        for (const word of words) {
          if (word.folded.length < wanted.length - 1 || word.folded.startsWith(wanted)) continue;
          const near = [wanted.length - 1, wanted.length, wanted.length + 1].some((length) => withinOneEdit(wanted, word.folded.slice(0, length)));
          if (near) offer(word.text, word.base + said(word.text.toLowerCase()) - TYPO_PENALTY);
        }
      }
    } else {
      for (const word of words.slice(0, limit * 4)) offer(word.text, word.base);
    }
    // What the user has said, whether or not the word list has it.
    for (const { key, folded, count } of learnedList(learned.words)) {
      if (count <= 0 || (wanted && !folded.startsWith(wanted))) continue;
      const known = byText.get(key);
      offer(known?.text ?? key, (known?.base ?? 0) + said(key));
    }
    const ranked = [...scores.values()].sort((a, b) => b.score - a.score).slice(0, limit);
    const upper = typed !== '' && typed.charAt(0) !== typed.charAt(0).toLowerCase();
    return ranked.map(({ text }) => (upper ? capitalised(text) : text));
  };
  return { suggest, size: words.length };
}
