import { wordsOf } from './fold-word.ts';

/**
 * What a user has said, for the keyboard's prediction: how often each word was spoken and how often one word
 * followed another ("want juice"). Kept on the device and synced with the account like the settings; the keys are
 * the words in lower case as they were written.
 */
export type LearnedWords = { words: Record<string, number>; pairs: Record<string, number> };

export const NO_LEARNED_WORDS: LearnedWords = { words: {}, pairs: {} };

/** At most this many words and word pairs are kept: past it, those said least often (and longest ago) go first. */
export const MAX_LEARNED_WORDS = 5000;
export const MAX_LEARNED_PAIRS = 10000;

export const pairKey = (previous: string, word: string): string => `${previous.toLowerCase()} ${word.toLowerCase()}`;

/** Keeps the `max` entries said most often; of those said as often, the ones seen later (kept in insertion order). */
function capped(counts: Record<string, number>, max: number): Record<string, number> {
  const entries = Object.entries(counts);
  if (entries.length <= max) return counts;
  const kept = entries
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => b.entry[1] - a.entry[1] || b.order - a.order)
    .slice(0, max)
    .sort((a, b) => a.order - b.order);
  return Object.fromEntries(kept.map(({ entry }) => entry));
}

/**
 * The words of a spoken phrase raise their rank, and each word the rank of the one that followed it. `before` is the
 * word said just before the phrase (the output's last word when one more tile joins it): its pair with the phrase's
 * first word counts, the word itself was counted when it was said.
 */
export function learnPhrase(learned: LearnedWords, phrase: string, before?: string): LearnedWords {
  const spoken = wordsOf(phrase).map((word) => word.toLowerCase());
  if (spoken.length === 0) return learned;
  const previous = before === undefined ? undefined : wordsOf(before).at(-1)?.toLowerCase();
  const said = previous === undefined ? spoken : [previous, ...spoken];
  const first = previous === undefined ? 0 : 1;
  const words = { ...learned.words };
  const pairs = { ...learned.pairs };
  said.forEach((word, at) => {
    if (at < first) return;
    // Moved to the end: the newest of equal counts is kept when the store is full.
    const count = (words[word] ?? 0) + 1;
    delete words[word];
    words[word] = count;
    if (at > 0) {
      const key = pairKey(said[at - 1]!, word);
      const pairCount = (pairs[key] ?? 0) + 1;
      delete pairs[key];
      pairs[key] = pairCount;
    }
  });
  return { words: capped(words, MAX_LEARNED_WORDS), pairs: capped(pairs, MAX_LEARNED_PAIRS) };
}

/** Forgets one word, and every pair it is in. */
export function forgetWord(learned: LearnedWords, word: string): LearnedWords {
  const gone = word.toLowerCase();
  const words = { ...learned.words };
  delete words[gone];
  const pairs = Object.fromEntries(Object.entries(learned.pairs).filter(([key]) => !key.split(' ').includes(gone)));
  return { words, pairs };
}
