import type { PagedList } from '@tessera/core';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { BoardsTable, Database } from '../db/schema.ts';
import { compiledOnce } from './compiled-query.ts';
import { likePatternOf, matchesPattern, skipOf, type PageRequest } from './paging.ts';

/** Sort orders of board lists; "_id" is creation order, as MongoDB ids sort by creation time. */
export const BOARD_SORTS = ['-_id', '_id', 'name', '-name', 'lastEdited', '-lastEdited'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export type BoardListQuery = PageRequest & { sort: BoardSort };

type BoardsQuery = SelectQueryBuilder<Database, 'boards', object>;

const orderBy = <O>(query: SelectQueryBuilder<Database, 'boards', O>, sort: BoardSort) => {
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  switch (sort) {
    case 'name':
    case '-name':
      return query.orderBy(sql`lower(name)`, direction).orderBy('created_seq', 'desc');
    case 'lastEdited':
    case '-lastEdited':
      // coalesce: SQLite and PostgreSQL place NULLs at opposite ends.
      return query.orderBy(sql`coalesce(last_edited, '')`, direction).orderBy('created_seq', 'desc');
    default:
      return query.orderBy('created_seq', direction).orderBy('id', direction);
  }
};

/**
 * Pages of the boards `filter` keeps (`key` is its one value, such as the owner's email), each read from `columns`
 * and answered as `toItem` makes it. A page is one query: its rows carry the total beside them (a subquery the
 * database runs once), so only a page past the end asks for the total on its own. The queries are compiled once
 * per sort order, with and without a search.
 */
export function boardPages<Row, Item>(
  db: Kysely<Database>,
  filter: (query: BoardsQuery, key: string | null) => BoardsQuery,
  columns: readonly (keyof BoardsTable & string)[],
  toItem: (row: Row) => Item,
) {
  const kept = (key: string | null, pattern: string, searching: boolean) => {
    const query = filter(db.selectFrom('boards'), key);
    return searching ? query.where(matchesPattern('search_text', pattern)) : query;
  };
  const countQuery = (key: string | null, pattern: string, searching: boolean) => kept(key, pattern, searching).select((eb) => eb.fn.countAll().as('total'));
  const pageQueries = new Map<string, (key: string | null, pattern: string, limit: number, offset: number) => Promise<(Row & { total: number | string })[]>>();
  const countQueries = new Map<boolean, (key: string | null, pattern: string) => Promise<{ total: number | string | bigint }[]>>();

  const pageQuery = (sort: BoardSort, searching: boolean) => {
    const name = `${sort} ${searching}`;
    let query = pageQueries.get(name);
    if (!query) {
      query = compiledOnce(db, (key: string | null, pattern: string, limit: number, offset: number) =>
        orderBy(
          kept(key, pattern, searching)
            .select([...columns])
            .select(() => countQuery(key, pattern, searching).as('total')),
          sort,
        )
          .limit(limit)
          .offset(offset),
      ) as unknown as (key: string | null, pattern: string, limit: number, offset: number) => Promise<(Row & { total: number | string })[]>;
      pageQueries.set(name, query);
    }
    return query;
  };

  const totalQuery = (searching: boolean) => {
    let query = countQueries.get(searching);
    if (!query) {
      query = compiledOnce(db, (key: string | null, pattern: string) => countQuery(key, pattern, searching));
      countQueries.set(searching, query);
    }
    return query;
  };

  return async (key: string | null, request: BoardListQuery): Promise<PagedList<Item>> => {
    const searching = request.search !== '';
    const pattern = searching ? likePatternOf(request.search) : '';
    const rows = await pageQuery(request.sort, searching)(key, pattern, request.limit, skipOf(request));
    const total = rows.length > 0 ? (rows[0] as { total: number | string }).total : ((await totalQuery(searching)(key, pattern))[0]?.total ?? 0);
    const { page, limit, offset, search } = request;
    return { data: rows.map(toItem), total: Number(total), page, limit, offset, search };
  };
}
