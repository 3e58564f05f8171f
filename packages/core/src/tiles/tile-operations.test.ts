import { describe, expect, it } from 'vitest';
import { copyTiles, createTiles, deleteTiles, editTileLabel, editTiles, pasteTiles, prepareNewTile } from './tile-operations.ts';
import { TILE_COLOURS } from './tile-colours.ts';
import { makeBoard, makeTile, sequentialIds } from '../testing/fixtures.ts';

const board = () => makeBoard({ id: 'b', tiles: [makeTile('a'), makeTile('b'), makeTile('c')] });

describe('tile operations', () => {
  it('create appends', () => {
    expect(createTiles(board(), [makeTile('d')]).tiles.map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('create places the tile in a fixed grid, growing it when full', () => {
    const fixed = { ...board(), grid: { rows: 1, columns: 3, order: [['a', 'b', 'c']] } };
    expect(createTiles(fixed, [makeTile('d')]).grid).toEqual({
      rows: 2,
      columns: 3,
      order: [
        ['a', 'b', 'c'],
        ['d', null, null],
      ],
    });
  });

  it('delete removes by ids and frees their cells', () => {
    const fixed = { ...board(), grid: { rows: 1, columns: 3, order: [['a', 'b', 'c']] } };
    const next = deleteTiles(fixed, ['a', 'c']);
    expect(next.tiles.map((t) => t.id)).toEqual(['b']);
    expect(next.grid?.order).toEqual([[null, 'b', null]]);
  });

  it('edit replaces by id and keeps the order', () => {
    const next = editTiles(board(), [makeTile('b', { label: 'Bee' })]);
    expect(next.tiles.map((t) => t.label)).toEqual(['a', 'Bee', 'c']);
  });

  it('editing the label clears labelKey', () => {
    const tile = editTileLabel(makeTile('a', { labelKey: 'cboard.symbol.yes' }), 'Sure');
    expect(tile).toEqual({ id: 'a', label: 'Sure' });
    expect('labelKey' in tile).toBe(false);
  });

  it('copy keeps the selected tiles in board order', () => {
    expect(copyTiles(board(), ['c', 'a']).map((t) => t.id)).toEqual(['a', 'c']);
  });

  it('paste creates new tiles with new ids', () => {
    const copied = copyTiles(board(), ['a', 'b']);
    const next = pasteTiles(board(), copied, sequentialIds());
    expect(next.tiles.map((t) => t.id)).toEqual(['a', 'b', 'c', 'new1', 'new2']);
    expect(next.tiles[3]?.label).toBe('a');
  });
});

describe('prepareNewTile', () => {
  it('gives each type its default colour', () => {
    const ids = sequentialIds('board');
    expect(prepareNewTile(makeTile('x', { type: 'button' }), ids).backgroundColor).toBe('#fff176');
    expect(prepareNewTile(makeTile('x', { type: 'folder' }), ids).backgroundColor).toBe('#bbdefb');
    expect(prepareNewTile(makeTile('x', { type: 'board' }), ids).backgroundColor).toBe('#999999');
    expect(prepareNewTile(makeTile('x', { backgroundColor: '#000' }), ids).backgroundColor).toBe('#000');
    expect(TILE_COLOURS).toEqual({ folder: '#bbdefb', button: '#fff176', board: '#999999' });
  });

  it('gives folder and board tiles a generated loadBoard', () => {
    const ids = sequentialIds('board');
    expect(prepareNewTile(makeTile('x', { type: 'folder' }), ids)).toMatchObject({ loadBoard: 'board1', linkedBoard: false });
    expect(prepareNewTile(makeTile('y', { type: 'board' }), ids).loadBoard).toBe('board2');
    expect(prepareNewTile(makeTile('z', { type: 'button' }), ids).loadBoard).toBeUndefined();
    expect(prepareNewTile(makeTile('w', { type: 'folder', loadBoard: 'food' }), ids).loadBoard).toBe('food');
  });
});
