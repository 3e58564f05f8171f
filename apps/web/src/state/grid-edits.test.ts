import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { boardChanged, boardsLoaded, selectActiveBoard } from './board-slice';
import { dropTile, moveTileByStep, renameActiveBoard, resizeFixedGrid, toggleFixedBoard } from './grid-edits';
import { makeStore } from './store';
import { undoRequested } from './undo-slice';

const tiles = ['a', 'b', 'c', 'd'].map((id) => ({ id, label: id }));
const fixed: Board = {
  id: 'fx',
  name: 'Fixed',
  isPublic: false,
  isFixed: true,
  tiles,
  grid: {
    rows: 2,
    columns: 3,
    order: [
      ['a', 'b', 'c'],
      ['d', null, null],
    ],
  },
};
const list: Board = { id: 'ls', name: 'List', isPublic: false, tiles };

const on = (board: Board) => {
  const store = makeStore();
  store.dispatch(boardsLoaded([board]));
  store.dispatch(boardChanged(board.id));
  return store;
};
const active = (store: ReturnType<typeof makeStore>) => selectActiveBoard(store.getState())!;

describe('grid edits', () => {
  it('adds and removes rows and columns between 1 and 12, without losing tiles', () => {
    const store = on(fixed);
    store.dispatch(resizeFixedGrid('addRow'));
    expect(active(store).grid).toMatchObject({ rows: 3, columns: 3 });
    store.dispatch(resizeFixedGrid('removeRow'));
    store.dispatch(resizeFixedGrid('removeRow'));
    expect(active(store).grid?.rows).toBe(1);
    store.dispatch(resizeFixedGrid('removeRow'));
    expect(active(store).grid?.rows).toBe(1);
    expect(active(store).tiles).toHaveLength(4);
    for (let i = 0; i < 12; i += 1) store.dispatch(resizeFixedGrid('addColumn'));
    expect(active(store).grid?.columns).toBe(12);
    expect(active(store).grid?.order[0]).toEqual(['a', 'b', 'c', 'd', null, null, null, null, null, null, null, null]);
    store.dispatch(resizeFixedGrid('removeColumn'));
    expect(active(store).grid?.columns).toBe(11);
  });

  it('the Fixed switch fixes a board and gives it a grid, then lets it flow again', () => {
    const store = on(list);
    store.dispatch(toggleFixedBoard());
    expect(active(store).isFixed).toBe(true);
    expect(active(store).grid?.order[0]?.slice(0, 4)).toEqual(['a', 'b', 'c', 'd']);
    expect(store.getState().board.isFixed).toBe(true);
    store.dispatch(toggleFixedBoard());
    expect(active(store).isFixed).toBe(false);
  });

  it('moves a tile with the keyboard: in the list order, and on a fixed grid into an empty cell', () => {
    const store = on(list);
    store.dispatch(moveTileByStep('a', 'right', 3));
    expect(active(store).tiles.map((t) => t.id)).toEqual(['b', 'a', 'c', 'd']);
    store.dispatch(moveTileByStep('b', 'down', 3));
    expect(active(store).tiles.map((t) => t.id)).toEqual(['d', 'a', 'c', 'b']);
    const grid = on(fixed);
    grid.dispatch(moveTileByStep('b', 'down', 1));
    expect(active(grid).grid?.order).toEqual([
      ['a', null, 'c'],
      ['d', 'b', null],
    ]);
    grid.dispatch(undoRequested());
    expect(active(grid).grid?.order).toEqual(fixed.grid?.order);
  });

  it('drops a tile on an empty cell, on another tile of the grid, or on a place in the list', () => {
    const grid = on(fixed);
    grid.dispatch(dropTile('a', { row: 1, column: 2 }));
    expect(active(grid).grid?.order).toEqual([
      [null, 'b', 'c'],
      ['d', null, 'a'],
    ]);
    grid.dispatch(dropTile('d', { row: 0, column: 1 }));
    expect(active(grid).grid?.order).toEqual([
      [null, 'd', 'c'],
      ['b', null, 'a'],
    ]);
    const store = on(list);
    store.dispatch(dropTile('d', { tileId: 'a' }));
    expect(active(store).tiles.map((t) => t.id)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('renames a board only with a title that is not empty', () => {
    const store = on({ ...list, nameKey: 'tessera.board.list' });
    store.dispatch(renameActiveBoard('   '));
    expect(active(store).name).toBe('List');
    store.dispatch(renameActiveBoard(' Snacks '));
    expect(active(store).name).toBe('Snacks');
    expect(active(store)).not.toHaveProperty('nameKey');
  });
});
