import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { coverLayout, MAX_COVER_TILES } from './cover-layout';

const tiles = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `t${i}`, label: `Tile ${i}` }));

describe('coverLayout', () => {
  it('keeps a fixed board’s grid, empty cells included, in square cells centred in the picture', () => {
    const board: Board = {
      id: 'b',
      name: 'B',
      isPublic: false,
      isFixed: true,
      tiles: tiles(2),
      grid: {
        rows: 2,
        columns: 2,
        order: [
          ['t0', null],
          [null, 't1'],
        ],
      },
    };
    const cells = coverLayout(board, 206, 106, 2);
    expect(cells.map(({ tile, x, y, width, height }) => ({ id: tile.id, x, y, width, height }))).toEqual([
      { id: 't0', x: 52, y: 2, width: 50, height: 50 },
      { id: 't1', x: 104, y: 54, width: 50, height: 50 },
    ]);
  });

  it('puts two tiles side by side, as large as the picture allows', () => {
    const cells = coverLayout({ id: 'b', name: 'B', isPublic: false, tiles: tiles(2) }, 400, 300, 0);
    expect(cells.map(({ x, y, width }) => ({ x, y, width }))).toEqual([
      { x: 0, y: 50, width: 200 },
      { x: 200, y: 50, width: 200 },
    ]);
  });

  it('puts the first column on the right, right to left, as the board shows it', () => {
    const board: Board = {
      id: 'b',
      name: 'B',
      isPublic: false,
      isFixed: true,
      tiles: tiles(2),
      grid: {
        rows: 2,
        columns: 2,
        order: [
          ['t0', null],
          [null, 't1'],
        ],
      },
    };
    const cells = coverLayout(board, 206, 106, 2, 'rtl');
    expect(cells.map(({ tile, x, y }) => ({ id: tile.id, x, y }))).toEqual([
      { id: 't0', x: 104, y: 2 },
      { id: 't1', x: 52, y: 54 },
    ]);
    const row = coverLayout({ id: 'b', name: 'B', isPublic: false, tiles: tiles(2) }, 400, 300, 0, 'rtl');
    expect(row.map(({ tile, x }) => [tile.id, x])).toEqual([
      ['t0', 200],
      ['t1', 0],
    ]);
  });

  it('lays other boards out to the picture’s shape, showing at most the first tiles', () => {
    const board: Board = { id: 'b', name: 'B', isPublic: false, tiles: tiles(40) };
    const cells = coverLayout(board, 400, 300);
    expect(cells).toHaveLength(MAX_COVER_TILES);
    expect(cells[0]?.tile.id).toBe('t0');
    const columns = new Set(cells.map((cell) => cell.x)).size;
    const rows = new Set(cells.map((cell) => cell.y)).size;
    expect(columns).toBeGreaterThan(rows);
    for (const cell of cells) {
      expect(cell.x + cell.width).toBeLessThanOrEqual(400);
      expect(cell.y + cell.height).toBeLessThanOrEqual(300);
    }
  });

  it('gives an empty board no cells', () => {
    expect(coverLayout({ id: 'b', name: 'B', isPublic: false, tiles: [] }, 400, 300)).toEqual([]);
  });
});
