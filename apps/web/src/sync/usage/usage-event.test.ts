import { describe, expect, it } from 'vitest';
import { boardChanged, previousBoard } from '../../state/board-slice';
import { outputTileAdded } from '../../state/output-slice';
import { outputSpoken, tilesCreated, tilesEdited } from '../../state/usage-slice';
import { localTimestamp, pressesOf, sessionAt, SESSION_GAP_MS } from './usage-event';

const context = (boardBefore = 'root', boardAfter = boardBefore) => ({
  boardBefore,
  boardAfter,
  boardName: (id: string) => (id === 'food' ? 'Food' : undefined),
});

describe('the presses usage reports record', () => {
  it('counts a tile said on the board it was on, with its picture', () => {
    const tile = { id: 't1', label: 'apple', image: '/symbols/openmoji/1F34E.svg' };
    expect(pressesOf(outputTileAdded(tile), context())).toEqual([
      { action: 'Click Symbol', boardId: 'root', tileId: 't1', label: 'apple', picture: '/symbols/openmoji/1F34E.svg' },
    ]);
  });

  it('says what a tile speaks (its vocalization) and keeps a data URL’s bytes on the device', () => {
    const tile = { id: 't2', label: 'hi', vocalization: 'hello there', image: 'data:image/png;base64,AAAA' };
    expect(pressesOf(outputTileAdded(tile), context())[0]).toMatchObject({ label: 'hello there', picture: 'data:' });
  });

  it('leaves out a live tile, an empty phrase, and a board change that stays on the board', () => {
    expect(pressesOf(outputTileAdded({ id: 'l', type: 'live', label: '' }), context())).toEqual([]);
    expect(pressesOf(outputSpoken({ words: [' ', ''] }), context())).toEqual([]);
    expect(pressesOf(boardChanged('root'), context('root', 'root'))).toEqual([]);
    expect(pressesOf({ type: 'board/boardsLoaded', payload: [] }, context())).toEqual([]);
  });

  it('counts the phrase spoken with its words, tiles made and edited, and the board opened by name', () => {
    expect(pressesOf(outputSpoken({ words: ['I', 'want', 'ice cream'] }), context())).toEqual([
      { action: 'Click Output', label: 'I want ice cream', words: ['I', 'want', 'ice cream'] },
    ]);
    expect(pressesOf(tilesCreated({ boardId: 'b', tiles: [{ id: 'n', label: 'new' }] }), context()).map((press) => press.action)).toEqual(['Create Tile']);
    expect(pressesOf(tilesEdited({ boardId: 'b', tiles: [{ id: 'x' }, { id: 'y' }] }), context()).map((press) => press.action)).toEqual([
      'Edit Tiles',
      'Edit Tiles',
    ]);
    expect(pressesOf(boardChanged('food'), context('root', 'food'))).toEqual([{ action: 'Change Board', boardId: 'food', label: 'Food' }]);
    expect(pressesOf(previousBoard(), context('food', 'root'))).toEqual([{ action: 'Change Board', boardId: 'root', label: 'root' }]);
  });
});

describe('sessions', () => {
  it('go on while presses come under 5 minutes apart, and a new one starts after', () => {
    let ids = 0;
    const newId = () => `s${(ids += 1)}`;
    const first = sessionAt(null, 1_000, newId);
    const second = sessionAt(first, 1_000 + SESSION_GAP_MS - 1, newId);
    const third = sessionAt(second, second.lastAt + SESSION_GAP_MS, newId);
    expect([first.id, second.id, third.id]).toEqual(['s1', 's1', 's2']);
  });
});

describe('the local timestamp', () => {
  it('is the device’s time of day with its offset, the same instant', () => {
    const date = new Date('2026-03-01T13:23:05.120Z');
    const stamp = localTimestamp(date);
    expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
    expect(Date.parse(stamp)).toBe(date.getTime());
  });
});
