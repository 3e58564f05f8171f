import type { TileType } from '../schemas/tile.ts';

/** Colours the tile editor gives a new tile of each type (spec 01 §4). */
export const TILE_COLOURS = {
  folder: '#bbdefb',
  button: '#fff176',
  board: '#999999',
} as const;

/** Colours the built-in sets use: yellow for ordinary tiles, blue for tiles opening another board. */
export const BUILT_IN_TILE_COLOURS = {
  normal: 'rgb(255, 241, 118)',
  folder: 'rgb(187, 222, 251)',
} as const;

/** A live tile is typed text in the output; it looks like an ordinary button. */
export function defaultTileColour(type: TileType | undefined): string {
  if (type === 'folder') return TILE_COLOURS.folder;
  if (type === 'board') return TILE_COLOURS.board;
  return TILE_COLOURS.button;
}
