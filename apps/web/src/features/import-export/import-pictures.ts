import { builtInBoards } from '@tessera/content';
import type { SuggestPicture } from '@tessera/core';
import type { SymbolIndex } from '../../lib/symbols';

/** The symbol index of a language and the search over it; loaded only when an import needs a picture. */
type Symbols = { index: SymbolIndex; best: (index: SymbolIndex, label: string, locale: string) => { src: string } | undefined };
export type LoadSymbols = (locale: string) => Promise<Symbols>;

const loadSymbols: LoadSymbols = async (locale) => {
  const lib = await import('../../lib/symbols');
  return { index: await lib.loadSymbolIndex(locale), best: lib.bestSymbolFor };
};

let builtInPictures: Map<string, string> | undefined;

/** The picture a built-in tile has for one of our words: chosen by hand, so better than any search. */
function builtInPictureOf(labelKey: string): string | undefined {
  builtInPictures ??= new Map(
    builtInBoards.flatMap((board) => board.tiles.flatMap((tile) => (tile.labelKey && tile.image ? [[tile.labelKey, tile.image] as const] : []))),
  );
  return builtInPictures.get(labelKey);
}

/**
 * Core's SuggestPicture for one import: our built-in tile's picture for one of our words, else the best of the
 * offline symbols for the label in the board's language. Each language's index is loaded once; without it (never
 * fetched, and offline) a tile stays without a picture rather than failing the import.
 */
export function offlinePictures(load: LoadSymbols = loadSymbols): SuggestPicture {
  const loaded = new Map<string, Promise<Symbols | undefined>>();
  return async (label, locale, labelKey) => {
    const own = labelKey ? builtInPictureOf(labelKey) : undefined;
    if (own) return own;
    let symbols = loaded.get(locale);
    if (!symbols) loaded.set(locale, (symbols = load(locale).catch(() => undefined)));
    const found = await symbols;
    return found?.best(found.index, label, locale)?.src;
  };
}
