/** What is wrong with a grid, where (a path inside the grid), in the words a 400 answer gives. */
export type GridProblem = { path: (string | number)[]; message: string };

/** The parts of a grid that are checked here (a board's Grid has them; typed here so the schema can call this). */
export type GridCells = { rows: number; columns: number; order: (string | null)[][] };

/**
 * A grid is right when its order has exactly rows x columns cells, each empty (null) or naming one of the
 * board's tiles, and no tile has two cells (tiles without a cell wait off the grid). Plain code without the
 * schema library: the web app checks saved boards with it before the first board is drawn.
 */
export function gridProblems(grid: GridCells, tileIds: readonly string[]): GridProblem[] {
  const shaped = grid.order.length === grid.rows && grid.order.every((row) => row.length === grid.columns);
  if (!shaped) return [{ path: ['order'], message: `Must have ${grid.rows} rows of ${grid.columns} cells, as rows and columns say` }];
  const known = new Set(tileIds);
  const placed = new Set<string>();
  const problems: GridProblem[] = [];
  grid.order.forEach((row, r) =>
    row.forEach((id, c) => {
      if (id === null) return;
      if (!known.has(id)) problems.push({ path: ['order', r, c], message: 'Not a tile of this board' });
      else if (placed.has(id)) problems.push({ path: ['order', r, c], message: 'This tile already has another cell' });
      placed.add(id);
    }),
  );
  return problems;
}
