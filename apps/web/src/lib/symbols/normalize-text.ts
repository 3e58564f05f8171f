// Latin combining accents only: folding them lets "cafe" find "café", while marks that change a letter in other
// scripts (Japanese voicing, Devanagari vowel signs) stay and keep their words apart.
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const APOSTROPHES = /['’ʼ]/g;
const SEPARATORS = /[\p{P}\p{S}\s]+/gu;

const PLAIN_ASCII = /^[a-z0-9 ]*$/;

/** Folds a keyword or a query for matching: lower case, no Latin accents, punctuation as spaces, single spaces. */
export const normalizeText = (text: string): string => {
  // Most keywords are plain lower-case words: building the index over the whole catalogue skips the work for them.
  if (PLAIN_ASCII.test(text) && !text.startsWith(' ') && !text.endsWith(' ') && !text.includes('  ')) return text;
  return text.normalize('NFD').replace(LATIN_ACCENTS, '').normalize('NFC').toLowerCase().replace(APOSTROPHES, '').replace(SEPARATORS, ' ').trim();
};

/** The words of a normalised text. */
export const wordsOf = (normalized: string): string[] => (normalized ? normalized.split(' ') : []);
