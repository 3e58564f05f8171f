/** One colour of a colour-coding scheme: the word class it marks and the tile background. */
export type SchemeColour = { category: string; name: string; colour: string };
export type ColourScheme = { id: 'default' | 'fitzgerald' | 'goossens'; name: string; colours: readonly SchemeColour[] };

/*
 * Light tints, so black labels stay readable on every colour. The Fitzgerald and Goossens schemes
 * follow the usual AAC conventions for which word class gets which colour.
 */

export const DEFAULT_SCHEME: ColourScheme = {
  id: 'default',
  name: 'Default',
  colours: [
    { category: 'button', name: 'Yellow', colour: '#fff176' },
    { category: 'folder', name: 'Blue', colour: '#bbdefb' },
    { category: 'green', name: 'Green', colour: '#c5e1a5' },
    { category: 'orange', name: 'Orange', colour: '#ffcc80' },
    { category: 'pink', name: 'Pink', colour: '#f8bbd0' },
    { category: 'purple', name: 'Purple', colour: '#d1c4e9' },
  ],
};

export const FITZGERALD_SCHEME: ColourScheme = {
  id: 'fitzgerald',
  name: 'Fitzgerald Key',
  colours: [
    { category: 'pronoun', name: 'Yellow', colour: '#fff176' },
    { category: 'verb', name: 'Green', colour: '#c5e1a5' },
    { category: 'adjective', name: 'Blue', colour: '#bbdefb' },
    { category: 'noun', name: 'Orange', colour: '#ffcc80' },
    { category: 'social', name: 'Pink', colour: '#f8bbd0' },
    { category: 'question', name: 'Purple', colour: '#d1c4e9' },
    { category: 'negation', name: 'Red', colour: '#ef9a9a' },
    { category: 'adverb', name: 'Brown', colour: '#bcaaa4' },
    { category: 'conjunction', name: 'White', colour: '#ffffff' },
    { category: 'determiner', name: 'Grey', colour: '#e0e0e0' },
  ],
};

export const GOOSSENS_SCHEME: ColourScheme = {
  id: 'goossens',
  name: 'Goossens',
  colours: [
    { category: 'noun', name: 'Yellow', colour: '#fff176' },
    { category: 'verb', name: 'Pink', colour: '#f8bbd0' },
    { category: 'descriptor', name: 'Blue', colour: '#bbdefb' },
    { category: 'preposition', name: 'Green', colour: '#c5e1a5' },
    { category: 'question', name: 'Orange', colour: '#ffcc80' },
  ],
};

export const COLOUR_SCHEMES: readonly ColourScheme[] = [DEFAULT_SCHEME, FITZGERALD_SCHEME, GOOSSENS_SCHEME];
