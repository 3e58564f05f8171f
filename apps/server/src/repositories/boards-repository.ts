import { authorShownToOthers, type Board, type BoardSummary } from '@tessera/core';
import { sql, type Kysely } from 'kysely';
import type { BoardsTable, Database } from '../db/schema.ts';
import type { BoardChangeReports } from './board-change-reports.ts';
import { boardStorage } from './board-storage.ts';
import { boardPages, type BoardListQuery } from './board-pages.ts';
import { compiledOnce } from './compiled-query.ts';
import { searchTextOf } from './paging.ts';
import { STORED_BOARD_SHAPE, storedBoardJson } from './stored-board-json.ts';

export { BOARD_SORTS, type BoardListQuery, type BoardSort } from './board-pages.ts';
export { BoardQuotaExceeded } from './board-storage.ts';

/** Owners' emails are kept lower-cased, as users' are, so ownership and "my boards" ignore case. */
const ownerColumn = (email: string | undefined): string | null => (email ? email.trim().toLowerCase() : null);

/** The columns a board is read back from: its JSON, and what lives beside it (version, origin). */
const BOARD_COLUMNS = ['data', 'version', 'client_id'] as const;
type BoardRow = { data: string; version: number; client_id: string | null };

const toRow = (board: Board): Omit<BoardsTable, 'created_seq' | 'client_id' | 'version' | 'device'> => ({
  id: board.id,
  email: ownerColumn(board.email),
  author: board.author ?? null,
  name: board.name,
  description: board.description ?? null,
  is_public: board.isPublic ? 1 : 0,
  last_edited: board.lastEdited ?? null,
  search_text: searchTextOf(board.name, board.description),
  data: storedBoardJson(board),
  data_shape: STORED_BOARD_SHAPE,
  tile_count: board.tiles.length,
  name_key: board.nameKey ?? null,
  locale: board.locale ?? null,
  caption: board.caption ?? null,
});

/** The columns a list reads: never the board's JSON, which may hold thousands of tiles. */
const SUMMARY_COLUMNS = ['id', 'name', 'name_key', 'description', 'caption', 'author', 'locale', 'is_public', 'last_edited', 'tile_count'] as const;
type SummaryRow = Pick<BoardsTable, (typeof SUMMARY_COLUMNS)[number]>;

/** Optional fields stay absent rather than null, as in the board itself. */
const toSummary = (row: SummaryRow): BoardSummary => {
  const summary: BoardSummary = { id: row.id, name: row.name, isPublic: Number(row.is_public) === 1, tileCount: Number(row.tile_count) };
  if (row.name_key !== null) summary.nameKey = row.name_key;
  if (row.description !== null) summary.description = row.description;
  if (row.caption !== null) summary.caption = row.caption;
  const author = authorShownToOthers(row.author ?? undefined);
  if (author !== undefined) summary.author = author;
  if (row.locale !== null) summary.locale = row.locale;
  if (row.last_edited !== null) summary.lastEdited = row.last_edited;
  return summary;
};

/**
 * A board as GET /board/:id reads it: its stored JSON (with the shape it was written in), what lives in columns beside
 * it, and what the route decides with (owner, public, author) without parsing the JSON.
 */
export type StoredBoard = {
  json: string;
  /** Whether `json` was written in the current shape (STORED_BOARD_SHAPE), so that it can be answered nearly as it is. */
  currentShape: boolean;
  version: number;
  originId: string | null;
  /** The owner's email, lower-cased. */
  email: string | null;
  isPublic: boolean;
  author: string | null;
};

/** The whole board a stored one holds, parsed. */
export const boardFromStored = (stored: StoredBoard): Board => toBoard({ data: stored.json, version: stored.version, client_id: stored.originId });

const toBoard = (row: BoardRow): Board => {
  const board = JSON.parse(row.data) as Board;
  board.version = Number(row.version);
  if (row.client_id) board.originId = row.client_id;
  return board;
};

/** How many earlier versions of a board are kept, per kind of write that replaced them. */
export const BOARD_VERSIONS_KEPT = 20;

/** An earlier version of a board, as its owner's history lists it. */
export type BoardVersionSummary = {
  version: number;
  replacedAt: string;
  device: string | null;
  reason: 'replaced' | 'overwritten';
  name: string;
  tileCount: number;
};

/** What a versioned write did: written (with the stored board), refused as stale (with the current one), or no such board. */
export type VersionedWrite = { outcome: 'written'; board: Board } | { outcome: 'stale'; current: Board } | { outcome: 'missing' };

