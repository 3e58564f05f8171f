import { useCallback, useEffect, useReducer, useRef } from 'react';
import { getPublicBoards } from '../../lib/api/get-public-boards';
import { canLoadMore, initialPublicBoards, publicBoardsStep } from './public-boards-state';

/**
 * The public boards for a (debounced) search, page by page: the first page on every new search, the next on
 * loadMore. A search typed while a page is on its way cancels that request.
 */
export function usePublicBoards(search: string) {
  const [state, dispatch] = useReducer(publicBoardsStep, search, initialPublicBoards);
  const current = useRef<AbortController | null>(null);

  const fetchPage = useCallback((forSearch: string, page: number) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    getPublicBoards({ page, search: forSearch, signal: controller.signal }).then(
      (list) => dispatch({ type: 'page-arrived', search: forSearch, list }),
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'failed', search: forSearch });
      },
    );
  }, []);

  useEffect(() => {
    dispatch({ type: 'searched', search });
    fetchPage(search, 1);
    return () => current.current?.abort();
  }, [search, fetchPage]);

  const loadMore = useCallback(() => {
    if (!canLoadMore(state)) return;
    dispatch({ type: 'more-requested' });
    fetchPage(state.search, state.page + 1);
  }, [state, fetchPage]);

  const retry = useCallback(() => {
    if (state.status === 'more-failed') return loadMore();
    dispatch({ type: 'searched', search: state.search });
    fetchPage(state.search, 1);
  }, [state, fetchPage, loadMore]);

  return { ...state, hasMore: canLoadMore(state), loadMore, retry };
}
