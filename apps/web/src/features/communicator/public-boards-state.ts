import type { BoardSummary, PagedList } from '@tessera/core';
import { hasMorePages } from '@tessera/core';

/** The public boards list of the dialog: pages fetched so far for one search, and what is under way. */
export interface PublicBoardsState {
  search: string;
  boards: BoardSummary[];
  page: number;
  total: number;
  limit: number;
  status: 'loading' | 'ready' | 'failed' | 'loading-more' | 'more-failed';
}

export type PublicBoardsEvent =
  | { type: 'searched'; search: string }
  | { type: 'more-requested' }
  | { type: 'page-arrived'; search: string; list: PagedList<BoardSummary> }
  | { type: 'failed'; search: string };

export const initialPublicBoards = (search = ''): PublicBoardsState => ({ search, boards: [], page: 0, total: 0, limit: 10, status: 'loading' });

/**
 * One step of the list. A new search starts again from its first page; a page answering an earlier search is
 * ignored; a board already listed (published while the user was paging, so the pages shifted) is not listed twice.
 */
export function publicBoardsStep(state: PublicBoardsState, event: PublicBoardsEvent): PublicBoardsState {
  switch (event.type) {
    case 'searched':
      return initialPublicBoards(event.search);
    case 'more-requested':
      return canLoadMore(state) ? { ...state, status: 'loading-more' } : state;
    case 'page-arrived': {
      if (event.search !== state.search) return state;
      const { list } = event;
      const known = new Set(state.boards.map((board) => board.id));
      const boards = list.page <= 1 ? list.data : [...state.boards, ...list.data.filter((board) => !known.has(board.id))];
      return { ...state, boards, page: list.page, total: list.total, limit: list.limit, status: 'ready' };
    }
    case 'failed':
      if (event.search !== state.search) return state;
      return { ...state, status: state.page === 0 ? 'failed' : 'more-failed' };
  }
}

/** Spec 01 §2: load more while the page shown is before the last one. */
export const canLoadMore = (state: PublicBoardsState): boolean =>
  (state.status === 'ready' || state.status === 'more-failed') && state.page > 0 && hasMorePages(state);
