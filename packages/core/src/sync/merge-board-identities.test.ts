import { describe, expect, it } from 'vitest';
import { mergeBoard } from './merge-board.ts';
import type { MergeClock } from './merge-types.ts';
import type { Board } from '../schemas/board.ts';
import { jsonEqual } from './json-equal.ts';
import { createTiles, deleteTiles, editTileLabel, editTiles } from '../tiles/tile-operations.ts';
import { createGrid } from '../grid/grid-layout.ts';
import { moveTileToCell, moveTileToIndex } from '../grid/grid-move.ts';
import { addRow, removeColumn } from '../grid/grid-resize.ts';
import { toggleFixed } from '../grid/fixed-switch.ts';
import { makeBoard, makeTile } from '../testing/fixtures.ts';

/*
 * fast-check is not installed, so these properties run over boards generated from fixed seeds by
 * the app's own tile and grid operations: the same few hundred cases on every run.
 */

type Random = () => number;
/** Park and Miller's minimal standard generator, its first outputs dropped: for small seeds they are near 0. */
const seeded = (seed: number): Random => {
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  for (let i = 0; i < 3; i += 1) next();
  return next;
};
const below = (random: Random, n: number) => Math.floor(random() * n);
const pick = <T>(random: Random, items: readonly T[]): T | undefined => items[below(random, items.length)];

function baseBoard(random: Random): Board {
  const tiles = Array.from({ length: below(random, 8) }, (_, i) => makeTile(`t${i}`, random() < 0.5 ? { labelKey: `k.t${i}` } : {}));
  const board = makeBoard({ id: 'b', name: 'Base', tiles });
  if (random() < 0.5) return board;
  return {
    ...board,
    isFixed: true,
    grid: createGrid(
      tiles.map((t) => t.id),
      { rows: 1 + below(random, 3), columns: 1 + below(random, 3) },
    ),
  };
}

type Edit = (board: Board, random: Random, side: string) => Board;
const onTile =
  (change: (board: Board, tileId: string, random: Random) => Board): Edit =>
  (board, random) => {
    const tile = pick(random, board.tiles);
    return tile ? change(board, tile.id, random) : board;
  };
const ids = (board: Board) => board.tiles.map((t) => t.id);
const edits: Edit[] = [
  (board, random, side) => {
    // Ids shared by both sides make add/add of one id happen too.
    const id = random() < 0.3 ? `shared${below(random, 2)}` : `${side}${below(random, 1000)}`;
    return board.tiles.some((t) => t.id === id) ? board : createTiles(board, [makeTile(id)]);
  },
  onTile((board, id) => deleteTiles(board, [id])),
  onTile((board, id, random) =>
    editTiles(
      board,
      board.tiles.filter((t) => t.id === id).map((t) => editTileLabel(t, pick(random, ['yes', 'no', 'more']) ?? '')),
    ),
  ),
  onTile((board, id, random) =>
    editTiles(
      board,
      board.tiles.filter((t) => t.id === id).map((t) => ({ ...t, image: `${below(random, 3)}.svg` })),
    ),
  ),
  onTile((board, id, random) => ({ ...board, tiles: moveTileToIndex(board.tiles, id, below(random, board.tiles.length)) })),
  onTile((board, id, random) =>
    board.grid ? { ...board, grid: moveTileToCell(board.grid, id, { row: below(random, board.grid.rows), column: below(random, board.grid.columns) }) } : board,
  ),
  (board) => toggleFixed(board),
  (board, random) => (board.grid ? { ...board, grid: (random() < 0.5 ? addRow : removeColumn)(board.grid, ids(board)) } : board),
  (board, random) => ({ ...board, name: pick(random, ['Food', 'Meals']) ?? '' }),
];
function edited(board: Board, random: Random, side: string): Board {
  let result = board;
  for (let n = 1 + below(random, 4); n > 0; n -= 1) result = (pick(random, edits) as Edit)(result, random, side);
  return result;
}
const clock = (random: Random): MergeClock => ({ localEditedAt: below(random, 3), remoteEditedAt: below(random, 3) });

/** Runs a check on 300 generated cases, each with its generator and base board, naming the seed when it fails. */
function forEachSeed(check: (random: Random, base: Board, seed: string) => void): void {
  for (let seed = 1; seed <= 300; seed += 1) {
    const random = seeded(seed);
    check(random, baseBoard(random), `seed ${seed}`);
  }
}

describe('mergeBoard identities over generated boards', () => {
  it('the same change on both sides merges without conflicts or a write', () => {
    forEachSeed((random, base, seed) => {
      const changed = edited(base, random, 'x');
      const result = mergeBoard(base, changed, structuredClone(changed), clock(random));
      expect(result.conflicts, seed).toEqual([]);
      expect(result.changed, seed).toBe(false);
    });
  });

  it('a change on remote only gives the remote back', () => {
    forEachSeed((random, base, seed) => {
      const remote = edited(base, random, 'r');
      const result = mergeBoard(base, base, remote, clock(random));
      expect(result.merged, seed).toEqual(remote);
      expect([result.changed, result.conflicts], seed).toEqual([false, []]);
    });
  });

  it('a change on local only gives the local content back', () => {
    forEachSeed((random, base, seed) => {
      const local = edited(base, random, 'l');
      const result = mergeBoard(base, local, base, clock(random));
      expect(result.merged, seed).toEqual(local);
      expect([result.changed, result.conflicts], seed).toEqual([!jsonEqual(local, base), []]);
    });
  });

  it('any two changes: tiles unique, a valid grid, and a tile missing only when deleted, a deleted edit reported', () => {
    forEachSeed((random, base, seed) => {
      const [local, remote] = [edited(base, random, 'l'), edited(base, random, 'r')];
      const { merged, conflicts } = mergeBoard(base, local, remote, clock(random));
      const mergedIds = new Set(ids(merged));
      expect(mergedIds.size, seed).toBe(merged.tiles.length);
      if (merged.grid) {
        const cells = merged.grid.order.flat().filter((id) => id !== null);
        expect(
          merged.grid.order.map((row) => row.length),
          seed,
        ).toEqual(Array(merged.grid.rows).fill(merged.grid.columns));
        expect(cells.every((id) => mergedIds.has(id)) && new Set(cells).size === cells.length, seed).toBe(true);
      }
      const reported = new Set(conflicts.map((c) => c.path));
      for (const tile of [...local.tiles, ...remote.tiles].filter((t) => !mergedIds.has(t.id))) {
        const original = base.tiles.find((t) => t.id === tile.id);
        expect(original && (jsonEqual(original, tile) || reported.has(`tiles.${tile.id}`)), `${seed}, tile ${tile.id}`).toBe(true);
      }
    });
  });
});
