import type { OwnWordEntry } from '@tessera/core';
import messagesEn from './messages/en.json';

/**
 * English words that name two of our words (the chicken one eats and the one in the yard; a watch and to watch), or
 * that one of our languages says two ways on two boards: another app's key for one of them is not taken for either,
 * or a tile could speak the other word in another language. A content test finds every such word in the
 * translations, so this list cannot fall behind them.
 */
export const AMBIGUOUS_WORDS: readonly string[] = [
  'bottom',
  'chicken',
  'clean',
  'cold',
  'cook',
  'desk',
  'fish',
  'heart',
  'hot',
  'me',
  'mouse',
  'orange',
  'playground',
  'toilet',
  'watch',
];

/** Boards whose words are verbs: Cboard's 'to eat' is one of these, never a noun of another board. */
const VERB_BOARDS: ReadonlySet<string> = new Set(['actions', 'core-actions', 'core']);

const ambiguous = new Set(AMBIGUOUS_WORDS);
const boardOf = (key: string): string | undefined => key.split('.')[2];

/**
 * Our words an import may name another app's keys after (core's ownWordsIndex), the ambiguous ones left out.
 * `englishOf` gives a key's English text (the web app formats it from its compiled catalogue; tests read
 * contentMessagesEn). Worked out when an import asks, not when the first board loads.
 */
export function ownWordEntries(englishOf: (key: string) => string | undefined): OwnWordEntry[] {
  return Object.keys(messagesEn).flatMap((key) => {
    const text = key.startsWith('tessera.board.') ? englishOf(key) : undefined;
    if (text === undefined || ambiguous.has(text.trim().toLowerCase())) return [];
    return [{ key, text, ...(VERB_BOARDS.has(boardOf(key) ?? '') && key.split('.').length === 4 ? { verb: true } : {}) }];
  });
}
