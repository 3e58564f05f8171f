import { describe, expect, it } from 'vitest';
import type { Board } from '../schemas/board.ts';
import { coverFileName, needsDescriptionToPublish, summaryOfBoard, withDetails, withVisibility } from './board-visibility.ts';

const board = (fields: Partial<Board> = {}): Board => ({ id: 'kitchen1', name: 'Kitchen', isPublic: false, tiles: [], ...fields });

describe('publishing', () => {
  it('asks for a description before a private board without one is published', () => {
    expect(needsDescriptionToPublish(board())).toBe(true);
    expect(needsDescriptionToPublish(board({ description: '   ' }))).toBe(true);
    expect(needsDescriptionToPublish(board({ description: 'Food words' }))).toBe(false);
    expect(needsDescriptionToPublish(board({ isPublic: true }))).toBe(false);
  });

  it('publishes with the description given, or the one the board has', () => {
    expect(withVisibility(board(), true)).toBeNull();
    expect(withVisibility(board(), true, ' Food words ')).toEqual(board({ isPublic: true, description: 'Food words' }));
    expect(withVisibility(board({ description: 'Mine' }), true)).toEqual(board({ isPublic: true, description: 'Mine' }));
  });

  it('unpublishes without touching anything else, and leaves a private board as it is', () => {
    const published = board({ isPublic: true, description: 'Food words' });
    expect(withVisibility(published, false)).toEqual(board({ description: 'Food words' }));
    const alreadyPrivate = board();
    expect(withVisibility(alreadyPrivate, false)).toBe(alreadyPrivate);
  });
});

describe('withDetails', () => {
  it('needs a name, and lets a private board go without a description', () => {
    expect(withDetails(board(), { name: '  ', description: 'x' })).toBeNull();
    expect(withDetails(board({ description: 'old' }), { name: ' Cooking ', description: ' ' })).toEqual(board({ name: 'Cooking' }));
  });

  it('keeps a public board described', () => {
    expect(withDetails(board({ isPublic: true, description: 'old' }), { name: 'Kitchen', description: '' })).toBeNull();
    expect(withDetails(board({ isPublic: true, description: 'old' }), { name: 'Kitchen', description: 'new' })?.description).toBe('new');
  });

  it('keeps a built-in board translated unless a name is typed', () => {
    const builtIn = board({ name: '', nameKey: 'boards.food' });
    expect(withDetails(builtIn, { description: 'Meals' })).toEqual({ ...builtIn, description: 'Meals' });
    const renamed = withDetails(builtIn, { name: 'Our food', description: '' });
    expect(renamed).toEqual(board({ name: 'Our food' }));
    expect(renamed && 'nameKey' in renamed).toBe(false);
  });
});

describe('coverFileName', () => {
  it('names the screenshot after the board, or its id', () => {
    expect(coverFileName(board())).toBe('Kitchen.png');
    expect(coverFileName(board({ name: 'Me / you: "us"' }))).toBe('Me you us.png');
    expect(coverFileName(board({ name: '  ' }))).toBe('kitchen1.png');
  });
});

describe('summaryOfBoard', () => {
  it('lists a board as the server does: no tiles, no email', () => {
    const summary = summaryOfBoard(
      board({ email: 'me@example.org', author: 'Me', caption: 'media:abc', tiles: [{ id: 't1', label: 'Soup' }] as Board['tiles'] }),
    );
    expect(summary).toEqual({ id: 'kitchen1', name: 'Kitchen', isPublic: false, tileCount: 1, author: 'Me', caption: 'media:abc' });
  });
});
