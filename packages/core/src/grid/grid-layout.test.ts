import { describe, expect, it } from 'vitest';
import { clampGridSize, createGrid, defaultGridSize, findCell, isValidGridSize, normalizeGrid } from './grid-layout.ts';
import { GRID_KEPT_MAX, GRID_MAX, GRID_MIN } from '../schemas/board.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);

describe('grid limits', () => {
  it('lets the editor set rows and columns from 1 to 12 only, and keeps a grid (an imported one) up to 24', () => {
    expect([GRID_MIN, GRID_MAX, GRID_KEPT_MAX]).toEqual([1, 12, 24]);
    expect([0, 1, 12, 13, 2.5].map(isValidGridSize)).toEqual([false, true, true, false, false]);
    expect([0, 5, 16, 40].map(clampGridSize)).toEqual([1, 5, 16, 24]);
  });
});

describe('createGrid', () => {
  it('lays tiles out in reading order', () => {
    const grid = createGrid(ids(4), { rows: 2, columns: 3 });
    expect(grid).toEqual({
      rows: 2,
      columns: 3,
      order: [
        ['t1', 't2', 't3'],
        ['t4', null, null],
      ],
    });
  });

  it('picks a default size that holds the tiles', () => {
    expect(defaultGridSize(0)).toEqual({ rows: 3, columns: 6 });
    expect(defaultGridSize(20)).toEqual({ rows: 4, columns: 6 });
    expect(defaultGridSize(100)).toEqual({ rows: 12, columns: 9 });
    expect(defaultGridSize(500)).toEqual({ rows: 12, columns: 12 });
  });
});

describe('normalizeGrid', () => {
  it('drops unknown and repeated ids and reshapes the order', () => {
    const grid = normalizeGrid({ rows: 2, columns: 2, order: [['t1', 'gone', 'extra'], ['t1']] }, ['t1']);
    expect(grid.order).toEqual([
      ['t1', null],
      [null, null],
    ]);
  });

  it('places tiles without a cell in the free cells', () => {
    const grid = normalizeGrid({ rows: 1, columns: 3, order: [[null, 't2', null]] }, ['t1', 't2', 't3']);
    expect(grid.order).toEqual([['t1', 't2', 't3']]);
  });

  it('keeps tiles that do not fit off the grid unless asked to grow', () => {
    expect(normalizeGrid({ rows: 1, columns: 2, order: [] }, ids(3)).order).toEqual([['t1', 't2']]);
    expect(normalizeGrid({ rows: 1, columns: 2, order: [] }, ids(3), { grow: true })).toEqual({
      rows: 2,
      columns: 2,
      order: [
        ['t1', 't2'],
        ['t3', null],
      ],
    });
  });

  it('grows columns once rows are at the limit, and never past 12 x 12', () => {
    const grid = normalizeGrid({ rows: 12, columns: 1, order: [] }, ids(13), { grow: true });
    expect([grid.rows, grid.columns]).toEqual([12, 2]);
    const full = normalizeGrid({ rows: 12, columns: 12, order: [] }, ids(150), { grow: true });
    expect([full.rows, full.columns]).toEqual([12, 12]);
    expect(full.order.flat().filter(Boolean)).toHaveLength(144);
  });

  it("keeps an imported 11 x 16 grid whole, and grows none past the editor's 12", () => {
    const order = Array.from({ length: 11 }, (_, r) => Array.from({ length: 16 }, (_, c) => (r === 10 && c === 15 ? 't1' : null)));
    expect(normalizeGrid({ rows: 11, columns: 16, order }, ['t1'])).toEqual({ rows: 11, columns: 16, order });
    const full = normalizeGrid({ rows: 11, columns: 16, order: [] }, ids(200), { grow: true });
    expect([full.rows, full.columns]).toEqual([12, 16]);
    expect(defaultGridSize(1000)).toEqual({ rows: 12, columns: 12 });
  });

  it('finds the cell of a tile', () => {
    const grid = createGrid(ids(5), { rows: 2, columns: 3 });
    expect(findCell(grid, 't5')).toEqual({ row: 1, column: 1 });
    expect(findCell(grid, 'nope')).toBeNull();
  });
});
