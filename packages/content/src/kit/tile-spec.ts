import type { TileType } from '@tessera/core';
import type { PictureRef } from './pictures.ts';

/** A tile as a board file writes it; define-board turns it into a Tile. */
export interface TileSpec {
  /** Message slug (keyed boards) or the literal label (Spanish boards). */
  text: string;
  picture: PictureRef;
  colour?: string;
  loadBoard?: string;
  type?: TileType;
}

/** A tile that speaks. */
export const word = (text: string, picture: PictureRef, colour?: string): TileSpec => ({ text, picture, colour });

/** A tile that opens another built-in board. */
export const folder = (text: string, picture: PictureRef, loadBoard: string, colour?: string): TileSpec => ({
  text,
  picture,
  loadBoard,
  colour,
});
