import type { Board } from '../schemas/board.ts';
import type { Tile } from '../schemas/tile.ts';

/** The built-in keyboard board (issue 31): letters, the prediction row, and the words typed into the output. */
export const KEYBOARD_BOARD_ID = 'keyboard';
/** The tile the root board shows to open it, when the board has none of its own leading there. */
export const KEYBOARD_TILE_ID = 'keyboard-tile';

/**
 * The root board as the user sees it: with a tile opening the keyboard board at its end (a fixed grid's first empty
 * cell), unless one of its tiles already leads there. A full fixed grid stays as it is: a row that shows only while
 * locked would move what the user finds by place (the navigation bar's Keyboard leads there too). The board saved
 * stays as it was.
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
  return board;
}
