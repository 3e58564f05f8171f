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

/** Owners' emails are kept lower-cased, as users' are, so ownership and "my boards" ignore case. */
const ownerColumn = (email: string | undefined): string | null => (email ? email.trim().toLowerCase() : null);

const toRow = (board: Board): Omit<BoardsTable, 'created_seq' | 'client_id'> => ({
  id: board.id,
  email: ownerColumn(board.email),
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

    /** Every board of one owner, public or not. */
    listByEmail: (email: string, request: BoardListQuery) => page((query) => query.where('email', '=', ownerColumn(email)), request),

    /** The owner's board that was created from the device id `clientId`, if any (a retried create). */
    async findByClientId(email: string, clientId: string): Promise<Board | undefined> {
      const row = await db
        .selectFrom('boards')
        .select('data')
        .where('email', '=', ownerColumn(email))
        .where('client_id', '=', clientId)
        .orderBy('created_seq', 'desc')
        .executeTakeFirst();
      return row && toBoard(row);
    },

    async getById(id: string): Promise<Board | undefined> {
      const row = await db.selectFrom('boards').select('data').where('id', '=', id).executeTakeFirst();
      return row && toBoard(row);
    },

    /** Stores a new board; `clientId` is the id it had on the device that created it. */
    async insert(board: Board, clientId: string | null = null): Promise<Board> {
      await db
        .insertInto('boards')
        .values((eb) => ({
          ...toRow(board),
          client_id: clientId,
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

    /**
     * Deletes a board and leaves a tombstone in the same transaction, so no reader sees the board gone
     * without its tombstone. False when there was no board with that id.
     */
    async deleteWithTombstone(id: string, email: string, deletedAt: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.deleteFrom('boards').where('id', '=', id).returning('client_id').executeTakeFirst();
        if (!row) return false;
        const tombstone = { email: ownerColumn(email) ?? '', deleted_at: deletedAt.toISOString(), client_id: row.client_id };
        await trx
          .insertInto('board_tombstones')
          .values({ id, ...tombstone })
          .onConflict((conflict) => conflict.column('id').doUpdateSet(tombstone))
          .execute();
        return true;
      });
    },

    /** The tombstone of a deleted board, whoever owned it; undefined when the id was never deleted. */
    async tombstoneById(id: string): Promise<{ id: string; email: string; deletedAt: string } | undefined> {
      const row = await db.selectFrom('board_tombstones').select(['id', 'email', 'deleted_at']).where('id', '=', id).executeTakeFirst();
      return row && { id: row.id, email: row.email, deletedAt: row.deleted_at };
    },

    /**
     * Whether a create carrying `id` must stay deleted: a tombstone of this owner's under that
     * server id, or of a board created from that device id (a stale device retrying its create).
     */
    async isDeletedForOwner(email: string, id: string, clientId: string | null): Promise<boolean> {
      const owner = ownerColumn(email) ?? '';
      const row = await db
        .selectFrom('board_tombstones')
        .select('id')
        .where('email', '=', owner)
        .where((eb) => (clientId ? eb.or([eb('id', '=', id), eb('client_id', '=', clientId)]) : eb('id', '=', id)))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** An owner's deleted boards, oldest deletion first; only those deleted at or after `since` when given (a repeat is harmless; a miss is not). */
    async tombstonesOf(email: string, since?: Date): Promise<{ id: string; deletedAt: string }[]> {
      let query = db.selectFrom('board_tombstones').select(['id', 'deleted_at']).where('email', '=', ownerColumn(email) ?? '');
      if (since) query = query.where('deleted_at', '>=', since.toISOString());
      const rows = await query.orderBy('deleted_at', 'asc').orderBy('id', 'asc').execute();
      return rows.map((row) => ({ id: row.id, deletedAt: row.deleted_at }));
    },
  };
}

export type BoardsRepository = ReturnType<typeof createBoardsRepository>;
