import type { Grid } from '../schemas/board.ts';
import { findCell } from './grid-layout.ts';

export type MoveDirection = 'left' | 'right' | 'up' | 'down';

const withCells = (grid: Grid, changes: { row: number; column: number; id: string | null }[]): Grid => {
  const order = grid.order.map((row) => [...row]);
  for (const { row, column, id } of changes) {
    const cells = order[row];
    if (cells) cells[column] = id;
  }
  return { ...grid, order };
};

const inside = (grid: Grid, row: number, column: number): boolean => row >= 0 && row < grid.rows && column >= 0 && column < grid.columns;

/**
 * Drops a tile on a cell (drag and drop). An occupied target swaps with the tile's old cell; an
 * empty one simply receives it. A tile that had no cell pushes the occupant off the grid.
 */
export function moveTileToCell(grid: Grid, tileId: string, target: { row: number; column: number }): Grid {
  if (!inside(grid, target.row, target.column)) return grid;
  const from = findCell(grid, tileId);
  const occupant = grid.order[target.row]?.[target.column] ?? null;
  if (from && from.row === target.row && from.column === target.column) return grid;
  const changes: { row: number; column: number; id: string | null }[] = [{ ...target, id: tileId }];
  if (from) changes.unshift({ ...from, id: occupant });
  return withCells(grid, changes);
}

/**
 * Moves a tile one step: left and right follow reading order (wrapping to the row above or below),
 * up and down stay in the column. It swaps with whatever is there, an empty cell included; at the
 * edge nothing changes.
 */
export function moveTileInGrid(grid: Grid, tileId: string, direction: MoveDirection): Grid {
  const from = findCell(grid, tileId);
  if (!from) return grid;
  const index = from.row * grid.columns + from.column;
  const step = { left: -1, right: 1, up: -grid.columns, down: grid.columns }[direction];
  const target = index + step;
  if (target < 0 || target >= grid.rows * grid.columns) return grid;
  return moveTileToCell(grid, tileId, { row: Math.floor(target / grid.columns), column: target % grid.columns });
}

/**
 * Moves a tile of a board without a fixed grid, where the tile list is the order. `columns` is how
 * many tiles the current layout shows per row, so up and down jump a row.
 */
export function moveTileInList<T extends { id: string }>(tiles: readonly T[], tileId: string, direction: MoveDirection, columns = 1): T[] {
  const from = tiles.findIndex((t) => t.id === tileId);
  const step = { left: -1, right: 1, up: -columns, down: columns }[direction];
  const to = from + step;
  if (from === -1 || to < 0 || to >= tiles.length) return [...tiles];
  const next = [...tiles];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

/**
 * Drag and drop on a board without a fixed grid: the tile takes the place of the tile at `index` and the
 * tiles between shift over by one, as in any reorderable list.
 */
export function moveTileToIndex<T extends { id: string }>(tiles: readonly T[], tileId: string, index: number): T[] {
  const from = tiles.findIndex((t) => t.id === tileId);
  const to = Math.min(Math.max(0, index), tiles.length - 1);
  if (from === -1 || from === to) return [...tiles];
  const next = [...tiles];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
