import type { Board, Tile } from '@tessera/core';

export interface CoverCell {
  x: number;
  y: number;
  width: number;
  height: number;
  tile: Tile;
}

/** Boards with many tiles show their first ones: a cover is a thumbnail, and each tile must stay recognisable. */
export const MAX_COVER_TILES = 24;

/** The side of the largest square cells `columns` x `rows` of which fit the picture. */
const cellSide = (columns: number, rows: number, width: number, height: number, gap: number): number =>
  Math.min((width - gap * (columns + 1)) / columns, (height - gap * (rows + 1)) / rows);

/** The number of columns that gives `count` tiles the largest square cells in the picture (the wider layout on a tie, as boards are). */
function bestColumns(count: number, width: number, height: number, gap: number): number {
  let best = 1;
  for (let columns = 2; columns <= count; columns += 1) {
    if (cellSide(columns, Math.ceil(count / columns), width, height, gap) >= cellSide(best, Math.ceil(count / best), width, height, gap)) best = columns;
  }
  return best;
}

/**
 * Where each tile goes on a board's cover picture, in square cells as tiles are, the whole centred: a fixed board
 * keeps its grid (empty cells stay empty); any other board gets the columns that show its tiles largest, in its
 * own order. Right to left, the first column is on the right, as the board shows it.
 */
export function coverLayout(board: Board, width: number, height: number, gap = 6, direction: 'ltr' | 'rtl' = 'ltr'): CoverCell[] {
  const byId = new Map(board.tiles.map((tile) => [tile.id, tile]));
  let columns: number;
  let rows: number;
  let placed: { row: number; column: number; tile: Tile }[];
  if (board.isFixed && board.grid) {
    ({ columns, rows } = board.grid);
    placed = board.grid.order.flatMap((cells, row) =>
      cells.flatMap((id, column) => {
        const tile = id === null ? undefined : byId.get(id);
        return tile ? [{ row, column, tile }] : [];
      }),
    );
  } else {
    const tiles = board.tiles.slice(0, MAX_COVER_TILES);
    columns = bestColumns(Math.max(1, tiles.length), width, height, gap);
    rows = Math.max(1, Math.ceil(tiles.length / columns));
    placed = tiles.map((tile, index) => ({ row: Math.floor(index / columns), column: index % columns, tile }));
  }
  const side = cellSide(columns, rows, width, height, gap);
  const left = (width - (columns * side + (columns - 1) * gap)) / 2;
  const top = (height - (rows * side + (rows - 1) * gap)) / 2;
  const fromLeft = (column: number) => (direction === 'rtl' ? columns - 1 - column : column);
  return placed.map(({ row, column, tile }) => ({ x: left + fromLeft(column) * (side + gap), y: top + row * (side + gap), width: side, height: side, tile }));
}
