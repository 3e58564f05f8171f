/**
 * Where a tile's picture comes from, for the symbol-sources chart (spec 02 §2, §9; Tessera's own sources beside
 * Cboard's): OpenMoji and Tessera's drawings (the built-in pictures), ARASAAC and Global Symbols (online
 * libraries), Mulberry and Cboard (boards imported from Cboard), the user's own pictures (uploads, photos), another
 * address, or none (a text-only tile).
 */
export const SYMBOL_SOURCES = ['openmoji', 'tessera', 'arasaac', 'globalsymbols', 'mulberry', 'cboard', 'own', 'other', 'none'] as const;
export type SymbolSource = (typeof SYMBOL_SOURCES)[number];

const BY_ADDRESS: [RegExp, SymbolSource][] = [
  [/(^|\/)symbols\/openmoji\//i, 'openmoji'],
  [/(^|\/)symbols\/tessera\//i, 'tessera'],
  [/arasaac/i, 'arasaac'],
  [/globalsymbols/i, 'globalsymbols'],
  [/mulberry/i, 'mulberry'],
  [/cboard/i, 'cboard'],
  [/^(media:|data:|blob:)|(^|\/)media\//i, 'own'],
];

/** The source of one picture, as a board holds it. */
export function symbolSourceOf(picture: string | undefined): SymbolSource {
  const value = picture?.trim() ?? '';
  if (value === '') return 'none';
  return BY_ADDRESS.find(([pattern]) => pattern.test(value))?.[1] ?? 'other';
}
