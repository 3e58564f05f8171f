import { describe, expect, it } from 'vitest';
import { buildScanTree, type ScanMode, type ScanNode, type ScanTile } from './scan-tree.ts';

/** A grid of `rows` x `columns` tiles named r<row>c<column>. */
const grid = (rows: number, columns: number): ScanTile[] =>
  Array.from({ length: rows * columns }, (_, i) => ({ id: `r${Math.floor(i / columns)}c${i % columns}`, row: Math.floor(i / columns), column: i % columns }));

/** The tree written short: an item is its id, a group is [id, ...children]. */
const shape = (nodes: readonly ScanNode[]): unknown[] => nodes.map((node) => (node.kind === 'item' ? node.id : [node.id, ...shape(node.children)]));

const CONTROLS = [['speak', 'backspace', 'clear'], ['go-back'], ['lock']];

const cases: { name: string; tiles: ScanTile[]; controls?: string[][]; mode?: ScanMode; expected: unknown[] }[] = [
  { name: 'no tiles, no controls: nothing to scan', tiles: [], expected: [] },
  {
    name: 'a small board: every tile then every control, one by one',
    tiles: grid(2, 2),
    controls: CONTROLS,
    expected: ['r0c0', 'r0c1', 'r1c0', 'r1c1', 'speak', 'backspace', 'clear', 'go-back', 'lock'],
  },
  { name: '12 tiles are still scanned one by one', tiles: grid(3, 4), expected: grid(3, 4).map((t) => t.id) },
  {
    name: '13 tiles: by rows, a row of one tile is the tile itself',
    tiles: [...grid(3, 4), { id: 'last', row: 3, column: 0 }],
    expected: [['row:0', 'r0c0', 'r0c1', 'r0c2', 'r0c3'], ['row:1', 'r1c0', 'r1c1', 'r1c2', 'r1c3'], ['row:2', 'r2c0', 'r2c1', 'r2c2', 'r2c3'], 'last'],
  },
  {
    name: 'row-column: control groups after the rows, empty ones left out',
    tiles: grid(2, 2),
    controls: [['speak', 'clear'], [], ['go-back']],
    mode: 'row-column',
    expected: [['row:0', 'r0c0', 'r0c1'], ['row:1', 'r1c0', 'r1c1'], ['controls:0', 'speak', 'clear'], 'go-back'],
  },
  { name: 'linear forced on a big board', tiles: grid(4, 4), mode: 'linear', expected: grid(4, 4).map((t) => t.id) },
  {
    name: 'tiles given out of order are read row by row, column by column; gaps in rows and columns are fine',
    tiles: [
      { id: 'b', row: 5, column: 7 },
      { id: 'a', row: 5, column: 2 },
      { id: 'c', row: 0, column: 9 },
    ],
    mode: 'row-column',
    expected: ['c', ['row:1', 'a', 'b']],
  },
];

describe('scan tree', () => {
  for (const { name, tiles, controls = [], mode, expected } of cases) {
    it(name, () => {
      expect(shape(buildScanTree(tiles, controls, mode))).toEqual(expected);
    });
  }

  it('marks the repeated ids, in a group or alone, in both modes', () => {
    const repeatedIds = (nodes: readonly ScanNode[]): string[] =>
      nodes.flatMap((node) => (node.kind === 'group' ? repeatedIds(node.children) : node.repeat ? [node.id] : []));
    const repeated = new Set(['backspace', 'lock']);
    expect(repeatedIds(buildScanTree(grid(4, 4), CONTROLS, 'row-column', repeated))).toEqual(['backspace', 'lock']);
    expect(repeatedIds(buildScanTree(grid(1, 2), CONTROLS, 'linear', repeated))).toEqual(['backspace', 'lock']);
    expect(repeatedIds(buildScanTree(grid(1, 2), CONTROLS))).toEqual([]);
  });
});
