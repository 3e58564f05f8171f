import type { Grid } from '../schemas/board.ts';
import { GRID_KEPT_MAX, GRID_MAX, GRID_MIN } from '../schemas/constants.ts';

/** Columns and rows of a new fixed grid when the board does not say (the spec leaves it open). */
export const DEFAULT_GRID_COLUMNS = 6;
export const DEFAULT_GRID_ROWS = 3;

/** A stored grid's rows or columns within what the app keeps (an imported grid up to 24). */
export const clampGridSize = (size: number): number => Math.min(GRID_KEPT_MAX, Math.max(GRID_MIN, Math.round(size)));

/** A grid the editor makes: 1 to 12. */
const clampEditorGridSize = (size: number): number => Math.min(GRID_MAX, Math.max(GRID_MIN, Math.round(size)));

/** Rows and columns the editor sets must each be whole numbers from 1 to 12 (spec 01 §5). */
export const isValidGridSize = (size: number): boolean => Number.isInteger(size) && size >= GRID_MIN && size <= GRID_MAX;

export type NormalizeOptions = {
  /** Add rows, then columns, up to the limit, until every tile has a cell (used when tiles are added). */
  grow?: boolean;
};

const countFree = (order: (string | null)[][]): number => order.reduce((n, row) => n + row.filter((c) => c === null).length, 0);

/**
 * Makes a grid agree with the board's tiles: sizes within what the app keeps (growing stops at the editor's 12),
 * an order of exactly rows x columns, no unknown or repeated ids. Tiles without a cell (new ones, or ones whose
 * row or column was removed) fill the free cells in reading order; tiles that still do not fit stay on the board
 * without a cell and come back as soon as there is room.
 */
export function normalizeGrid(grid: Grid, tileIds: readonly string[], options: NormalizeOptions = {}): Grid {
  let rows = clampGridSize(grid.rows);
  let columns = clampGridSize(grid.columns);
  const known = new Set(tileIds);
  const placed = new Set<string>();
  const cellAt = (r: number, c: number): string | null => {
    const id = grid.order[r]?.[c] ?? null;
    if (id === null || !known.has(id) || placed.has(id)) return null;
    placed.add(id);
    return id;
  };
  const order: (string | null)[][] = Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => cellAt(r, c)));
  const unplaced = tileIds.filter((id, index) => !placed.has(id) && tileIds.indexOf(id) === index);

  if (options.grow) {
    while (countFree(order) < unplaced.length && (rows < GRID_MAX || columns < GRID_MAX)) {
      if (rows < GRID_MAX) {
        order.push(Array.from({ length: columns }, () => null));
        rows += 1;
      } else {
        order.forEach((row) => row.push(null));
        columns += 1;
      }
    }
  }

  const queue = [...unplaced];
  for (const row of order) {
    for (let c = 0; c < row.length && queue.length > 0; c += 1) {
      if (row[c] === null) row[c] = queue.shift() as string;
    }
  }
  return { rows, columns, order };
}

/** Rows and columns for a new grid holding `count` tiles. */
export function defaultGridSize(count: number): { rows: number; columns: number } {
  const columns = count > DEFAULT_GRID_COLUMNS * GRID_MAX ? clampEditorGridSize(Math.ceil(count / GRID_MAX)) : DEFAULT_GRID_COLUMNS;
  return { rows: clampEditorGridSize(Math.max(DEFAULT_GRID_ROWS, Math.ceil(count / columns))), columns };
}

/** A grid laying the tiles out in reading order. */
export function createGrid(tileIds: readonly string[], size: { rows: number; columns: number } = defaultGridSize(tileIds.length)): Grid {
  return normalizeGrid({ rows: size.rows, columns: size.columns, order: [] }, tileIds);
}

/** The cell of a tile, or null when it has none. */
export function findCell(grid: Grid, tileId: string): { row: number; column: number } | null {
  for (let row = 0; row < grid.order.length; row += 1) {
    const column = grid.order[row]?.indexOf(tileId) ?? -1;
    if (column !== -1) return { row, column };
  }
  return null;
}
