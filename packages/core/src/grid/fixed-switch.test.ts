import { describe, expect, it } from 'vitest';
import { toggleFixed } from './fixed-switch.ts';
import { makeBoard, makeTile } from '../testing/fixtures.ts';

describe('toggleFixed', () => {
  it('fixes a board and creates a grid when it has none', () => {
    const board = makeBoard({ id: 'b', tiles: [makeTile('a'), makeTile('b')] });
    const fixed = toggleFixed(board);
    expect(fixed.isFixed).toBe(true);
    expect(fixed.grid).toEqual({ rows: 3, columns: 6, order: [['a', 'b', null, null, null, null], Array(6).fill(null), Array(6).fill(null)] });
  });

  it('keeps an existing grid and turns fixing off without losing it', () => {
    const grid = { rows: 1, columns: 2, order: [[null, 'a']] };
    const board = makeBoard({ id: 'b', tiles: [makeTile('a')], grid });
    const fixed = toggleFixed(board);
    expect(fixed.grid).toEqual(grid);
    const unfixed = toggleFixed(fixed);
    expect(unfixed.isFixed).toBe(false);
    expect(unfixed.grid).toEqual(grid);
  });
});
