import { z } from 'zod';
import { boundedText, mediaSource } from './bounded-text.ts';
import { TILE_TYPES } from './constants.ts';
import { MAX_COLOUR_LENGTH, MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_SHORT_TEXT_LENGTH, MAX_URL_LENGTH, MAX_VOCALIZATION_LENGTH } from './limits.ts';

export { TILE_TYPES } from './constants.ts';
export const TileTypeSchema = z.enum(TILE_TYPES);
export type TileType = z.infer<typeof TileTypeSchema>;

/** A tile of a board (spec 01 §3, spec 02 §3). Optional fields stay optional: boards come from many tools. */
export const TileSchema = z.object({
  id: boundedText(MAX_ID_LENGTH).min(1),
  label: boundedText(MAX_NAME_LENGTH).optional(),
  labelKey: boundedText(MAX_NAME_LENGTH).optional(),
  vocalization: boundedText(MAX_VOCALIZATION_LENGTH).optional(),
  image: mediaSource().optional(),
  /** The app chose the picture (an import whose own picture could not be had): the tile editor says so until it is changed. */
  imageSuggested: z.boolean().optional(),
  keyPath: boundedText(MAX_URL_LENGTH).optional(),
  sound: mediaSource().optional(),
  type: TileTypeSchema.optional(),
  loadBoard: boundedText(MAX_ID_LENGTH).optional(),
  linkedBoard: z.boolean().optional(),
  backgroundColor: boundedText(MAX_COLOUR_LENGTH).optional(),
  borderColor: boundedText(MAX_COLOUR_LENGTH).optional(),
  action: boundedText(MAX_SHORT_TEXT_LENGTH).optional(),
  hidden: z.boolean().optional(),
});
export type Tile = z.infer<typeof TileSchema>;
