import { describe, expect, it } from 'vitest';
import type { Board } from '../schemas/board.ts';
import { originIndex, ownBoardIdFor } from './board-origins.ts';

const board = (id: string, originId?: string): Board => ({ id, name: id, isPublic: false, tiles: [], ...(originId ? { originId } : {}) });

describe('board origins', () => {
  it('maps each origin to the board that began there, skipping boards kept under their own origin', () => {
    expect([...originIndex([board('s1', 'emotions'), board('s2', 'root'), board('animals', 'animals'), board('s3')])]).toEqual([
      ['emotions', 's1'],
      ['root', 's2'],
    ]);
  });

  it('opens a board by its own id first, then by its origin, else nothing', () => {
    const boards = { s1: board('s1', 'emotions'), emotions: board('emotions'), s2: board('s2', 'abc1234') };
    expect(ownBoardIdFor(boards, 's1')).toBe('s1');
    expect(ownBoardIdFor(boards, 'emotions')).toBe('emotions');
    expect(ownBoardIdFor(boards, 'abc1234')).toBe('s2');
    expect(ownBoardIdFor(boards, 'food')).toBeUndefined();
  });

  it('follows a change of the boards (a new object) and not an old index', () => {
    const before = { s1: board('s1', 'food') };
    expect(ownBoardIdFor(before, 'food')).toBe('s1');
    const after = { s2: board('s2', 'food') };
    expect(ownBoardIdFor(after, 'food')).toBe('s2');
  });
});
