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
});
export type Board = z.infer<typeof BoardSchema>;
export type BoardInput = z.input<typeof BoardSchema>;
