/** One colour of a colour-coding scheme: the word class it marks and the tile background. */
export type SchemeColor = { category: string; name: string; color: string };
export type ColorScheme = { id: 'default' | 'fitzgerald' | 'goossens'; name: string; colors: readonly SchemeColor[] };

/*
 * Light tints, so black labels stay readable on every colour. The Fitzgerald and Goossens schemes
 * follow the usual AAC conventions for which word class gets which colour.
 */

export const DEFAULT_SCHEME: ColorScheme = {
  id: 'default',
  name: 'Default',
  colors: [
    { category: 'button', name: 'Yellow', color: '#fff176' },
    { category: 'folder', name: 'Blue', color: '#bbdefb' },
    { category: 'green', name: 'Green', color: '#c5e1a5' },
    { category: 'orange', name: 'Orange', color: '#ffcc80' },
    { category: 'pink', name: 'Pink', color: '#f8bbd0' },
    { category: 'purple', name: 'Purple', color: '#d1c4e9' },
  ],
};

export const FITZGERALD_SCHEME: ColorScheme = {
  id: 'fitzgerald',
  name: 'Fitzgerald Key',
  colors: [
    { category: 'pronoun', name: 'Yellow', color: '#fff176' },
    { category: 'verb', name: 'Green', color: '#c5e1a5' },
    { category: 'adjective', name: 'Blue', color: '#bbdefb' },
    { category: 'noun', name: 'Orange', color: '#ffcc80' },
    { category: 'social', name: 'Pink', color: '#f8bbd0' },
    { category: 'question', name: 'Purple', color: '#d1c4e9' },
    { category: 'negation', name: 'Red', color: '#ef9a9a' },
    { category: 'adverb', name: 'Brown', color: '#bcaaa4' },
    { category: 'conjunction', name: 'White', color: '#ffffff' },
    { category: 'determiner', name: 'Grey', color: '#e0e0e0' },
  ],
};

export const GOOSSENS_SCHEME: ColorScheme = {
  id: 'goossens',
  name: 'Goossens',
  colors: [
    { category: 'noun', name: 'Yellow', color: '#fff176' },
    { category: 'verb', name: 'Pink', color: '#f8bbd0' },
    { category: 'descriptor', name: 'Blue', color: '#bbdefb' },
    { category: 'preposition', name: 'Green', color: '#c5e1a5' },
    { category: 'question', name: 'Orange', color: '#ffcc80' },
  ],
};

export const COLOR_SCHEMES: readonly ColorScheme[] = [DEFAULT_SCHEME, FITZGERALD_SCHEME, GOOSSENS_SCHEME];
