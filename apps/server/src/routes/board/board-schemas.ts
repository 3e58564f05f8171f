import { BoardSchema, PagedQuerySchema, pagedListSchema } from '@tessera/core';
import { z } from 'zod';
import { BOARD_SORTS } from '../../repositories/boards-repository.ts';

export const BoardListQuerySchema = PagedQuerySchema.extend({ sort: z.enum(BOARD_SORTS).default('-_id') });
export const BoardListSchema = pagedListSchema(BoardSchema);
export const BoardParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const EmailParamsSchema = z.object({ email: z.string().min(1).max(320) });

/** A new board: the client's local id may come along (it is not the new id), or none. */
export const NewBoardSchema = BoardSchema.extend({ id: z.string().min(1).max(100).optional() });
/** An update: the id in the address decides; one in the body must be the same. */
export const BoardUpdateSchema = BoardSchema.extend({ id: z.string().min(1).max(100).optional() });

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
} as const;
