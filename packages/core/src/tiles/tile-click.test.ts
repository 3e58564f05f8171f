import { describe, expect, it } from 'vitest';
import { createLiveTile, tileClickOutcome, type TileClickContext } from './tile-click.ts';
import { selectAllTiles, toggleTileSelection } from './tile-selection.ts';
import { makeBoard, makeTile, sequentialIds } from '../testing/fixtures.ts';

const context = (over: Partial<TileClickContext> = {}): TileClickContext => ({
  boards: [makeBoard({ id: 'food', name: 'Food' })],
  isSelecting: false,
  isLiveMode: false,
  vocalizeFolders: false,
  playSoundOnTouchActive: false,
  ...over,
});

describe('tileClickOutcome', () => {
  it('toggles selection in select mode', () => {
    expect(tileClickOutcome(makeTile('a', { loadBoard: 'food' }), context({ isSelecting: true }))).toEqual({ kind: 'toggle-selection', tileId: 'a' });
  });

  it('navigates from a folder tile and speaks only when vocalizeFolders is on', () => {
    const tile = makeTile('a', { label: 'Food', loadBoard: 'food' });
    expect(tileClickOutcome(tile, context())).toEqual({ kind: 'navigate', boardId: 'food', speak: null });
    expect(tileClickOutcome(tile, context({ vocalizeFolders: true }))).toEqual({ kind: 'navigate', boardId: 'food', speak: 'Food' });
  });

  it('reports a missing board', () => {
    expect(tileClickOutcome(makeTile('a', { label: 'Toys', loadBoard: 'toys' }), context())).toEqual({ kind: 'board-missing' });
  });

  it('adds other tiles to the output, playing the sound only when the setting is on', () => {
    const tile = makeTile('a', { sound: 'data:audio/ogg;base64,AA' });
    expect(tileClickOutcome(tile, context())).toMatchObject({ kind: 'output', play: 'speech', addLiveTile: false });
    expect(tileClickOutcome(tile, context({ playSoundOnTouchActive: true }))).toMatchObject({ kind: 'output', play: 'sound' });
    expect(tileClickOutcome(makeTile('b'), context({ playSoundOnTouchActive: true }))).toMatchObject({ play: 'speech' });
  });

  it('adds a live input tile in live mode', () => {
    expect(tileClickOutcome(makeTile('a'), context({ isLiveMode: true }))).toMatchObject({ kind: 'output', addLiveTile: true });
    expect(createLiveTile(sequentialIds('live'))).toEqual({ id: 'live1', type: 'live', label: '' });
  });
});

describe('tile selection', () => {
  it('toggles a tile in and out of the selection', () => {
    expect(toggleTileSelection(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleTileSelection(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('select-all selects every tile or clears the selection', () => {
    const tiles = [makeTile('a'), makeTile('b')];
    expect(selectAllTiles(tiles, true)).toEqual(['a', 'b']);
    expect(selectAllTiles(tiles, false)).toEqual([]);
  });
});
