import { firstPages, hasMorePages, PAGE_SIZE, searchItems } from '@tessera/core';
import { useMemo, useState } from 'react';

/**
 * A list held on this device shown as the server's lists are (spec 01 §2): searched, ten at a time, with more
 * loaded on request. A new search starts again from the first page.
 */
export function useLocalPages<T>(items: readonly T[], search: string, textsOf: (item: T) => readonly (string | undefined)[]) {
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const found = useMemo(() => searchItems(items, search, textsOf), [items, search, textsOf]);
  return {
    shown: firstPages(found, page, PAGE_SIZE),
    total: found.length,
    hasMore: hasMorePages({ page, total: found.length, limit: PAGE_SIZE }),
    loadMore: () => setPaging({ search, page: page + 1 }),
  };
}
