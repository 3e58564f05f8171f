import { describe, expect, it } from 'vitest';
import { BoardMigrationError, migrateBoard } from './board-migrations.ts';
import { BOARD_SCHEMA_VERSION } from '../schemas/board.ts';
import { sequentialIds } from '../testing/fixtures.ts';

describe('migrateBoard', () => {
  it('turns an unversioned record into a current board with defaults', () => {
    const board = migrateBoard({ id: 'food', tiles: [{ id: 't1', label: 'apple' }] });
    expect(board).toEqual({ schemaVersion: BOARD_SCHEMA_VERSION, id: 'food', name: '', isPublic: false, tiles: [{ id: 't1', label: 'apple' }] });
  });

  it('reads a server row with _id, numeric ids and a numeric timestamp', () => {
    const board = migrateBoard({ _id: 42, name: 'Food', lastEdited: 0, tiles: [{ id: 7, loadBoard: 9, unknown: 'x' }], extra: true });
    expect(board.id).toBe('42');
    expect(board.lastEdited).toBe('1970-01-01T00:00:00.000Z');
    expect(board.tiles).toEqual([{ id: '7', loadBoard: '9', type: 'folder' }]);
    expect('extra' in board).toBe(false);
  });

  it('gives missing or repeated tile ids fresh ones and drops non-objects', () => {
    const board = migrateBoard({ id: 'b', tiles: [{ label: 'a' }, { id: 'x' }, { id: 'x' }, 'junk', null] }, { newId: sequentialIds('n') });
    expect(board.tiles.map((t) => t.id)).toEqual(['b-n1', 'x', 'b-n2']);
  });

  it('drops unknown tile types and keeps partner board tiles', () => {
    const board = migrateBoard({
      id: 'b',
      tiles: [
        { id: 'a', type: 'weird' },
        { id: 'c', type: 'board', loadBoard: 'q' },
      ],
    });
    expect(board.tiles.map((t) => t.type)).toEqual([undefined, 'board']);
  });

  it('clamps and repairs the grid against the tiles (up to the 24 a kept grid may have)', () => {
    const board = migrateBoard({ id: 'b', tiles: [{ id: 'a' }, { id: 'c' }], grid: { rows: 0, columns: 30, order: [['gone', 'a']] } });
    expect(board.grid?.rows).toBe(1);
    expect(board.grid?.columns).toBe(24);
    expect(board.grid?.order[0]?.slice(0, 3)).toEqual(['c', 'a', null]);
    expect(migrateBoard({ id: 'b', grid: { rows: 'x' } }).grid).toBeUndefined();
  });

  it('keeps a current record as it is', () => {
    const current = { schemaVersion: BOARD_SCHEMA_VERSION, id: 'b', name: 'B', isPublic: true, tiles: [], lastEdited: '2025-01-01T00:00:00.000Z' };
    expect(migrateBoard(current)).toEqual(current);
  });

  it('refuses what cannot be a board', () => {
    expect(() => migrateBoard('board')).toThrow(BoardMigrationError);
    expect(() => migrateBoard({ name: 'no id' })).toThrow('A board record needs an id.');
    expect(() => migrateBoard({ id: 'b', schemaVersion: BOARD_SCHEMA_VERSION + 1 })).toThrow(/newer than this app/);
    expect(() => migrateBoard({ schemaVersion: BOARD_SCHEMA_VERSION, id: '' })).toThrow(BoardMigrationError);
  });
});
