import { describe, expect, it } from 'vitest';
import { createBoardLocally, deleteBoards, replaceBoard, updateBoard } from './board-list.ts';
import { CORE_ROOT_BOARD_ID, RESERVED_BOARD_IDS } from '../ids/board-ids.ts';
import { makeBoard } from '../testing/fixtures.ts';

const now = new Date('2025-03-01T10:00:00.000Z');

describe('board list rules', () => {
  it('updating a board replaces it and sets lastEdited to now', () => {
    const boards = [makeBoard({ id: 'a', name: 'A', lastEdited: '2020-01-01T00:00:00.000Z' }), makeBoard({ id: 'b' })];
    const next = updateBoard(boards, { ...boards[0]!, name: 'Renamed' }, now);
    expect(next[0]).toMatchObject({ id: 'a', name: 'Renamed', lastEdited: '2025-03-01T10:00:00.000Z' });
    expect(next[1]).toBe(boards[1]);
  });

  it('never overwrites the three reserved boards', () => {
    const boards = RESERVED_BOARD_IDS.map((id) => makeBoard({ id, name: id }));
    for (const id of RESERVED_BOARD_IDS) {
      const next = updateBoard(boards, makeBoard({ id, name: 'changed' }), now);
      expect(next).toBe(boards);
    }
    expect(boards.find((b) => b.id === CORE_ROOT_BOARD_ID)?.name).toBe(CORE_ROOT_BOARD_ID);
  });

  it('leaves the list alone when the board is unknown', () => {
    const boards = [makeBoard({ id: 'a' })];
    expect(updateBoard(boards, makeBoard({ id: 'zzz' }), now)).toBe(boards);
  });

  it('creating a board locally adds it with lastEdited now', () => {
    const next = createBoardLocally([makeBoard({ id: 'a' })], makeBoard({ id: 'b', name: 'B' }), now);
    expect(next.map((b) => b.id)).toEqual(['a', 'b']);
    expect(next[1]?.lastEdited).toBe(now.toISOString());
  });

  it('deleting removes boards by id', () => {
    const boards = ['a', 'b', 'c'].map((id) => makeBoard({ id }));
    expect(deleteBoards(boards, ['a', 'c']).map((b) => b.id)).toEqual(['b']);
  });

  it('replacing swaps a board by id in place, even under a new id', () => {
    const boards = ['a', 'b', 'c'].map((id) => makeBoard({ id }));
    const next = replaceBoard(boards, 'b', makeBoard({ id: 'b2', name: 'copy' }));
    expect(next.map((b) => b.id)).toEqual(['a', 'b2', 'c']);
    expect(replaceBoard(boards, 'x', makeBoard({ id: 'y' }))).toBe(boards);
  });
});
