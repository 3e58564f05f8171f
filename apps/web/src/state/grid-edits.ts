import {
  addColumn,
  addRow,
  boardTitleToSave,
  moveTileInGrid,
  moveTileInList,
  moveTileToCell,
  moveTileToIndex,
  removeColumn,
  removeRow,
  toggleFixed,
  type Board,
  type Grid,
  type MoveDirection,
} from '@tessera/core';
import type { AppThunk } from './app-thunk';
import { selectActiveBoard } from './board-slice';
import { commitBoard } from './commit-board';

// Board layout edits of the edit toolbar and of drag and drop; each goes through commitBoard.

const onActiveBoard =
  (change: (board: Board) => Board): AppThunk =>
  (dispatch, getState) => {
    const board = selectActiveBoard(getState());
    if (!board) return;
    const next = change(board);
    if (next !== board) dispatch(commitBoard(next));
  };

const fixedGrid = (board: Board): Grid | null => (board.isFixed && board.grid ? board.grid : null);

const withGrid = (board: Board, grid: Grid): Board => (grid === board.grid ? board : { ...board, grid });

/** The Fixed switch (spec 01 §4): toggles isFixed, giving the board a grid the first time. */
export const toggleFixedBoard = (): AppThunk => onActiveBoard(toggleFixed);

export type GridResize = 'addRow' | 'removeRow' | 'addColumn' | 'removeColumn';

const RESIZE = { addRow, removeRow, addColumn, removeColumn } as const;

/** Row and column buttons of a fixed grid (1 to 12); tiles of a removed row or column are never lost. */
export const resizeFixedGrid = (kind: GridResize): AppThunk =>
  onActiveBoard((board) => {
    const grid = fixedGrid(board);
    return grid
      ? withGrid(
          board,
          RESIZE[kind](
            grid,
            board.tiles.map((tile) => tile.id),
          ),
        )
      : board;
  });

/** Keyboard reordering: one step; `columns` is how many tiles a row of a responsive board shows. */
export const moveTileByStep = (tileId: string, direction: MoveDirection, columns: number): AppThunk =>
  onActiveBoard((board) => {
    const grid = fixedGrid(board);
    if (grid) return withGrid(board, moveTileInGrid(grid, tileId, direction));
    const tiles = moveTileInList(board.tiles, tileId, direction, columns);
    return tiles.every((tile, index) => tile === board.tiles[index]) ? board : { ...board, tiles };
  });

export type DropTarget = { row: number; column: number } | { tileId: string };

/** Drag and drop: onto a cell of a fixed grid (empty or not), or onto another tile's place in the list. */
export const dropTile = (tileId: string, target: DropTarget): AppThunk =>
  onActiveBoard((board) => {
    const grid = fixedGrid(board);
    if ('row' in target) return grid ? withGrid(board, moveTileToCell(grid, tileId, target)) : board;
    if (target.tileId === tileId) return board;
    const index = board.tiles.findIndex((tile) => tile.id === target.tileId);
    return index === -1 ? board : { ...board, tiles: moveTileToIndex(board.tiles, tileId, index) };
  });

/** The board title field: saved only if not empty (spec 01 §5); a typed name replaces the built-in one. */
export const renameActiveBoard = (title: string): AppThunk =>
  onActiveBoard((board) => {
    const name = boardTitleToSave(title);
    if (name === null || name === board.name) return board;
    const { nameKey: _dropped, ...rest } = board;
    return { ...rest, name };
  });
