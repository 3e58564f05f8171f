import { BoardSchema, GRID_MAX, GRID_MIN } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { builtInBoards, builtInBoardsById, contentMessagesEn } from './index.ts';
import { folderTargets } from './testing/board-graph.ts';

// Spec 01 §9, rows x columns.
const SPEC_GRIDS: Record<string, [number, number]> = {
  'core-root': [6, 11],
  emotions: [3, 4],
  'es-feelings': [3, 4],
  'quick-chat': [2, 4],
  'es-chat': [2, 4],
  fruit: [5, 7],
  family: [3, 3],
  'es-family': [3, 3],
  sports: [3, 5],
  'es-sports': [3, 5],
  accessories: [3, 3],
  clothing: [5, 5],
  'es-clothing': [5, 5],
  school: [4, 5],
  'es-school': [4, 5],
  body: [5, 5],
  'es-body': [5, 5],
  actions: [4, 4],
  'es-actions': [4, 4],
  toys: [5, 4],
  'es-toys': [5, 4],
  'hand-washing': [2, 2],
  'es-handwash': [2, 2],
  'brush-teeth': [2, 3],
  'es-teeth': [2, 3],
  hygiene: [4, 5],
  'es-hygiene': [4, 5],
  'es-hobbies': [2, 4],
  'partner-ask': [5, 6],
  'partner-root': [4, 4],
};

describe('built-in boards', () => {
  it.each(builtInBoards.map((board) => [board.id, board] as const))('%s is a valid board and nothing is lost when parsed', (_, board) => {
    expect(BoardSchema.parse(board)).toEqual(board);
  });

  it('have unique ids, all local ids under 14 characters so an edit is created, never PUT over them', () => {
    const ids = builtInBoards.map((board) => board.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(builtInBoardsById.size).toBe(ids.length);
    for (const id of ids) expect(id.length, id).toBeLessThan(14);
  });

  it('have tile ids unique across all boards', () => {
    const tileIds = builtInBoards.flatMap((board) => board.tiles.map((tile) => tile.id));
    expect(new Set(tileIds).size).toBe(tileIds.length);
  });

  it('link every folder to a built-in board', () => {
    for (const board of builtInBoards) {
      for (const target of folderTargets(board)) expect(builtInBoardsById.has(target), `${board.id} → ${target}`).toBe(true);
    }
  });

  it('keep every grid within limits, the size of its order, and every tile placed exactly once', () => {
    for (const board of builtInBoards.filter((candidate) => candidate.grid)) {
      const { rows, columns, order } = board.grid!;
      expect(board.isFixed, board.id).toBe(true);
      for (const size of [rows, columns]) {
        expect(size).toBeGreaterThanOrEqual(GRID_MIN);
        expect(size).toBeLessThanOrEqual(GRID_MAX);
      }
      expect(order).toHaveLength(rows);
      for (const row of order) expect(row, board.id).toHaveLength(columns);
      const placed = order.flat().filter((cell): cell is string => cell !== null);
      expect([...placed].sort(), board.id).toEqual(board.tiles.map((tile) => tile.id).sort());
    }
  });

  it.each(Object.entries(SPEC_GRIDS))('%s has the grid spec 01 §9 gives it', (id, [rows, columns]) => {
    const board = builtInBoardsById.get(id);
    expect(board?.grid).toMatchObject({ rows, columns });
  });

  it('have English text for every labelKey and nameKey, or a label of their own', () => {
    for (const board of builtInBoards) {
      if (board.nameKey) expect(contentMessagesEn[board.nameKey], board.nameKey).toBeTruthy();
      else expect(board.name, board.id).toBeTruthy();
      for (const tile of board.tiles) {
        const text = tile.labelKey ? contentMessagesEn[tile.labelKey] : tile.label;
        expect(text, `${board.id}/${tile.id}`).toBeTruthy();
      }
    }
  });

  it("give a keyed board the name the app replaces with its translation (the key's last segment)", () => {
    for (const board of builtInBoards.filter((candidate) => candidate.nameKey)) {
      expect(board.nameKey!.split('.').at(-1)).toBe(board.name);
    }
  });

  it('have at least 12 tiles, or fill the smaller grid spec 01 §9 gives them', () => {
    for (const board of builtInBoards) {
      const cells = board.grid ? board.grid.rows * board.grid.columns : Infinity;
      if (cells < 12) expect(board.tiles, board.id).toHaveLength(cells);
      else expect(board.tiles.length, board.id).toBeGreaterThanOrEqual(12);
    }
  });
});

describe('the English message catalogue', () => {
  it('holds no text that nothing uses', () => {
    const used = new Set(builtInBoards.flatMap((board) => [board.nameKey, ...board.tiles.map((tile) => tile.labelKey)]));
    const unused = Object.keys(contentMessagesEn).filter((key) => !used.has(key) && !key.startsWith('tessera.featured.'));
    expect(unused).toEqual([]);
  });
});
