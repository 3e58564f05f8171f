/** Tile colours of the classic and Spanish sets (spec 01 §4, Tiles). */
export const WORD_YELLOW = 'rgb(255, 241, 118)';
export const FOLDER_BLUE = 'rgb(187, 222, 251)';

/**
 * Colours of the core board and its linked boards: a Fitzgerald-like key, so a word's colour says
 * what kind of word it is. Folders are a stronger blue than nouns so the two never read as one.
 */
export const CORE_COLOURS = {
  folder: 'rgb(100, 181, 246)',
  pronoun: 'rgb(255, 241, 118)',
  verb: 'rgb(197, 225, 165)',
  describe: 'rgb(225, 190, 231)',
  noun: 'rgb(179, 229, 252)',
  social: 'rgb(248, 187, 208)',
  negation: 'rgb(255, 205, 210)',
  question: 'rgb(255, 204, 128)',
  little: 'rgb(255, 255, 255)',
} as const;

export type CoreWordKind = keyof typeof CORE_COLOURS;
