import type { Grid } from '../schemas/board.ts';
import { GRID_MAX } from '../schemas/constants.ts';
import { clampGridSize, normalizeGrid } from '../grid/grid-layout.ts';

export interface Position {
  row: number;
  column: number;
}

/**
 * Where the merge wants a tile: a cell; 'off-grid' when the side it follows kept it waiting off the
 * grid; 'any-free' when no side's grid knew it (added on a side that had no grid).
 */
export interface CellClaim {
  id: string;
  cell: Position | 'off-grid' | 'any-free';
  /** Lower first when two tiles want one cell. */
  priority: number;
}

/**
 * A valid grid from the claims: exactly rows x columns, each tile at most once. A claim whose cell
 * is taken or outside the grid, and an 'any-free' one, get the first free cell in reading order,
 * with rows added (up to GRID_MAX) when there is none: the merge must not hide a tile a side had on
 * its grid. Past 12 rows, and for tiles a side already kept off its grid, the tile stays on the
 * board without a cell; the app's own layout gives it one when a row or column is added or tiles change.
 */
export function layOutClaims(size: { rows: number; columns: number }, claims: readonly CellClaim[]): Grid {
  let rows = clampGridSize(size.rows);
  const columns = clampGridSize(size.columns);
  const order = Array.from({ length: rows }, () => Array<string | null>(columns).fill(null));
  const [placed, homeless]: [string[], string[]] = [[], []];
  for (const { id, cell } of [...claims].sort((a, b) => a.priority - b.priority)) {
    if (cell === 'off-grid') continue;
    if (cell === 'any-free') homeless.push(id);
    else if (cell.row < rows && cell.column < columns && order[cell.row]?.[cell.column] === null) {
      (order[cell.row] as (string | null)[])[cell.column] = id;
      placed.push(id);
    } else homeless.push(id);
  }
  const missingCells = homeless.length - (rows * columns - placed.length);
  const addedRows = Math.max(0, Math.min(GRID_MAX - rows, Math.ceil(missingCells / columns)));
  for (let i = 0; i < addedRows; i += 1) order.push(Array<string | null>(columns).fill(null));
  rows += addedRows;
  // normalizeGrid gives free cells to the ids it is given that have none, in their order: here the homeless ones.
  return normalizeGrid({ rows, columns, order }, [...homeless, ...placed]);
}
