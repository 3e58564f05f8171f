import { z } from 'zod';

export { DEFAULT_COMMUNICATOR_ID } from './constants.ts';

export const DefaultBoardIncludedSchema = z.object({ nameOnJSON: z.string(), homeBoard: z.string() });
export type DefaultBoardIncluded = z.infer<typeof DefaultBoardIncludedSchema>;

/** A communicator: a collection of boards with one root (spec 01 §3). */
export const CommunicatorSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string().optional(),
  author: z.string().optional(),
  email: z.string().optional(),
  rootBoard: z.string(),
  boards: z.array(z.string()).default([]),
  defaultBoardsIncluded: z.array(DefaultBoardIncludedSchema).default([]),
  activeBoardId: z.string().optional(),
  isPublic: z.boolean().default(false),
  /** The server's version (see Board.version): answered by the server, sent back as the base of a write. */
  version: z.number().int().nonnegative().optional(),
});
export type Communicator = z.infer<typeof CommunicatorSchema>;
