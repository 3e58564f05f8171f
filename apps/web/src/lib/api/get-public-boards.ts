import { BoardSummaryListSchema, PAGE_SIZE, type BoardSummary, type PagedList } from '@tessera/core';
import { requestJson, type RequestContext } from './request-json';

/**
 * GET /board/public (spec 01 §7): one page of the public boards, newest first, as summaries (no tiles: a board
 * opens whole from /board/:id). No token is sent; guests browse them too. The answer is checked at this boundary,
 * so a list never shows half a board.
 */
export const getPublicBoards = (
  { page, search, signal }: { page: number; search: string; signal?: AbortSignal },
  context: RequestContext = {},
): Promise<PagedList<BoardSummary>> =>
  requestJson(
    { path: '/board/public', query: { page, limit: PAGE_SIZE, search: search || undefined }, auth: false, ...(signal ? { signal } : {}) },
    BoardSummaryListSchema,
    context,
  );
