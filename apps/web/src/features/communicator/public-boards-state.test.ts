import type { BoardSummary, PagedList } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { canLoadMore, initialPublicBoards, publicBoardsStep, type PublicBoardsEvent, type PublicBoardsState } from './public-boards-state';

const summary = (id: string): BoardSummary => ({ id, name: id, isPublic: true, tileCount: 1 });
const page = (number: number, ids: string[], total: number, search = ''): PagedList<BoardSummary> => ({
  data: ids.map(summary),
  total,
  page: number,
  limit: 2,
  offset: 0,
  search,
});
const run = (events: PublicBoardsEvent[], start = initialPublicBoards()): PublicBoardsState => events.reduce(publicBoardsStep, start);

describe('the public boards list', () => {
  it('loads the first page, then more while pages remain', () => {
    let state = run([{ type: 'page-arrived', search: '', list: page(1, ['a', 'b'], 3) }]);
    expect(state).toMatchObject({ status: 'ready', page: 1, total: 3 });
    expect(canLoadMore(state)).toBe(true);
    state = run([{ type: 'more-requested' }], state);
    expect(state.status).toBe('loading-more');
    expect(canLoadMore(state)).toBe(false);
    state = run([{ type: 'page-arrived', search: '', list: page(2, ['c'], 3) }], state);
    expect(state.boards.map((board) => board.id)).toEqual(['a', 'b', 'c']);
    expect(canLoadMore(state)).toBe(false);
  });

  it('lists a board once when the pages shifted under it', () => {
    const state = run([
      { type: 'page-arrived', search: '', list: page(1, ['a', 'b'], 4) },
      { type: 'more-requested' },
      { type: 'page-arrived', search: '', list: page(2, ['b', 'c'], 4) },
    ]);
    expect(state.boards.map((board) => board.id)).toEqual(['a', 'b', 'c']);
  });

  it('starts again on a new search and ignores answers to the old one', () => {
    const state = run([
      { type: 'page-arrived', search: '', list: page(1, ['a', 'b'], 4) },
      { type: 'searched', search: 'zoo' },
      { type: 'page-arrived', search: '', list: page(2, ['c', 'd'], 4) },
      { type: 'failed', search: '' },
    ]);
    expect(state).toMatchObject({ search: 'zoo', status: 'loading', boards: [] });
  });

  it('tells a failed first page from a failed further page, which keeps what was shown', () => {
    expect(run([{ type: 'failed', search: '' }]).status).toBe('failed');
    const state = run([{ type: 'page-arrived', search: '', list: page(1, ['a', 'b'], 4) }, { type: 'more-requested' }, { type: 'failed', search: '' }]);
    expect(state.status).toBe('more-failed');
    expect(state.boards).toHaveLength(2);
    expect(canLoadMore(state)).toBe(true);
  });
});
