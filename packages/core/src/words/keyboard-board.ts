import type { Board } from '../schemas/board.ts';
import type { Tile } from '../schemas/tile.ts';

/** The built-in keyboard board (issue 31): letters, the prediction row, and the words typed into the output. */
export const KEYBOARD_BOARD_ID = 'keyboard';
/** The tile the root board shows to open it, when the board has none of its own leading there. */
export const KEYBOARD_TILE_ID = 'keyboard-tile';

/**
 * The root board as the user sees it: with a tile opening the keyboard board at its end (a fixed grid's first empty
 * cell, else a row of its own), unless one of its tiles already leads there. The board saved stays as it was.
 */
export function withKeyboardTile(board: Board, tile: Tile): Board {
  if (board.tiles.some((each) => each.loadBoard === KEYBOARD_BOARD_ID)) return board;
  const tiles = [...board.tiles, tile];
  const grid = board.grid;
  if (!board.isFixed || !grid) return { ...board, tiles };
  const order = Array.from({ length: grid.rows }, (_, row) => Array.from({ length: grid.columns }, (_, column) => grid.order[row]?.[column] ?? null));
  const known = new Set(board.tiles.map((each) => each.id));
  for (const row of order) {
    const free = row.findIndex((id) => id === null || !known.has(id));
    if (free >= 0) {
      row[free] = tile.id;
      return { ...board, tiles, grid: { ...grid, order } };
    }
  }
  const added = [tile.id, ...Array.from({ length: grid.columns - 1 }, () => null)];
  return { ...board, tiles, grid: { ...grid, rows: grid.rows + 1, order: [...order, added] } };
}
