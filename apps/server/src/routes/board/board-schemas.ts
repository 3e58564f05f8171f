import { BoardWriteSchema, boundedText, MAX_BOARD_BYTES, MAX_EMAIL_LENGTH, MAX_ID_LENGTH, MAX_VERSION, PagedQuerySchema } from '@tessera/core';
import { z } from 'zod';
import { BOARD_SORTS } from '../../repositories/boards-repository.ts';

export const BoardListQuerySchema = PagedQuerySchema.extend({ sort: z.enum(BOARD_SORTS).default('-_id') });
// What the board routes answer is core's (the web app checks the answers with the same schemas).
export {
  BoardBatchResultSchema,
  BoardBatchUpdateResultSchema,
  BoardConflictSchema,
  BoardListSchema,
  BoardNotFoundSchema,
  BoardSummaryListSchema,
  BoardVersionsSchema,
  DeletedBoardSchema,
  DeletedBoardsSchema,
} from '@tessera/core';
const boardId = boundedText(MAX_ID_LENGTH).min(1);
export const BoardParamsSchema = z.object({ id: boardId });
export const EmailParamsSchema = z.object({ email: boundedText(MAX_EMAIL_LENGTH).min(1) });

/** A new board: the client's local id may come along (it is not the new id), or none. */
export const NewBoardSchema = BoardWriteSchema;
/** An update: the id in the address decides; one in the body must be the same. */
export const BoardUpdateSchema = BoardWriteSchema;

/** Most boards one batch create takes (a device's first sync of many offline boards goes out in such batches). */
export const MAX_BOARDS_PER_BATCH = 100;
/** Each board of a batch within the size one board may have on its own (PUT takes no more), though the batch may be larger. */
const boardWithinBodyLimit = (board: unknown): boolean => Buffer.byteLength(JSON.stringify(board)) <= MAX_BOARD_BYTES;
export const BoardBatchSchema = z.object({
  boards: z
    .array(NewBoardSchema.refine(boardWithinBodyLimit, `Too big: a board may be at most ${MAX_BOARD_BYTES / (1024 * 1024)} MB as JSON`))
    .min(1)
    .max(MAX_BOARDS_PER_BATCH),
});
/** A batch update: each board carries its id (the one PUT /board/:id would have in its address). */
export const BoardBatchUpdateSchema = z.object({
  boards: z
    .array(
      BoardUpdateSchema.refine((board) => board.id !== undefined, 'A board of a batch update names its id').refine(
        boardWithinBodyLimit,
        `Too big: a board may be at most ${MAX_BOARD_BYTES / (1024 * 1024)} MB as JSON`,
      ),
    )
    .min(1)
    .max(MAX_BOARDS_PER_BATCH),
});
export const BoardVersionParamsSchema = BoardParamsSchema.extend({ version: z.coerce.number().int().positive().max(MAX_VERSION) });
export const DeletedBoardsQuerySchema = z.object({
  since: z.iso.datetime({ offset: true }).optional().describe('Only boards deleted at or after this time (ISO 8601); all when missing'),
});
export const BOARD_MESSAGES = {
  notFound: 'Board not found',
  gone: 'Board was deleted',
  idMismatch: 'The board id in the body must be the one in the address',
  notYours: 'Not found',
  private: 'This board is private',
  conflict: 'This board was changed on another device. Merge the changes and try again.',
  versionNotFound: 'This version of the board is not kept',
} as const;
