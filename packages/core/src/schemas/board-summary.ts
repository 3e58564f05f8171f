import { z } from 'zod';

/**
 * What a list of boards answers for each: enough to show and choose it, never its tiles (a board may have
 * thousands) nor its owner's email; the whole board comes from GET /board/:id.
 */
export const BoardSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameKey: z.string().optional(),
  description: z.string().optional(),
  /** The board's picture (a screenshot): a URL, a media reference or a data URL. */
  caption: z.string().optional(),
  author: z.string().optional(),
  locale: z.string().optional(),
  isPublic: z.boolean(),
  lastEdited: z.string().optional(),
  tileCount: z.number().int().nonnegative(),
});
export type BoardSummary = z.infer<typeof BoardSummarySchema>;
