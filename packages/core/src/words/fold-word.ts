/**
 * The marks a reader may leave out: accents of Latin, Greek and Cyrillic letters, Hebrew points and Arabic short
 * vowels. Not the vowel signs of Devanagari, Bengali, Thai and the like, which are letters of the word.
 */
const OPTIONAL_MARKS = /[\u0300-\u036f\u0591-\u05c7\u064b-\u065f\u0670]+/gu;

/**
 * A word as the keyboard and the word finder compare it: lower case, without the marks a reader may leave out
 * (é → e, ё → е, Arabic short vowels dropped), so "cafe" finds "Café" and "ешь" finds "ёшь". Letters that are
 * letters of their own in a language (ß, ø, ł) are kept: they are not accents.
 */
export function foldWord(text: string): string {
  return text.normalize('NFD').replace(OPTIONAL_MARKS, '').toLowerCase().normalize('NFC');
}

/** The words of a label or a phrase, in order (letters, digits and joining marks such as ' and -). */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu) ?? [];
}

/** Whether `a` and `b` are at most one edit apart: one letter changed, added, dropped, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const gap = a.length - b.length;
  if (gap > 1 || gap < -1) return false;
  const [long, short] = gap >= 0 ? [a, b] : [b, a];
  let start = 0;
  while (start < short.length && long[start] === short[start]) start += 1;
  if (long.length !== short.length) return long.slice(start + 1) === short.slice(start);
  if (long.slice(start + 1) === short.slice(start + 1)) return true;
  // Two neighbours swapped ("teh" for "the").
  return long[start] === short[start + 1] && long[start + 1] === short[start] && long.slice(start + 2) === short.slice(start + 2);
}
