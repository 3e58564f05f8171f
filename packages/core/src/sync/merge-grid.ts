import type { Board, Grid } from '../schemas/board.ts';
import { clampGridSize } from '../grid/grid-layout.ts';
import { jsonEqual } from './json-equal.ts';
import { layOutClaims, type CellClaim, type Position } from './lay-out-claims.ts';
import type { MergeContext } from './merge-types.ts';
import { mergeValue, NO_BASE } from './merge-value.ts';

/** Each tile of a board with a grid: its cell, or null when it waits off the grid. A tile not on the board is not a key. */
type Cells = Map<string, Position | null>;

function cellsOf(board: Board | undefined): Cells | undefined {
  const grid = board?.grid;
  if (!board || !grid) return undefined;
  const cells: Cells = new Map(board.tiles.map((tile) => [tile.id, null]));
  const [rows, columns] = [clampGridSize(grid.rows), clampGridSize(grid.columns)];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const id = grid.order[row]?.[column];
      // A repeated id keeps its first cell; ids of tiles not on the board are stale and ignored.
      if (id != null && cells.get(id) === null) cells.set(id, { row, column });
    }
  }
  return cells;
}

/**
 * A tile's cell, three-way by (row, column): moved on one side → that cell; on both → the newer
 * side's, reported at 'grid.order.<id>'. On the rare clash for one cell, a tile already on the base
 * board goes before an added one, and the newer side's choice before the older side's.
 */
function claimCell(ctx: MergeContext, id: string, base: Cells | undefined, local: Cells | undefined, remote: Cells | undefined): CellClaim {
  const [l, r] = [local?.get(id), remote?.get(id)];
  if (l === undefined && r === undefined) return { id, cell: 'any-free', priority: 4 };
  const baseCell = base?.has(id) ? (base.get(id) as Position | null) : NO_BASE;
  let cell: Position | null;
  if (l === undefined) cell = r as Position | null;
  else if (r === undefined) cell = l;
  else cell = mergeValue(ctx, `grid.order.${id}`, baseCell, l, r);
  const fromOlderSide = !jsonEqual(cell, ctx.localWins ? l : r);
  return { id, cell: cell ?? 'off-grid', priority: (baseCell === NO_BASE ? 2 : 0) + (fromOlderSide ? 1 : 0) };
}

/**
 * The merged grid for the merged tiles (in their order). With a grid on both sides, rows, columns
 * and each tile's cell merge three-way; with a grid on one side only (the board became fixed
 * there), the grid merges as one value and the tiles it does not know get free cells.
 */
export function mergeGrid(ctx: MergeContext, base: Board | undefined, local: Board, remote: Board, tileIds: readonly string[]): Grid | undefined {
  let size: { rows: number; columns: number };
  let sides: [Cells | undefined, Cells | undefined, Cells | undefined];
  if (local.grid && remote.grid) {
    const [baseGrid, localGrid, remoteGrid] = [base?.grid, local.grid, remote.grid];
    const sizeOf = (key: 'rows' | 'columns') => mergeValue(ctx, `grid.${key}`, baseGrid ? baseGrid[key] : NO_BASE, localGrid[key], remoteGrid[key]);
    size = { rows: sizeOf('rows'), columns: sizeOf('columns') };
    sides = [cellsOf(base), cellsOf(local), cellsOf(remote)];
  } else {
    const grid = mergeValue(ctx, 'grid', base ? base.grid : NO_BASE, local.grid, remote.grid);
    if (!grid) return undefined;
    size = grid;
    sides = grid === local.grid ? [undefined, cellsOf(local), undefined] : [undefined, undefined, cellsOf(remote)];
  }
  return layOutClaims(
    size,
    tileIds.map((id) => claimCell(ctx, id, ...sides)),
  );
}
