import { wordsOf } from '@tessera/core';

/** Where the typed letters join: combining marks (Vietnamese tones, Devanagari vowel signs) with the letter before. */
export const typedWith = (typed: string, key: string): string => (typed + key).normalize('NFC');

/** The word being typed without its last character (a Devanagari vowel sign, a letter with its accent). */
export const typedWithout = (typed: string): string => [...typed].slice(0, -1).join('');

/** What a key shows: a combining mark on a dotted circle (◌́), as keyboards draw it; any other key itself. */
export const keyFace = (key: string): string => (/^\p{M}+$/u.test(key) ? `\u25cc${key}` : key);

/** The word a new word follows: the last word of what the output's last tile says. */
export const lastWordOf = (text: string | undefined): string | undefined => (text ? wordsOf(text).at(-1) : undefined);

/** Output tiles that came from the keyboard, so Backspace can take the last one back to be typed again. */
export const TYPED_TILE_PREFIX = 'typed-';
