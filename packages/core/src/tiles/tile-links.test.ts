import { describe, expect, it } from 'vitest';
import { BoardSchema } from '../schemas/board.ts';
import { boardForTile, clearTileLink, findLinkedBoard, isFolderTile, linkTileToBoard } from './tile-links.ts';
import { BUILT_IN_TILE_COLOURS } from './tile-colours.ts';
import { makeBoard, makeTile, sequentialIds } from '../testing/fixtures.ts';

describe('folder links', () => {
  it('a tile with a loadBoard is a folder', () => {
    expect(isFolderTile(makeTile('a', { loadBoard: 'food' }))).toBe(true);
    expect(isFolderTile(makeTile('a'))).toBe(false);
  });

  it('choosing an existing board sets linkedBoard true', () => {
    expect(linkTileToBoard(makeTile('a', { loadBoard: 'tmp' }), 'food')).toMatchObject({ loadBoard: 'food', linkedBoard: true });
  });

  it('clearing the link generates a new id and sets linkedBoard false', () => {
    const tile = clearTileLink(makeTile('a', { loadBoard: 'food', linkedBoard: true }), sequentialIds('fresh'));
    expect(tile).toMatchObject({ loadBoard: 'fresh1', linkedBoard: false });
  });

  it('a board-type tile creates an empty board with its loadBoard id', () => {
    const board = boardForTile(
      makeTile('a', { type: 'board', label: 'Pets', loadBoard: 'pets1' }),
      { email: 'me@example.org' },
      new Date('2025-01-01T00:00:00Z'),
    );
    expect(board).toMatchObject({ id: 'pets1', name: 'Pets', tiles: [], isPublic: false, email: 'me@example.org', lastEdited: '2025-01-01T00:00:00.000Z' });
    // Written out without the schema, it is still exactly what the schema makes of it.
    expect(BoardSchema.parse(board)).toStrictEqual(board);
    const unnamed = boardForTile(makeTile('c', { type: 'folder', loadBoard: 'c1' }), {}, new Date('2025-01-01T00:00:00Z'));
    expect(BoardSchema.parse(unnamed)).toStrictEqual(unnamed);
    expect(() => boardForTile(makeTile('b'), {}, new Date())).toThrow();
  });

  it('finds the linked board by id, else by name equal to the label', () => {
    const boards = [makeBoard({ id: 'food', name: 'Food' }), makeBoard({ id: 'x1', name: 'Drinks' })];
    expect(findLinkedBoard(boards, makeTile('t', { loadBoard: 'food', label: 'Drinks' }))?.id).toBe('food');
    expect(findLinkedBoard(boards, makeTile('t', { loadBoard: 'gone', label: 'Drinks' }))?.id).toBe('x1');
    expect(findLinkedBoard(boards, makeTile('t', { loadBoard: 'gone', label: 'Toys' }))).toBeUndefined();
  });

  it('names the built-in colours', () => {
    expect(BUILT_IN_TILE_COLOURS).toEqual({ normal: 'rgb(255, 241, 118)', folder: 'rgb(187, 222, 251)' });
  });
});
