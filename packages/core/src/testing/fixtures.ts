import { BoardSchema, type Board, type BoardInput } from '../schemas/board.ts';
import type { Tile } from '../schemas/tile.ts';

/** A valid board for tests, with the schema's defaults filled in. */
export const makeBoard = (input: BoardInput): Board => BoardSchema.parse(input);

export const makeTile = (id: string, fields: Partial<Tile> = {}): Tile => ({ id, label: id, ...fields });

/** An id factory counting up from 1, so tests can predict generated ids. */
export function sequentialIds(prefix = 'new'): () => string {
  let n = 0;
  return () => `${prefix}${(n += 1)}`;
}
