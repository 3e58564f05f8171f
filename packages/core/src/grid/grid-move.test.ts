import { describe, expect, it } from 'vitest';
import { moveTileInGrid, moveTileInList, moveTileToCell, moveTileToIndex } from './grid-move.ts';

const grid = () => ({
  rows: 2,
  columns: 3,
  order: [
    ['a', 'b', 'c'],
    ['d', null, null],
  ],
});

describe('moveTileToCell', () => {
  it('swaps with the tile in the target cell', () => {
    expect(moveTileToCell(grid(), 'a', { row: 1, column: 0 }).order).toEqual([
      ['d', 'b', 'c'],
      ['a', null, null],
    ]);
  });

  it('moves into an empty cell', () => {
    expect(moveTileToCell(grid(), 'b', { row: 1, column: 2 }).order).toEqual([
      ['a', null, 'c'],
      ['d', null, 'b'],
    ]);
  });

  it('ignores targets outside the grid', () => {
    const g = grid();
    expect(moveTileToCell(g, 'a', { row: 2, column: 0 })).toBe(g);
    expect(moveTileToCell(g, 'a', { row: 0, column: -1 })).toBe(g);
  });

  it('places a tile that had no cell', () => {
    expect(moveTileToCell(grid(), 'e', { row: 1, column: 1 }).order[1]).toEqual(['d', 'e', null]);
  });
});

describe('moveTileInGrid', () => {
  it('moves left and right in reading order, wrapping rows', () => {
    expect(moveTileInGrid(grid(), 'b', 'left').order[0]).toEqual(['b', 'a', 'c']);
    expect(moveTileInGrid(grid(), 'c', 'right').order).toEqual([
      ['a', 'b', 'd'],
      ['c', null, null],
    ]);
  });

  it('moves up and down within the column', () => {
    expect(moveTileInGrid(grid(), 'b', 'down').order).toEqual([
      ['a', null, 'c'],
      ['d', 'b', null],
    ]);
    expect(moveTileInGrid(grid(), 'd', 'up').order).toEqual([
      ['d', 'b', 'c'],
      ['a', null, null],
    ]);
  });

  it('does nothing at the edge', () => {
    const g = grid();
    expect(moveTileInGrid(g, 'a', 'left')).toBe(g);
    expect(moveTileInGrid(g, 'a', 'up')).toBe(g);
    expect(moveTileInGrid(g, 'd', 'down')).toBe(g);
  });
});

describe('moveTileInList', () => {
  const tiles = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
  it('moves tiles of a board without a fixed grid', () => {
    expect(moveTileInList(tiles, 'b', 'left').map((t) => t.id)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveTileInList(tiles, 'a', 'down', 2).map((t) => t.id)).toEqual(['c', 'b', 'a', 'd']);
    expect(moveTileInList(tiles, 'd', 'right').map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('moveTileToIndex', () => {
  const tiles = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
  const ids = (list: { id: string }[]) => list.map((t) => t.id);
  it('takes the place of the target and shifts the tiles between', () => {
    expect(ids(moveTileToIndex(tiles, 'a', 2))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(moveTileToIndex(tiles, 'd', 0))).toEqual(['d', 'a', 'b', 'c']);
  });
  it('keeps the order for an unknown tile or the same place, and clamps the index', () => {
    expect(ids(moveTileToIndex(tiles, 'x', 1))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(moveTileToIndex(tiles, 'b', 1))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(moveTileToIndex(tiles, 'a', 99))).toEqual(['b', 'c', 'd', 'a']);
  });
});
