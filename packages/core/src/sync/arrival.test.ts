import { describe, expect, it } from 'vitest';
import type { Board } from '../schemas/board.ts';
import { boardAfterArrival, holdsVersion, sameContent } from './arrival.ts';

const board = (version: number | undefined, labels: string[], extra: Partial<Board> = {}): Board => ({
  id: 's1',
  name: 'Feelings',
  isPublic: false,
  tiles: labels.map((label) => ({ id: label, label })),
  ...(version === undefined ? {} : { version }),
  ...extra,
});

describe('a board arriving from the server', () => {
  it('is taken as it is where this device has none', () => {
    const remote = board(3, ['happy']);
    expect(boardAfterArrival(undefined, remote, undefined)).toEqual({ record: remote, conflicts: [] });
  });

  it('is ignored where this device holds that version or a later one', () => {
    expect(boardAfterArrival(board(3, ['happy', 'mine']), board(3, ['happy']), undefined)).toBeUndefined();
    expect(boardAfterArrival(board(4, ['happy']), board(3, ['happy']), undefined)).toBeUndefined();
    expect(holdsVersion({}, { version: 1 })).toBe(false);
  });

  it('is merged with an older version holding an unsent edit: both sides’ tiles stay, at the server’s version', () => {
    const base = board(1, ['happy']);
    const arrived = boardAfterArrival(board(1, ['happy', 'proudB']), board(2, ['happy', 'proudA']), base);
    expect(arrived?.record.version).toBe(2);
    expect(arrived?.record.tiles.map((tile) => tile.id).sort()).toEqual(['happy', 'proudA', 'proudB']);
    expect(sameContent(arrived?.record, board(2, ['happy', 'proudA']))).toBe(false);
  });

  it('tells content apart from bookkeeping', () => {
    expect(sameContent(board(1, ['a'], { markToUpdate: true }), board(5, ['a']))).toBe(true);
    expect(sameContent(board(1, ['a'], { name: 'Other' }), board(1, ['a']))).toBe(false);
    expect(sameContent(undefined, board(1, ['a']))).toBe(false);
  });
});
