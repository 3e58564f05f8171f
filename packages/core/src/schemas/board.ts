import { z } from 'zod';
import { GRID_MAX, GRID_MIN } from './constants.ts';
import { TileSchema } from './tile.ts';

export { BOARD_SCHEMA_VERSION, BOARD_FORMAT, GRID_MIN, GRID_MAX } from './constants.ts';

const gridSize = z.number().int().min(GRID_MIN).max(GRID_MAX);

/** A fixed grid: rows x columns, and the tile id in each cell (null for an empty cell). */
export const GridSchema = z.object({
  rows: gridSize,
  columns: gridSize,
  order: z.array(z.array(z.string().nullable())),
});
export type Grid = z.infer<typeof GridSchema>;

/** A board (spec 01 §3). lastEdited is an ISO 8601 timestamp. */
export const BoardSchema = z.object({
  schemaVersion: z.number().int().positive().optional(),
  id: z.string().min(1),
  name: z.string().default(''),
  nameKey: z.string().optional(),
  description: z.string().optional(),
  author: z.string().optional(),
  email: z.string().optional(),
  caption: z.string().optional(),
  isPublic: z.boolean().default(false),
  hidden: z.boolean().optional(),
  isFixed: z.boolean().optional(),
  locale: z.string().optional(),
  format: z.string().optional(),
  lastEdited: z.string().optional(),
  tiles: z.array(TileSchema).default([]),
  grid: GridSchema.optional(),
  cellSize: z.string().optional(),
  focusedTileId: z.string().optional(),
  markToUpdate: z.boolean().optional(),
  /** The id a board had before import gave it a new one (spec 02 §3). */
  prevId: z.string().optional(),
  /**
   * The server's version of the board: answered by the server (1 for a new board, one more for every write), and
   * sent back with a write as the version it was based on, so a write based on an older version is refused (409)
   * rather than applied over another device's change. A write without it wins (an older client, a script).
   */
  version: z.number().int().nonnegative().optional(),
  /**
   * Where the owner's board began: the built-in board it is the account's copy of (a reserved one such as `root`,
   * or one kept under its own id such as `emotions`), or the local id a device made it under. The owner's devices
   * open it for that id; the account has one board per origin.
   */
  originId: z.string().min(1).max(100).optional(),
});
export type Board = z.infer<typeof BoardSchema>;
export type BoardInput = z.input<typeof BoardSchema>;
