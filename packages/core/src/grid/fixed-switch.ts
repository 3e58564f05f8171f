import type { Board } from '../schemas/board.ts';
import { createGrid, normalizeGrid } from './grid-layout.ts';

/** The edit toolbar's Fixed switch: toggles isFixed, giving the board a grid the first time it is fixed. */
export function toggleFixed(board: Board): Board {
  const isFixed = !board.isFixed;
  if (!isFixed) return { ...board, isFixed };
  const tileIds = board.tiles.map((t) => t.id);
  return { ...board, isFixed, grid: board.grid ? normalizeGrid(board.grid, tileIds) : createGrid(tileIds) };
}
