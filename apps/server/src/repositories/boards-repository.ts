import type { Board, PagedList } from '@tessera/core';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { BoardsTable, Database } from '../db/schema.ts';
import { containsText, searchTextOf, skipOf, type PageRequest } from './paging.ts';

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

const toRow = (board: Board): Omit<BoardsTable, 'created_seq'> => ({
  id: board.id,
  email: board.email ?? null,
  author: board.author ?? null,
  name: board.name,
  description: board.description ?? null,
  is_public: board.isPublic ? 1 : 0,
  last_edited: board.lastEdited ?? null,
  search_text: searchTextOf(board.name, board.description),
  data: JSON.stringify(board),
});

const toBoard = (row: { data: string }): Board => JSON.parse(row.data) as Board;

/** Boards: the whole board is kept as JSON; the columns beside it exist to filter, sort and search. */
export function createBoardsRepository(db: Kysely<Database>) {
  const page = async (filter: (query: BoardsQuery) => BoardsQuery, request: BoardListQuery): Promise<PagedList<Board>> => {
    let base = filter(db.selectFrom('boards'));
    if (request.search) base = base.where(containsText('search_text', request.search));
    const [rows, count] = await Promise.all([
      orderBy(base.select('data'), request.sort).limit(request.limit).offset(skipOf(request)).execute(),
      base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    ]);
    const { page: pageNumber, limit, offset, search } = request;
    return { data: rows.map(toBoard), total: Number(count.total), page: pageNumber, limit, offset, search };
  };

  const listPublic = (request: BoardListQuery) => page((query) => query.where('is_public', '=', 1), request);

  return {
    listPublic,
    /** What GET /board lists: the public boards. */
    list: listPublic,

    async getById(id: string): Promise<Board | undefined> {
      const row = await db.selectFrom('boards').select('data').where('id', '=', id).executeTakeFirst();
      return row && toBoard(row);
    },

    async insert(board: Board): Promise<Board> {
      await db
        .insertInto('boards')
        .values((eb) => ({
          ...toRow(board),
          created_seq: eb.selectFrom('boards').select(sql<number>`coalesce(max(created_seq), 0) + 1`.as('next')),
        }))
        .execute();
      return board;
    },

    /** Replaces a stored board; undefined when there is none with that id. */
    async update(board: Board): Promise<Board | undefined> {
      const result = await db.updateTable('boards').set(toRow(board)).where('id', '=', board.id).executeTakeFirst();
      return result.numUpdatedRows > 0n ? board : undefined;
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('boards').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type BoardsRepository = ReturnType<typeof createBoardsRepository>;
