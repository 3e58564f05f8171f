import type { Grid, Tile } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { arrowDirection, fixedGridCells, nextTileCell } from './fixed-grid';

const tiles: Tile[] = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, label: id }));
// a . b
// c d .
// . . e
const grid: Grid = {
  rows: 3,
  columns: 3,
  order: [
    ['a', null, 'b'],
    ['c', 'd', null],
    [null, null, 'e'],
  ],
};
const cells = fixedGridCells(grid, tiles);
const idAt = (pos: { row: number; column: number }) => cells[pos.row * 3 + pos.column]?.tile?.id;

describe('fixed grid', () => {
  it('lays out by grid.order with empty cells, ignoring unknown ids', () => {
    expect(cells.map((cell) => cell.tile?.id ?? '.')).toEqual(['a', '.', 'b', 'c', 'd', '.', '.', '.', 'e']);
    const withUnknown = fixedGridCells({ rows: 1, columns: 2, order: [['ghost', 'a']] }, tiles);
    expect(withUnknown.map((cell) => cell.tile?.id ?? '.')).toEqual(['.', 'a']);
  });

  it('moves to the next tile, skipping empty cells', () => {
    expect(idAt(nextTileCell(cells, grid, { row: 0, column: 0 }, 'right'))).toBe('b');
    expect(idAt(nextTileCell(cells, grid, { row: 0, column: 0 }, 'down'))).toBe('c');
    expect(idAt(nextTileCell(cells, grid, { row: 1, column: 1 }, 'left'))).toBe('c');
  });

  it('wraps round at the edges of a row or column', () => {
    expect(idAt(nextTileCell(cells, grid, { row: 0, column: 2 }, 'right'))).toBe('a');
    expect(idAt(nextTileCell(cells, grid, { row: 0, column: 0 }, 'left'))).toBe('b');
    expect(idAt(nextTileCell(cells, grid, { row: 2, column: 2 }, 'down'))).toBe('b');
    expect(idAt(nextTileCell(cells, grid, { row: 0, column: 2 }, 'up'))).toBe('e');
  });

  it('stays put when the line holds no other tile', () => {
    expect(nextTileCell(cells, grid, { row: 2, column: 2 }, 'right')).toEqual({ row: 2, column: 2 });
  });

  it('turns arrow keys into directions on screen, mirrored right to left', () => {
    expect(arrowDirection('ArrowRight', 'ltr')).toBe('right');
    expect(arrowDirection('ArrowRight', 'rtl')).toBe('left');
    expect(arrowDirection('ArrowUp', 'rtl')).toBe('up');
    expect(arrowDirection('Enter', 'ltr')).toBeNull();
  });
});
