import { describe, expect, it } from 'vitest';
import { CommunicatorSchema } from '../schemas/communicator.ts';
import { fitToLimits } from '../schemas/fit-to-limits.ts';
import { MAX_BOARDS_PER_COMMUNICATOR, MAX_NAME_LENGTH, MAX_TILES_PER_BOARD } from '../schemas/limits.ts';
import { migrateBoard } from './board-migrations.ts';
import { fitBoardToLimits } from './fit-board-to-limits.ts';

/** A board as a device saved it before the limits: current version, so no migration step touches it. */
const savedBoard = (fields: Record<string, unknown>) => ({
  schemaVersion: 1,
  id: 'b1',
  name: 'Food',
  isPublic: false,
  tiles: [{ id: 'a' }, { id: 'b' }],
  ...fields,
});

describe('fitBoardToLimits', () => {
  it('answers a board within the limits as it is', () => {
    const board = savedBoard({ grid: { rows: 1, columns: 2, order: [['b', 'a']] } });
    expect(fitBoardToLimits(board)).toEqual({ success: true, data: board });
  });

  it('lays out again a grid whose order was of the wrong size, keeping every tile', () => {
    const result = fitBoardToLimits(savedBoard({ grid: { rows: 2, columns: 2, order: [['b', 'a', 'gone']] } }));
    expect(result.data?.grid).toEqual({
      rows: 2,
      columns: 2,
      order: [
        ['b', 'a'],
        [null, null],
      ],
    });
    const huge = fitBoardToLimits(savedBoard({ grid: { rows: 1, columns: 2, order: Array.from({ length: 100_000 }, () => ['a', 'a']) } }));
    expect(huge.data?.grid).toEqual({ rows: 1, columns: 2, order: [['a', 'b']] });
  });

  it('cuts texts to their limit, removes null characters, leaves out useless media and tiles past the limit', () => {
    const tiles = Array.from({ length: MAX_TILES_PER_BOARD + 5 }, (_, index) => ({ id: `t${index}` }));
    tiles[0] = { id: 't\u00000', label: 'x'.repeat(300), image: `https://example.org/${'p'.repeat(3000)}` } as (typeof tiles)[number];
    const result = fitBoardToLimits(savedBoard({ name: `a\u0000${'n'.repeat(300)}`, tiles, grid: { rows: 1, columns: 1, order: [['t\u00000']] } }));
    expect(result.success).toBe(true);
    const board = result.data!;
    expect(board.name).toBe(`a${'n'.repeat(MAX_NAME_LENGTH - 1)}`);
    expect(board.tiles).toHaveLength(MAX_TILES_PER_BOARD);
    expect(board.tiles[0]).toEqual({ id: 't0', label: 'x'.repeat(MAX_NAME_LENGTH) });
    expect(board.grid?.order).toEqual([['t0']]);
  });

  it('does not change the record it was given, and still refuses what is not a board', () => {
    const record = savedBoard({ name: 'n'.repeat(300) });
    fitBoardToLimits(record);
    expect(record.name).toHaveLength(300);
    expect(fitBoardToLimits(savedBoard({ id: 42 })).success).toBe(false);
  });

  it('fits communicators the same way', () => {
    const boards = Array.from({ length: MAX_BOARDS_PER_COMMUNICATOR + 1 }, (_, index) => `b${index}`);
    const result = fitToLimits(CommunicatorSchema, { id: 'c1', name: 'Mine\u0000', rootBoard: 'root', boards });
    expect(result.data?.name).toBe('Mine');
    expect(result.data?.boards).toHaveLength(MAX_BOARDS_PER_COMMUNICATOR);
  });
});

describe('migrateBoard and the limits', () => {
  it('reads a board a device saved before the limits (its grid order of the wrong size) instead of dropping it', () => {
    const board = migrateBoard(savedBoard({ isFixed: true, grid: { rows: 1, columns: 3, order: [['a'], ['b']] } }));
    expect(board.tiles.map((tile) => tile.id)).toEqual(['a', 'b']);
    expect(board.grid).toEqual({ rows: 1, columns: 3, order: [['a', 'b', null]] });
  });
});
