import { z } from 'zod';
import { TILE_TYPES } from './constants.ts';

export { TILE_TYPES } from './constants.ts';
export const TileTypeSchema = z.enum(TILE_TYPES);
export type TileType = z.infer<typeof TileTypeSchema>;

/** A tile of a board (spec 01 §3, spec 02 §3). Optional fields stay optional: boards come from many tools. */
export const TileSchema = z.object({
  id: z.string().min(1),
  label: z.string().optional(),
  labelKey: z.string().optional(),
  vocalization: z.string().optional(),
  image: z.string().optional(),
  keyPath: z.string().optional(),
  sound: z.string().optional(),
  type: TileTypeSchema.optional(),
  loadBoard: z.string().optional(),
  linkedBoard: z.boolean().optional(),
  backgroundColor: z.string().optional(),
  borderColor: z.string().optional(),
  action: z.string().optional(),
  hidden: z.boolean().optional(),
});
export type Tile = z.infer<typeof TileSchema>;
