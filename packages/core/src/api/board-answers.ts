import { z } from 'zod';
import { BoardSchema } from '../schemas/board.ts';
import { BoardSummarySchema } from '../schemas/board-summary.ts';
import { pagedListSchema } from '../schemas/paged-list.ts';

/** GET /board/byemail/:email: the owner's own boards, whole (their devices' sync reads them). */
export const BoardListSchema = pagedListSchema(BoardSchema);
/** GET /board and /board/public: summaries only. */
export const BoardSummaryListSchema = pagedListSchema(BoardSummarySchema);

/** POST /board/batch: each board's answer, in the order sent, as POST /board would answer it alone (201, 200 for a retry, 410). */
export const BoardBatchResultSchema = z.object({
  results: z.array(
    z.object({
      status: z.union([z.literal(200), z.literal(201), z.literal(402), z.literal(409), z.literal(410), z.literal(507)]),
      /** The board as stored (200, 201), or the owner's board of the same origin to merge with (409). */
      board: BoardSchema.optional(),
      message: z.string().optional(),
      /** 402: why the premium feature the board uses (publishing, copying a public board) was refused. */
      reason: z.enum(['trial_ended', 'blocked']).optional(),
    }),
  ),
});
export type BoardBatchResult = z.infer<typeof BoardBatchResultSchema>['results'][number];

/** PUT /board/batch: each board's answer, in the order sent, as PUT /board/:id would answer it alone. */
export const BoardBatchUpdateResultSchema = z.object({
  results: z.array(
    z.object({
      status: z.union([z.literal(200), z.literal(201), z.literal(402), z.literal(404), z.literal(409), z.literal(410), z.literal(507)]),
      /** The board as stored (200, 201), or the current one to merge with (409). */
      board: BoardSchema.optional(),
      message: z.string().optional(),
      /** 402: why the premium feature the board uses (publishing, copying a public board) was refused. */
      reason: z.enum(['trial_ended', 'blocked']).optional(),
    }),
  ),
});
export type BoardBatchUpdateResult = z.infer<typeof BoardBatchUpdateResultSchema>['results'][number];

/** GET /board/:id of a board that is not there, or (`private: true`) of someone else's private board. */
export const BoardNotFoundSchema = z.object({ message: z.string(), private: z.boolean().optional() });

/** 409: the write was based on an older version; nothing changed. The current board comes along to merge with. */
export const BoardConflictSchema = z.object({ message: z.string(), board: BoardSchema });

/** An earlier version of a board, as GET /board/:id/versions lists it. */
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
export type BoardVersionSummary = z.infer<typeof BoardVersionSummarySchema>;
export const BoardVersionsSchema = z.object({ data: z.array(BoardVersionSummarySchema) });

/** DELETE /board/:id, and each entry of GET /board/deleted. */
export const DeletedBoardSchema = z.object({ id: z.string(), deletedAt: z.string() });
/** GET /board/deleted. */
export const DeletedBoardsSchema = z.object({
  data: z.array(DeletedBoardSchema),
  /** The server's time when the list was read: pass it as `since` next time (the device's clock may be off). */
  serverTime: z.string(),
});
export type DeletedBoards = z.infer<typeof DeletedBoardsSchema>;

/** POST /board/report. */
export const ReportReceivedSchema = z.object({ id: z.string(), message: z.string() });
