import { foldWord } from './fold-word.ts';
import { NO_LEARNED_WORDS, type LearnedWords } from './learned-words.ts';

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
// Beginnings this short keep their TOP_KEPT most frequent words, so the first letters typed do not scan thousands.
const SHORT_PREFIX = 3;
const TOP_KEPT = 4 * PREDICTION_SLOTS;

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

type Word = { text: string; key: string; folded: string; base: number };
type LearnedWord = { key: string; folded: string; count: number };

const byFolded = <T extends { folded: string }>(a: T, b: T) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : 0);

/** The first index of a list sorted by folded form whose word is not before `prefix`. */
function firstFrom(sorted: readonly { folded: string }[], prefix: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]!.folded < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * What was learned, arranged once for each learned object (it changes once per word said): the words sorted by
 * folded form (for the ones beginning with what was typed), the words said most often first, and for each word the
 * words said after it.
 */
type LearnedIndex = { sorted: LearnedWord[]; mostSaid: LearnedWord[]; after: Map<string, { key: string; count: number }[]> };
const learnedIndexes = new WeakMap<LearnedWords, LearnedIndex>();
function learnedIndex(learned: LearnedWords): LearnedIndex {
  let index = learnedIndexes.get(learned);
  if (!index) {
    const list = Object.entries(learned.words)
      .filter(([, count]) => count > 0)
      .map(([key, count]) => ({ key, folded: foldWord(key), count }));
    const after = new Map<string, { key: string; count: number }[]>();
    for (const [pair, count] of Object.entries(learned.pairs)) {
      const space = pair.indexOf(' ');
      const first = pair.slice(0, space);
      const followers = after.get(first) ?? [];
      followers.push({ key: pair.slice(space + 1), count });
      after.set(first, followers);
    }
    index = { sorted: [...list].sort(byFolded), mostSaid: [...list].sort((a, b) => b.count - a.count), after };
    learnedIndexes.set(learned, index);
  }
  return index;
}

/**
 * Whether `typed` is one edit from a beginning of `word` (one letter changed, added, dropped, or two neighbours
 * swapped), without making strings: the typo scan runs over every word of the lexicon.
 */
function nearPrefix(typed: string, word: string): boolean {
  let at = 0;
  while (at < typed.length && at < word.length && typed[at] === word[at]) at += 1;
  if (at === typed.length) return true;
  const sameFrom = (from: number, shift: number) => {
    for (let index = from; index < typed.length; index += 1) {
      const other = index + shift;
      if (other >= word.length || typed[index] !== word[other]) return false;
    }
    return true;
  };
  // Changed, added in what was typed, dropped from it, or swapped with the next letter.
  if (sameFrom(at + 1, 0) || sameFrom(at + 1, -1) || sameFrom(at, 1)) return true;
  return typed[at] === word[at + 1] && typed[at + 1] === word[at] && sameFrom(at + 2, 0);
}

const capitalised = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/**
 * The keyboard's prediction for one language: `rankedWords` are the language's words, most frequent first (a word
 * list, and the app's own vocabulary of the language). Completions of the word being typed and, after a space, the
 * next words; what the user has said (`learned`) ranks first. Accents and case are ignored; from TYPO_FROM_LETTERS
 * letters on a word one edit away is found too.
 */
