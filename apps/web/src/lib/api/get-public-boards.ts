import { BoardSummarySchema, PAGE_SIZE, pagedListSchema, type BoardSummary, type PagedList } from '@tessera/core';
import { ApiError } from './api-error';
import { requestJson, type RequestContext } from './request-json';

const PublicBoardsSchema = pagedListSchema(BoardSummarySchema);

/**
 * GET /board/public (spec 01 §7): one page of the public boards, newest first, as summaries (no tiles: a board
 * opens whole from /board/:id). No token is sent; guests browse them too. The answer is checked at this boundary,
 * so a list never shows half a board.
 */
export async function getPublicBoards(
  { page, search, signal }: { page: number; search: string; signal?: AbortSignal },
  context: RequestContext = {},
): Promise<PagedList<BoardSummary>> {
  const answer = await requestJson<unknown>({ path: '/board/public', query: { page, limit: PAGE_SIZE, search: search || undefined }, auth: false, ...(signal ? { signal } : {}) }, context);
  const parsed = PublicBoardsSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError('http', 502, 'The server answered the list of public boards in a shape this app does not know');
  return parsed.data;
}
