import { foldWord, type Board, type Tile } from '@tessera/core';

/**
 * The picture of each word a tile of the boards says (the first such tile's), by its folded label, for the prediction
 * row. Folders are left out: their picture stands for a board, not a word. `labelOf` gives a tile's label as shown.
 */
export function wordPictures(boards: readonly Board[], labelOf: (tile: Tile) => string): Map<string, string> {
  const pictures = new Map<string, string>();
  for (const board of boards) {
    for (const tile of board.tiles) {
      if (!tile.image || tile.loadBoard || tile.hidden) continue;
      const key = foldWord(labelOf(tile).trim());
      if (key && !pictures.has(key)) pictures.set(key, tile.image);
    }
  }
  return pictures;
}
