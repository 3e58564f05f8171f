import { describe, expect, it } from 'vitest';
import { firstPages, hasMorePages, searchItems, totalPages } from './load-more.ts';

describe('load more', () => {
  it('offers more while the page is before the last', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(21, 10)).toBe(3);
    expect(hasMorePages({ page: 1, total: 10, limit: 10 })).toBe(false);
    expect(hasMorePages({ page: 1, total: 11, limit: 10 })).toBe(true);
    expect(hasMorePages({ page: 2, total: 11, limit: 10 })).toBe(false);
  });

  it('shows the first pages of a list held on the device', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(firstPages(items, 1, 10)).toHaveLength(10);
    expect(firstPages(items, 3, 10)).toHaveLength(25);
  });
});

describe('searchItems', () => {
  const boards = [
    { name: 'Canción', description: 'Songs' },
    { name: 'Kitchen', description: undefined },
  ];
  const texts = (board: (typeof boards)[number]) => [board.name, board.description];

  it('matches any text, ignoring case and accents', () => {
    expect(searchItems(boards, 'CANCION', texts)).toEqual([boards[0]]);
    expect(searchItems(boards, ' songs', texts)).toEqual([boards[0]]);
    expect(searchItems(boards, 'itch', texts)).toEqual([boards[1]]);
    expect(searchItems(boards, 'garden', texts)).toEqual([]);
  });

  it('keeps everything for an empty search', () => {
    expect(searchItems(boards, '  ', texts)).toEqual(boards);
  });
});