/**
 * A write whose expected version was taken by another writer between its read and its write is tried again: one
 * that names its base is then simply stale (one more read says so); one that names none must win, so it keeps trying
 * (each round, one of the writers racing it lands).
 */
const triesFor = (baseVersion: number | undefined): number => (baseVersion === undefined ? 100 : 2);

/**
 * Boards: the whole board is kept as JSON; the columns beside it exist to filter, sort and search. Every committed
 * write is reported to `changes`.
 */
export function createBoardsRepository(db: Kysely<Database>, changes: BoardChangeReports) {
  const storedById = compiledOnce(db, (id: string) =>
    db.selectFrom('boards').select(['data', 'data_shape', 'version', 'client_id', 'email', 'is_public', 'author']).where('id', '=', id),
  );
  const publicPages = boardPages(db, (query) => query.where('is_public', '=', 1), SUMMARY_COLUMNS, toSummary);
  const ownerPages = boardPages(db, (query, owner) => query.where('email', '=', owner), BOARD_COLUMNS, toBoard);
  const storage = boardStorage(db);

  /** Public boards as a list shows them: summaries, never tiles or owners' emails. */
  const listPublic = (request: BoardListQuery) => publicPages(null, request);

  return {
    listPublic,
    /** What GET /board lists: the public boards. */
    list: listPublic,

    /** Every board of one owner, public or not, whole: their devices' sync reads them. */
    listByEmail: (email: string, request: BoardListQuery) => ownerPages(ownerColumn(email), request),

    /** The owner's board that was created from the device id `clientId`, if any (a retried create). */
    async findByClientId(email: string, clientId: string): Promise<Board | undefined> {
      const row = await db
        .selectFrom('boards')
        .select([...BOARD_COLUMNS])
        .where('email', '=', ownerColumn(email))
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return row && toBoard(row);
    },

    async getById(id: string): Promise<Board | undefined> {
      const row = await db
        .selectFrom('boards')
        .select([...BOARD_COLUMNS])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toBoard(row);
    },

    /** A board as stored, its JSON unparsed (GET /board/:id answers it nearly as it is). */
    async getStoredById(id: string): Promise<StoredBoard | undefined> {
      const [row] = await storedById(id);
      return (
        row && {
          json: row.data,
          currentShape: row.data_shape === STORED_BOARD_SHAPE,
          version: Number(row.version),
          originId: row.client_id,
          email: row.email,
          isPublic: Number(row.is_public) === 1,
          author: row.author,
        }
      );
    },

    /**
     * Stores a new board at version 1; `clientId` is where it began for its owner (Board.originId). Answers
     * undefined, storing nothing, when its id or its owner's client id is taken (a create that met another:
     * the same id from parallel requests, or a second device's copy of the same board); never a duplicate-key error.
     * With `quotaBytes`, throws BoardQuotaExceeded (storing nothing) when the owner's boards would not fit.
     */
    async insert(board: Board, clientId: string | null = null, device: string | null = null, quotaBytes?: number): Promise<Board | undefined> {
      const owner = ownerColumn(board.email);
      const row = await db.transaction().execute(async (trx) => {
        const before = quotaBytes !== undefined && owner ? await storage.bytesBefore(trx, owner) : 0;
        const inserted = await trx
          .insertInto('boards')
          .values((eb) => ({
            ...toRow(board),
            client_id: clientId,
            version: 1,
            device,
            created_seq: eb.selectFrom('boards').select(sql<number>`coalesce(max(created_seq), 0) + 1`.as('next')),
          }))
          .onConflict((conflict) => conflict.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted && quotaBytes !== undefined && owner) await storage.enforce(trx, owner, before, quotaBytes);
        return inserted;
      });
      if (!row) return undefined;
      changes.report(board.id);
      return toBoard({ data: storedBoardJson(board), version: 1, client_id: clientId });
    },

    /**
     * Replaces a stored board when it is still at `baseVersion` (any version when undefined: a write that says
     * nothing of what it read wins). The version replaced goes to the history, the new one is one higher. Two
     * writers of one version cannot both win: the write only lands where the version is still the one read. With
     * `quotaBytes`, the owner's oldest versions are pruned to make room, and BoardQuotaExceeded is thrown (nothing
     * changed) when the board still does not fit.
     */
    async write(board: Board, baseVersion: number | undefined, device: string | null, now: Date, quotaBytes?: number): Promise<VersionedWrite> {
      const owner = ownerColumn(board.email);
      for (let tries = 0; tries < triesFor(baseVersion); tries += 1) {
        const outcome = await db.transaction().execute(async (trx): Promise<VersionedWrite | 'again'> => {
          const before = quotaBytes !== undefined && owner ? await storage.bytesBefore(trx, owner) : 0;
          const current = await trx
            .selectFrom('boards')
            .select([...BOARD_COLUMNS, 'email', 'device'])
            .where('id', '=', board.id)
            .executeTakeFirst();
          if (!current) return { outcome: 'missing' };
          if (baseVersion !== undefined && baseVersion !== Number(current.version)) return { outcome: 'stale', current: toBoard(current) };
          const version = Number(current.version);
          const updated = await trx
            .updateTable('boards')
            .set({ ...toRow(board), version: version + 1, device })
            .where('id', '=', board.id)
            .where('version', '=', version)
            .executeTakeFirst();
          if (updated.numUpdatedRows === 0n) return 'again';
          const reason = baseVersion === undefined ? 'overwritten' : 'replaced';
          await trx
            .insertInto('board_versions')
            .values({
              board_id: board.id,
              version,
              email: current.email ?? '',
              data: current.data,
              replaced_at: now.toISOString(),
              device: current.device,
              reason,
            })
            .onConflict((conflict) => conflict.doNothing())
            .execute();
          await trx
            .deleteFrom('board_versions')
            .where('board_id', '=', board.id)
            .where('reason', '=', reason)
            .where('version', '<', (eb) =>
              eb
                .selectFrom('board_versions')
                .select('version')
                .where('board_id', '=', board.id)
                .where('reason', '=', reason)
                .orderBy('version', 'desc')
                .limit(1)
                .offset(BOARD_VERSIONS_KEPT - 1),
            )
            .execute();
          if (quotaBytes !== undefined && owner) await storage.enforce(trx, owner, before, quotaBytes);
          return { outcome: 'written', board: toBoard({ data: storedBoardJson(board), version: version + 1, client_id: current.client_id }) };
        });
        if (outcome === 'again') continue;
        if (outcome.outcome === 'written') changes.report(board.id);
        return outcome;
      }
      const current = await this.getById(board.id);
      return current ? { outcome: 'stale', current } : { outcome: 'missing' };
    },

    /** The earlier versions of an owner's board, newest first. */
    async versionsOf(boardId: string, email: string): Promise<BoardVersionSummary[]> {
      const rows = await db
        .selectFrom('board_versions')
        .select(['version', 'replaced_at', 'device', 'reason', 'data'])
        .where('board_id', '=', boardId)
        .where('email', '=', ownerColumn(email) ?? '')
        .orderBy('version', 'desc')
        .execute();
      return rows.map((row) => {
        const board = JSON.parse(row.data) as Board;
        return {
          version: Number(row.version),
          replacedAt: row.replaced_at,
          device: row.device,
          reason: row.reason,
          name: board.name,
          tileCount: board.tiles.length,
        };
      });
    },

    /** One earlier version of an owner's board, whole, as it was stored. */
    async versionOf(boardId: string, version: number, email: string): Promise<Board | undefined> {
      const row = await db
        .selectFrom('board_versions')
        .select(['data', 'version'])
        .where('board_id', '=', boardId)
        .where('version', '=', version)
        .where('email', '=', ownerColumn(email) ?? '')
        .executeTakeFirst();
      return row && toBoard({ data: row.data, version: row.version, client_id: null });
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('boards').where('id', '=', id).executeTakeFirst();
      if (result.numDeletedRows === 0n) return false;
      changes.report(id);
      return true;
    },

    /**
     * Deletes a board and leaves a tombstone in the same transaction, so no reader sees the board gone
     * without its tombstone. False when there was no board with that id.
     */
    async deleteWithTombstone(id: string, email: string, deletedAt: Date): Promise<boolean> {
      const deleted = await db.transaction().execute(async (trx) => {
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
      if (deleted) changes.report(id);
      return deleted;
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
      let query = db
        .selectFrom('board_tombstones')
        .select(['id', 'deleted_at'])
        .where('email', '=', ownerColumn(email) ?? '');
      if (since) query = query.where('deleted_at', '>=', since.toISOString());
      const rows = await query.orderBy('deleted_at', 'asc').orderBy('id', 'asc').execute();
      return rows.map((row) => ({ id: row.id, deletedAt: row.deleted_at }));
    },
  };
}

export type BoardsRepository = ReturnType<typeof createBoardsRepository>;
