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

/**
 * Where each tile goes on a board's cover picture: a fixed board keeps its grid (empty cells stay empty); any
 * other board is laid out in about as many columns as the picture's shape suits, in its own order.
 */
export function coverLayout(board: Board, width: number, height: number, gap = 6): CoverCell[] {
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
    columns = Math.max(1, Math.ceil(Math.sqrt((tiles.length * width) / height)));
    rows = Math.max(1, Math.ceil(tiles.length / columns));
    placed = tiles.map((tile, index) => ({ row: Math.floor(index / columns), column: index % columns, tile }));
  }
  const cellWidth = (width - gap * (columns + 1)) / columns;
  const cellHeight = (height - gap * (rows + 1)) / rows;
  return placed.map(({ row, column, tile }) => ({
    x: gap + column * (cellWidth + gap),
    y: gap + row * (cellHeight + gap),
    width: cellWidth,
    height: cellHeight,
    tile,
  }));
}
