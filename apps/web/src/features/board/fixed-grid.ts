import type { Board, Grid, Tile } from '@tessera/core';

export type GridCell = { row: number; column: number; tile: Tile | null };
export type CellPosition = { row: number; column: number };
export type Direction = 'up' | 'down' | 'left' | 'right';

/** The board's grid as the screen shows it: rows x columns in reading order, null where a cell is empty. */
export function fixedGridCells(grid: Grid, tiles: readonly Tile[]): GridCell[] {
  const byId = new Map(tiles.map((tile) => [tile.id, tile]));
  const cells: GridCell[] = [];
  for (let row = 0; row < grid.rows; row += 1) {
    for (let column = 0; column < grid.columns; column += 1) {
      const id = grid.order[row]?.[column] ?? null;
      cells.push({ row, column, tile: (id !== null && byId.get(id)) || null });
    }
  }
  return cells;
}

/** A board lays out as a fixed grid when it says so and has one. */
export const fixedGridOf = (board: Pick<Board, 'isFixed' | 'grid'>): Grid | null => (board.isFixed && board.grid ? board.grid : null);

const STEP: Record<Direction, CellPosition> = {
  up: { row: -1, column: 0 },
  down: { row: 1, column: 0 },
  left: { row: 0, column: -1 },
  right: { row: 0, column: 1 },
};

const wrap = (value: number, size: number) => ((value % size) + size) % size;

/**
 * The next tile from a cell in a direction: empty cells are skipped, and leaving the grid wraps round to
 * the other end of the same row or column. Returns the start when nothing else is on that line.
 */
export function nextTileCell(cells: readonly GridCell[], grid: Pick<Grid, 'rows' | 'columns'>, from: CellPosition, direction: Direction): CellPosition {
  const step = STEP[direction];
  const hasTile = (row: number, column: number) => cells[row * grid.columns + column]?.tile != null;
  let { row, column } = from;
  const limit = Math.max(grid.rows, grid.columns);
  for (let moved = 0; moved < limit; moved += 1) {
    row = wrap(row + step.row, grid.rows);
    column = wrap(column + step.column, grid.columns);
    if (hasTile(row, column)) return { row, column };
  }
  return from;
}

const ARROWS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** The direction an arrow key moves in on screen; in a right-to-left layout the columns run the other way. */
export function arrowDirection(key: string, dir: 'ltr' | 'rtl'): Direction | null {
  const direction = ARROWS[key] ?? null;
  if (dir === 'rtl' && direction === 'left') return 'right';
  if (dir === 'rtl' && direction === 'right') return 'left';
  return direction;
}
