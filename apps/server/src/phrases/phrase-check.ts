/** An answer longer than this many times the input is not a rewording of it: it is discarded. */
export const MAX_GROWTH = 3;

/**
 * Scripts told apart, in families: Japanese writes Han, Hiragana and Katakana together, Korean may mix Han into
 * Hangul. A letter of no family here (Common, Inherited, a rarer script) is not checked.
 */
const SCRIPT_FAMILIES: [family: string, pattern: RegExp][] = [
  ['latin', /\p{Script=Latin}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['greek', /\p{Script=Greek}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['cjk', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\p{Script=Hangul}]/u],
  ['devanagari', /\p{Script=Devanagari}/u],
  ['thai', /\p{Script=Thai}/u],
  ['armenian', /\p{Script=Armenian}/u],
  ['georgian', /\p{Script=Georgian}/u],
];

const familyOf = (letter: string): string | undefined => SCRIPT_FAMILIES.find(([, pattern]) => pattern.test(letter))?.[0];

/** The script families the letters of a text are written in. */
export function scriptFamilies(text: string): Set<string> {
  const families = new Set<string>();
  for (const letter of text.match(/\p{L}/gu) ?? []) {
    const family = familyOf(letter);
    if (family) families.add(family);
  }
  return families;
}

/** Quotes a model may put around its sentence though told not to. */
const SURROUNDING_QUOTES = /^["'“”«»„‘’]+|["'“”«»„‘’]+$/g;

/**
 * The provider's answer as the improved phrase, or '' when it is not one: empty, more than one line (chatter), more
 * than MAX_GROWTH times as long as the input, or written in a script the input does not use (another language).
 */
export function acceptedPhrase(input: string, answer: string): string {
  const phrase = answer.trim().replace(SURROUNDING_QUOTES, '').trim();
  if (!phrase || /[\r\n]/.test(phrase)) return '';
  if (phrase.length > MAX_GROWTH * input.trim().length) return '';
  const allowed = scriptFamilies(input);
  for (const family of scriptFamilies(phrase)) if (!allowed.has(family)) return '';
  return phrase;
}
