import type { Grid } from '../schemas/board.ts';
import { GRID_MAX, GRID_MIN } from '../schemas/constants.ts';
import { normalizeGrid } from './grid-layout.ts';

/*
 * The row and column buttons of a fixed grid act on the last row or column. Tiles of a removed row
 * or column are never deleted: they move to free cells, and without a free cell they wait, off the
 * grid but still on the board, until a row or column is added.
 */

export function addRow(grid: Grid, tileIds: readonly string[]): Grid {
  if (grid.rows >= GRID_MAX) return grid;
  return normalizeGrid({ ...grid, rows: grid.rows + 1 }, tileIds);
}

export function removeRow(grid: Grid, tileIds: readonly string[]): Grid {
  if (grid.rows <= GRID_MIN) return grid;
  return normalizeGrid({ ...grid, rows: grid.rows - 1, order: grid.order.slice(0, grid.rows - 1) }, tileIds);
}

export function addColumn(grid: Grid, tileIds: readonly string[]): Grid {
  if (grid.columns >= GRID_MAX) return grid;
  return normalizeGrid({ ...grid, columns: grid.columns + 1 }, tileIds);
}

export function removeColumn(grid: Grid, tileIds: readonly string[]): Grid {
  if (grid.columns <= GRID_MIN) return grid;
  const order = grid.order.map((row) => row.slice(0, grid.columns - 1));
  return normalizeGrid({ ...grid, columns: grid.columns - 1, order }, tileIds);
}
