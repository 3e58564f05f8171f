import type { FONT_FAMILIES } from '../schemas/constants.ts';

/**
 * Widths of letters in a tile label's font, in em: Roboto at weight 500 as Chromium draws it, each rounded up to
 * 0.02 em, so a word's sum errs a little on the wide side (1 to 2%). FONT_WIDTH scales them for the other families.
 */
const WIDTHS: ReadonlyArray<readonly [number, string]> = [
  [0.18, "'"],
  [0.22, '’'],
  [0.24, ',;'],
  [0.26, 'ijlі'],
  [0.28, '.:!¡ї'],
  [0.3, 'IІЇΙ'],
  [0.32, '"'],
  [0.34, 't-ι'],
  [0.36, 'fr()'],
  [0.4, '/'],
  [0.42, 'г'],
  [0.46, 'ґ'],
  [0.5, 'vy?¿туν'],
  [0.52, 'sxzзхγζξ'],
  [0.54, 'acekаеёсэєτ'],
  [0.56, 'hnuFJL+кчьяГҐελυχΓ'],
  [0.58, 'bdgopqE0123456789бвийлнопрЕЁαδηκορσΕΞΣøþ'],
  [0.6, 'βθμð'],
  [0.62, 'STYZдцЗТЯΖΤΥß'],
  [0.64, 'BKPRXБВРУХЬπΒΚΡΧ'],
  [0.66, 'CDUV–&ъКСΛ'],
  [0.68, 'AАЭЄΑΩ'],
  [0.7, 'GOQОЧΘΟØ'],
  [0.72, 'HNИЙЛНПΔΗΝΠΨ'],
  [0.74, '%фφψ'],
  [0.76, 'wмДЦΦ'],
  [0.78, 'Ъ'],
  [0.8, 'Ф'],
  [0.82, 'жшыю'],
  [0.84, 'ω'],
  [0.86, 'æ'],
  [0.88, 'mMщМЫΜ'],
  [0.9, 'W'],
  [0.92, 'œ'],
  [0.94, 'ЮÆ'],
  [0.96, 'ЖШ'],
  [0.98, 'Œ'],
  [1, 'Щ'],
];

/**
 * How much wider than Roboto each font family of the settings sets the same words (the widest of the built-in
 * boards' longest words, measured in Chromium), rounded up.
 */
export const FONT_WIDTH: Readonly<Record<(typeof FONT_FAMILIES)[number], number>> = {
  Roboto: 1,
  Chilanka: 1.05,
  Hind: 1,
  Nunito: 1.02,
  Oswald: 0.88,
  'Indie Flower': 0.96,
};

const WIDTH_OF = new Map(WIDTHS.flatMap(([width, letters]) => [...letters].map((letter) => [letter, width] as const)));

/** Marks that sit on the letter before them (accents written apart, Arabic vowel signs, Indic vowel signs). */
const MARK = /\p{M}/u;
/** Scripts written without spaces, where a line may break between any two characters. */
const ONE_BY_ONE = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;
const EMOJI = /\p{Extended_Pictographic}/u;
const WHITE_SPACE = /\s/u;
const ARABIC = /[\p{sc=Arabic}\p{sc=Hebrew}]/u;
const INDIC = /[\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Tamil}\p{sc=Telugu}\p{sc=Gujarati}\p{sc=Gurmukhi}\p{sc=Kannada}\p{sc=Malayalam}\p{sc=Thai}]/u;

/** Arabic letters join and are narrow; Indic letters with their signs; a letter this table lacks. */
const JOINED_WIDTH = 0.62;
const INDIC_WIDTH = 0.55;
const OTHER_WIDTH = 0.65;
const WIDE_WIDTH = 1;
const EMOJI_WIDTH = 1.25;
const SPACE_WIDTH = 0.25;

/** One character's width in em. */
function letterWidth(letter: string): number {
  const known = WIDTH_OF.get(letter) ?? WIDTH_OF.get(letter.normalize('NFD')[0] ?? '');
  if (known !== undefined) return known;
  if (MARK.test(letter)) return 0;
  if (ONE_BY_ONE.test(letter)) return WIDE_WIDTH;
  if (EMOJI.test(letter)) return EMOJI_WIDTH;
  if (ARABIC.test(letter)) return JOINED_WIDTH;
  if (INDIC.test(letter)) return INDIC_WIDTH;
  return OTHER_WIDTH;
}

export type LabelWidth = {
  /** The widest part of the label no line may break inside (a word, or one character of Chinese or Japanese). */
  word: number;
  /** The whole label on one line. */
  line: number;
};

/**
 * How wide a label is, in em of the tile font, from its letters alone (no layout): what the tile needs to show
 * each word whole. Words are what lies between spaces; a hyphenated word counts as one (it fits whole).
 */
export function labelWidth(label: string): LabelWidth {
  let word = 0;
  let line = 0;
  let current = 0;
  for (const letter of label) {
    if (letter === ' ' || WHITE_SPACE.test(letter)) {
      current = 0;
      line += SPACE_WIDTH;
      continue;
    }
    const width = letterWidth(letter);
    // A line may break before each character of a script written without spaces (all past U+2E80).
    if (letter >= '\u2e80' && ONE_BY_ONE.test(letter)) current = 0;
    current += width;
    line += width;
    word = Math.max(word, current);
  }
  return { word, line };
}

/**
 * The room a label needs across its tile, in em: enough for its widest word, and for all of it in `lines`
 * lines (a fifth more than the exact share, as lines break only between words).
 */
export function labelFitWidth(label: string, lines: number): number {
  const { word, line } = labelWidth(label);
  return Math.max(word, (line * 1.2) / lines);
}
