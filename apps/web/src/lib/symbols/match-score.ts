/** What decides a match's place, most important first; each value is 0 for the better case. */
export interface MatchFacts {
  /** 0 the user's own picture, 1 a catalogue symbol, 2 a skin-tone variant, region flag or logo. */
  group: 0 | 1 | 2;
  /** Which language matched: 0 the interface language, 1 English. */
  layer: number;
  /** 0 whole keyword, 1 whole word of one, 2 start of a word, 3 anywhere, 4 every word of the query. */
  tier: number;
  /** 1 for OpenMoji's own additions, after Unicode emoji matched as well. */
  extra: number;
  /** 1 when only the accent-folded forms agree ('papa' for 'papá'). */
  accentMiss: number;
  /** 0 the symbol is called exactly that, 1 its name has the word ('dog face'), 2 it only carries the keyword. */
  nameFit: number;
  /** How many keywords the symbol has: fewer means a more specific picture. */
  keywords: number;
  /** Its place in the catalogue. */
  order: number;
}

// Mixed-radix digits, most significant first; the product stays far below 2^53, so one number sorts the matches.
const RADIX: [keyof MatchFacts, number][] = [
  ['group', 3],
  ['layer', 4],
  ['tier', 5],
  ['extra', 2],
  ['accentMiss', 2],
  ['nameFit', 3],
  ['keywords', 128],
  ['order', 65536],
];

/** One number per match: lower is better. */
export function matchScore(facts: MatchFacts): number {
  let score = 0;
  for (const [name, radix] of RADIX) score = score * radix + Math.min(facts[name], radix - 1);
  return score;
}