export function createPredictor(rankedWords: readonly string[]): Predictor {
  const byKey = new Map<string, Word>();
  rankedWords.forEach((text, rank) => {
    const key = text.toLowerCase();
    if (!text || byKey.has(key)) return;
    byKey.set(key, { text, key, folded: foldWord(text), base: 1 - rank / rankedWords.length });
  });
  const words = [...byKey.values()];
  // Sorted by folded form, for the words beginning with what was typed.
  const sorted = [...words].sort(byFolded);
  // For the first letters typed, when thousands of words begin alike: the most frequent words of each beginning.
  const topOf = new Map<string, Word[]>();
  for (const word of words) {
    for (let length = 1; length <= Math.min(SHORT_PREFIX, word.folded.length); length += 1) {
      const prefix = word.folded.slice(0, length);
      const top = topOf.get(prefix) ?? [];
      if (top.length < TOP_KEPT) top.push(word);
      topOf.set(prefix, top);
    }
  }

  const suggest = ({ typed, previous }: PredictionInput, learned: LearnedWords = NO_LEARNED_WORDS, limit = PREDICTION_SLOTS): string[] => {
    const wanted = foldWord(typed);
    const typedKey = typed.toLowerCase();
    const index = learnedIndex(learned);
    const followers = previous ? index.after.get(previous.toLowerCase()) : undefined;
    const pairCounts = new Map(followers?.map(({ key, count }) => [key, count]));
    const scores = new Map<string, { text: string; score: number }>();
    const said = (key: string) => (learned.words[key] ?? 0) * SAID_WEIGHT + (pairCounts.get(key) ?? 0) * PAIR_WEIGHT;
    const offer = (key: string, text: string, score: number) => {
      if (typed && key === typedKey) return;
      const best = scores.get(key);
      if (!best || best.score < score) scores.set(key, { text, score });
    };
    // The lexicon's words not said yet score by rank alone: only the `limit` best of them can be shown, kept best first.
    const unsaid: Word[] = [];
    const keepUnsaid = (word: Word) => {
      if (unsaid.length === limit && unsaid[limit - 1]!.base >= word.base) return;
      let at = unsaid.length;
      while (at > 0 && unsaid[at - 1]!.base < word.base) at -= 1;
      unsaid.splice(at, 0, word);
      if (unsaid.length > limit) unsaid.pop();
    };
    const consider = (word: Word, penalty = 0) => {
      if (learned.words[word.key] !== undefined || pairCounts.has(word.key)) offer(word.key, word.text, word.base + said(word.key) - penalty);
      else if (penalty === 0) keepUnsaid(word);
      else offer(word.key, word.text, word.base - penalty);
    };
    if (wanted) {
      let found = 0;
      const top = wanted.length <= SHORT_PREFIX && limit <= TOP_KEPT ? (topOf.get(wanted) ?? []) : undefined;
      if (top) {
        // Words said are offered below, from what was learned; of the others only the most frequent can show.
        top.forEach((word) => consider(word));
        found = top.length;
      } else {
        for (let at = firstFrom(sorted, wanted); at < sorted.length && sorted[at]!.folded.startsWith(wanted); at += 1) {
          consider(sorted[at]!);
          found += 1;
        }
      }
      if (wanted.length >= TYPO_FROM_LETTERS && found < limit) {
        for (const word of words) {
          if (word.folded.length < wanted.length - 1 || word.folded.startsWith(wanted)) continue;
          if (nearPrefix(wanted, word.folded)) consider(word, TYPO_PENALTY);
        }
      }
      // What the user has said, whether or not the word list has it.
      for (let at = firstFrom(index.sorted, wanted); at < index.sorted.length && index.sorted[at]!.folded.startsWith(wanted); at += 1) {
        const { key } = index.sorted[at]!;
        const known = byKey.get(key);
        offer(key, known?.text ?? key, (known?.base ?? 0) + said(key));
      }
    } else {
      for (const word of words.slice(0, limit * 4)) consider(word);
      const candidates = [...(followers ?? []), ...index.mostSaid.slice(0, limit * 4)];
      for (const { key } of candidates) {
        const known = byKey.get(key);
        offer(key, known?.text ?? key, (known?.base ?? 0) + said(key));
      }
    }
    for (const word of unsaid) offer(word.key, word.text, word.base);
    const ranked = [...scores.values()].sort((a, b) => b.score - a.score).slice(0, limit);
    const upper = typed !== '' && typed.charAt(0) !== typed.charAt(0).toLowerCase();
    return ranked.map(({ text }) => (upper ? capitalised(text) : text));
  };
  return { suggest, size: words.length };
}
