import { z } from 'zod';
import { boundedText } from './bounded-text.ts';
import { MAX_BOARDS_PER_COMMUNICATOR, MAX_DESCRIPTION_LENGTH, MAX_EMAIL_LENGTH, MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_VERSION } from './limits.ts';

export { DEFAULT_COMMUNICATOR_ID } from './constants.ts';

const boardId = boundedText(MAX_ID_LENGTH);

export const DefaultBoardIncludedSchema = z.object({ nameOnJSON: boardId, homeBoard: boardId });
export type DefaultBoardIncluded = z.infer<typeof DefaultBoardIncludedSchema>;

/** A communicator: a collection of boards with one root (spec 01 §3). */
export const CommunicatorSchema = z.object({
  id: boardId.min(1),
  name: boundedText(MAX_NAME_LENGTH),
  description: boundedText(MAX_DESCRIPTION_LENGTH).optional(),
  author: boundedText(MAX_NAME_LENGTH).optional(),
  email: boundedText(MAX_EMAIL_LENGTH).optional(),
  rootBoard: boardId,
  boards: z.array(boardId).max(MAX_BOARDS_PER_COMMUNICATOR).default([]),
  defaultBoardsIncluded: z.array(DefaultBoardIncludedSchema).max(MAX_BOARDS_PER_COMMUNICATOR).default([]),
  activeBoardId: boardId.optional(),
  isPublic: z.boolean().default(false),
  /** The server's version (see Board.version): answered by the server, sent back as the base of a write. */
  version: z.number().int().nonnegative().max(MAX_VERSION).optional(),
});
export type Communicator = z.infer<typeof CommunicatorSchema>;
