import { BoardSchema, type Board } from '../schemas/board.ts';
import { fitToLimits, type RecordRepair } from '../schemas/fit-to-limits.ts';
import { normalizeGridRecord } from './normalize-board-record.ts';

const tileIdsOf = (tiles: unknown): string[] =>
  Array.isArray(tiles) ? tiles.flatMap((tile: unknown) => (typeof (tile as { id?: unknown })?.id === 'string' ? [(tile as { id: string }).id] : [])) : [];

/** A grid that fails its checks is laid out again against the board's tiles (none kept when it has no sizes). */
const repairGrid: RecordRepair = (board) => {
  const grid = normalizeGridRecord(board.grid, tileIdsOf(board.tiles));
  if (grid) board.grid = grid;
  else delete board.grid;
};

/**
 * A board record as BoardSchema reads it, repaired where it only breaks a limit (see fitToLimits): a board a
 * device saved before the limits is read back whole, with its grid normalised, rather than dropped.
 */
export const fitBoardToLimits = (record: unknown) => fitToLimits<Board>(BoardSchema, record, repairGrid);
