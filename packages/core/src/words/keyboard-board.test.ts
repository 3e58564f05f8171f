import { describe, expect, it } from 'vitest';
import type { Board } from '../schemas/board.ts';
import { KEYBOARD_BOARD_ID, withKeyboardTile } from './keyboard-board.ts';

const keyboardTile = { id: 'keyboard-tile', label: 'keyboard', loadBoard: KEYBOARD_BOARD_ID };
const board = (extra: Partial<Board> = {}): Board => ({
  id: 'root',
  name: 'Home',
  isPublic: false,
  tiles: [
    { id: 'a', label: 'a' },
    { id: 'b', label: 'b' },
  ],
  ...extra,
});

describe('withKeyboardTile', () => {
  it('adds the tile at the end of a board laid out as the screen allows', () => {
    expect(withKeyboardTile(board(), keyboardTile).tiles.map((tile) => tile.id)).toEqual(['a', 'b', 'keyboard-tile']);
  });

  it('leaves a board that already leads to the keyboard as it is', () => {
    const own = board({ tiles: [{ id: 'k', label: 'type', loadBoard: KEYBOARD_BOARD_ID }] });
    expect(withKeyboardTile(own, keyboardTile)).toBe(own);
  });

  it("takes a fixed grid's first empty cell, and leaves a full grid as it is (no row that moves the others)", () => {
    const roomy = board({
      isFixed: true,
      grid: {
        rows: 2,
        columns: 2,
        order: [
          ['a', null],
          ['b', null],
        ],
      },
    });
    expect(withKeyboardTile(roomy, keyboardTile).grid?.order).toEqual([
      ['a', 'keyboard-tile'],
      ['b', null],
    ]);
    const full = board({ isFixed: true, grid: { rows: 1, columns: 2, order: [['a', 'b']] } });
    expect(withKeyboardTile(full, keyboardTile)).toBe(full);
  });
});
