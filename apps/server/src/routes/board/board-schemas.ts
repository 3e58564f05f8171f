import { BoardSchema, BoardSummarySchema, BoardWriteSchema, boundedText, MAX_BOARD_BYTES, MAX_EMAIL_LENGTH, MAX_ID_LENGTH, MAX_VERSION, PagedQuerySchema, pagedListSchema } from '@tessera/core';
import { z } from 'zod';
import { BOARD_SORTS } from '../../repositories/boards-repository.ts';

export const BoardListQuerySchema = PagedQuerySchema.extend({ sort: z.enum(BOARD_SORTS).default('-_id') });
/** The owner's own boards, whole (their devices' sync reads them). */
export const BoardListSchema = pagedListSchema(BoardSchema);
/** Public lists: summaries only. */
export const BoardSummaryListSchema = pagedListSchema(BoardSummarySchema);
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
/** Each board's answer, in the order sent: as POST /board would answer it alone (201, 200 for a retry, 410). */
export const BoardBatchResultSchema = z.object({
  results: z.array(
    z.object({
      status: z.union([z.literal(200), z.literal(201), z.literal(409), z.literal(410), z.literal(507)]),
      /** The board as stored (200, 201), or the owner's board of the same origin to merge with (409). */
      board: BoardSchema.optional(),
      message: z.string().optional(),
    }),
  ),
});

/** A batch update: each board carries its id (the one PUT /board/:id would have in its address). */
export const BoardBatchUpdateSchema = z.object({
  boards: z
    .array(BoardUpdateSchema.refine((board) => board.id !== undefined, 'A board of a batch update names its id').refine(boardWithinBodyLimit, `Too big: a board may be at most ${MAX_BOARD_BYTES / (1024 * 1024)} MB as JSON`))
    .min(1)
    .max(MAX_BOARDS_PER_BATCH),
});
/** Each board's answer, in the order sent: as PUT /board/:id would answer it alone. */
export const BoardBatchUpdateResultSchema = z.object({
  results: z.array(
    z.object({
      status: z.union([z.literal(200), z.literal(201), z.literal(404), z.literal(409), z.literal(410), z.literal(507)]),
      /** The board as stored (200, 201), or the current one to merge with (409). */
      board: BoardSchema.optional(),
      message: z.string().optional(),
    }),
  ),
});

/** GET /board/:id of a board that is not there, or (`private: true`) of someone else's private board. */
export const BoardNotFoundSchema = z.object({ message: z.string(), private: z.boolean().optional() });

/** 409: the write was based on an older version; nothing changed. The current board comes along to merge with. */
export const BoardConflictSchema = z.object({ message: z.string(), board: BoardSchema });

export const BoardVersionParamsSchema = BoardParamsSchema.extend({ version: z.coerce.number().int().positive().max(MAX_VERSION) });
export const BoardVersionSummarySchema = z.object({
  version: z.number().int(),
  /** When a later write replaced it. */
  replacedAt: z.string(),
  /** The device that wrote this version, as it named itself (or its browser), when known. */
  device: z.string().nullable(),
  /** `overwritten` when the write that replaced it did not say which version it was based on. */
  reason: z.enum(['replaced', 'overwritten']),
  name: z.string(),
  tileCount: z.number().int(),
});
export const BoardVersionsSchema = z.object({ data: z.array(BoardVersionSummarySchema) });

export const DeletedBoardSchema = z.object({ id: z.string(), deletedAt: z.string() });
export const DeletedBoardsQuerySchema = z.object({
  since: z.iso.datetime({ offset: true }).optional().describe('Only boards deleted at or after this time (ISO 8601); all when missing'),
});
export const DeletedBoardsSchema = z.object({
  data: z.array(DeletedBoardSchema),
  /** The server's time when the list was read: pass it as `since` next time (the device's clock may be off). */
  serverTime: z.string(),
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
