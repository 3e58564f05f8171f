import { z } from 'zod';
import { boundedText, mediaSource, type FitRepair } from './bounded-text.ts';
import { gridProblems } from '../grid/grid-problems.ts';
import { GRID_KEPT_MAX, GRID_MIN } from './constants.ts';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  MAX_LOCALE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
  MAX_TILES_PER_BOARD,
  MAX_TIMESTAMP_LENGTH,
  MAX_VERSION,
} from './limits.ts';
import { TileSchema } from './tile.ts';

export { BOARD_SCHEMA_VERSION, BOARD_FORMAT, GRID_MIN, GRID_MAX, GRID_KEPT_MAX } from './constants.ts';

// Up to the kept limit, not the editor's: an imported 11 x 16 grid is stored and synced as it came.
const gridSize = z.number().int().min(GRID_MIN).max(GRID_KEPT_MAX);

/** A fixed grid: rows x columns, and the tile id in each cell (null for an empty cell). */
export const GridSchema = z.object({
  rows: gridSize,
  columns: gridSize,
  order: z.array(z.array(boundedText(MAX_ID_LENGTH).nullable()).max(GRID_KEPT_MAX)).max(GRID_KEPT_MAX),
});
export type Grid = z.infer<typeof GridSchema>;

/** The grid's shape and cells, checked against the board's tiles once every field has passed. */
function checkGrid(board: { tiles: { id: string }[]; grid?: Grid | undefined }, context: z.RefinementCtx): void {
  if (!board.grid) return;
  for (const { path, message } of gridProblems(
    board.grid,
    board.tiles.map((tile) => tile.id),
  )) {
    context.addIssue({ code: 'custom', path: ['grid', ...path], message, params: { fit: 'normalize-grid' satisfies FitRepair } });
  }
}

/** Where a copied board came from: the original's id and name (the original may since have been renamed or deleted). */
export const CopiedFromSchema = z.object({ id: boundedText(MAX_ID_LENGTH).min(1), name: boundedText(MAX_NAME_LENGTH) });
export type CopiedFrom = z.infer<typeof CopiedFromSchema>;

/** A board's fields, each within its limits (spec 01 §3). lastEdited is an ISO 8601 timestamp. */
const BoardFieldsSchema = z.object({
  schemaVersion: z.number().int().positive().optional(),
  id: boundedText(MAX_ID_LENGTH).min(1),
  name: boundedText(MAX_NAME_LENGTH).default(''),
  nameKey: boundedText(MAX_NAME_LENGTH).optional(),
  description: boundedText(MAX_DESCRIPTION_LENGTH).optional(),
  author: boundedText(MAX_NAME_LENGTH).optional(),
  email: boundedText(MAX_EMAIL_LENGTH).optional(),
  /** The board's picture (a screenshot) shown in lists: a URL, a media reference or a data URL. */
  caption: mediaSource().optional(),
  isPublic: z.boolean().default(false),
  hidden: z.boolean().optional(),
  isFixed: z.boolean().optional(),
  locale: boundedText(MAX_LOCALE_LENGTH).optional(),
  format: boundedText(MAX_SHORT_TEXT_LENGTH).optional(),
  lastEdited: boundedText(MAX_TIMESTAMP_LENGTH).optional(),
  tiles: z.array(TileSchema).max(MAX_TILES_PER_BOARD).default([]),
  grid: GridSchema.optional(),
  cellSize: boundedText(MAX_SHORT_TEXT_LENGTH).optional(),
  focusedTileId: boundedText(MAX_ID_LENGTH).optional(),
  markToUpdate: z.boolean().optional(),
  /** The id a board had before import gave it a new one (spec 02 §3). */
  prevId: boundedText(MAX_ID_LENGTH).optional(),
  /** The public board this one is a copy of (spec 01 §4): its id and its name when copied, shown in the board's info. */
  copiedFrom: CopiedFromSchema.optional(),
  /**
   * The server's version of the board: answered by the server (1 for a new board, one more for every write), and
   * sent back with a write as the version it was based on, so a write based on an older version is refused (409)
   * rather than applied over another device's change. A write without it wins (an older client, a script).
   */
  version: z.number().int().nonnegative().max(MAX_VERSION).optional(),
  /**
   * Where the owner's board began: the built-in board it is the account's copy of (a reserved one such as `root`,
   * or one kept under its own id such as `emotions`), or the local id a device made it under. The owner's devices
   * open it for that id; the account has one board per origin.
   */
  originId: boundedText(MAX_ID_LENGTH).min(1).optional(),
});

/** A board: its fields, and its grid against its tiles. */
export const BoardSchema = BoardFieldsSchema.superRefine(checkGrid);
/** A board as a write sends it: the id may be missing (a new board gets the server's; an update's is in the address). */
export const BoardWriteSchema = BoardFieldsSchema.extend({ id: boundedText(MAX_ID_LENGTH).min(1).optional() }).superRefine(checkGrid);
export type Board = z.infer<typeof BoardSchema>;
export type BoardInput = z.input<typeof BoardSchema>;
