import { describe, expect, it } from 'vitest';
import { addColumn, addRow, removeColumn, removeRow } from './grid-resize.ts';
import { createGrid } from './grid-layout.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);

describe('adding and removing rows and columns', () => {
  it('adds a row and a column of empty cells', () => {
    const grid = createGrid(ids(2), { rows: 1, columns: 2 });
    expect(addRow(grid, ids(2)).order).toEqual([
      ['t1', 't2'],
      [null, null],
    ]);
    expect(addColumn(grid, ids(2)).order).toEqual([['t1', 't2', null]]);
  });

  it('stops at 12 and at 1', () => {
    const big = createGrid([], { rows: 12, columns: 12 });
    expect(addRow(big, [])).toBe(big);
    expect(addColumn(big, [])).toBe(big);
    const small = createGrid([], { rows: 1, columns: 1 });
    expect(removeRow(small, [])).toBe(small);
    expect(removeColumn(small, [])).toBe(small);
  });

  it('on an imported grid past 12 (11 x 16) adds no column, a row up to 12, and removes a column', () => {
    const wide = createGrid(ids(3), { rows: 11, columns: 16 });
    expect([wide.rows, wide.columns]).toEqual([11, 16]);
    expect(addColumn(wide, ids(3))).toBe(wide);
    expect(addRow(wide, ids(3)).rows).toBe(12);
    expect(removeColumn(wide, ids(3)).columns).toBe(15);
  });

  it('moves tiles of a removed row into free cells', () => {
    const grid = {
      rows: 2,
      columns: 3,
      order: [
        ['t1', null, 't2'],
        ['t3', 't4', null],
      ],
    };
    expect(removeRow(grid, ids(4))).toEqual({ rows: 1, columns: 3, order: [['t1', 't3', 't2']] });
  });

  it('keeps tiles that no longer fit off the grid and brings them back when room returns', () => {
    const tileIds = ids(4);
    const grid = createGrid(tileIds, { rows: 2, columns: 2 });
    const smaller = removeColumn(grid, tileIds);
    expect(smaller.order).toEqual([['t1'], ['t3']]);
    expect(addColumn(smaller, tileIds).order).toEqual([
      ['t1', 't2'],
      ['t3', 't4'],
    ]);
  });
});
