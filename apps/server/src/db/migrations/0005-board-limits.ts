import { BoardSchema, CommunicatorSchema, fitBoardToLimits, fitToLimits } from '@tessera/core';
import { sql, type Kysely } from 'kysely';

/** Lower-cased text kept beside a record for searches, as repositories/paging.ts wrote it when this shipped. */
const searchTextOf = (...parts: (string | undefined)[]): string =>
  parts
    .filter((part): part is string => Boolean(part))
    .join('\n')
    .toLowerCase();

/** Rows read at a time: a few hundred boards is a few megabytes at most. */
const PAGE = 200;

type Row = { id: string; data: string; version?: number };

/**
 * Each stored record through `fit`, a page at a time in key order; `save` writes back those `fit` changed. A record
 * that is not JSON of the right shape at all is left as it is (no write could have stored one).
 */
async function fitEach(
  select: (after: Row | undefined) => Promise<Row[]>,
  fit: (record: unknown) => unknown,
  save: (row: Row, fitted: unknown) => Promise<void>,
) {
  let after: Row | undefined;
  for (let rows = await select(after); rows.length > 0; rows = await select(after)) {
    for (const row of rows) {
      const fitted = fit(JSON.parse(row.data));
      if (fitted !== undefined) await save(row, fitted);
    }
    after = rows.at(-1);
  }
}

/** The record repaired to fit the limits, or undefined when it already does (or cannot be repaired). */
const fitted =
  <T>(schema: { safeParse: (value: unknown) => { success: boolean } }, fit: (record: unknown) => { success: boolean; data?: T }) =>
  (record: unknown) => {
    if (schema.safeParse(record).success) return undefined;
    const result = fit(record);
    return result.success ? result.data : undefined;
  };

/**
 * Board lists answer summaries (their tile count, nameKey, locale and picture come from columns, so a list never
 * reads whole boards), and records stored before the limits are repaired to fit them (grids laid out again,
 * over-long texts cut, null characters removed), so that every stored record can be answered as the schemas say.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('boards')
    .addColumn('tile_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  for (const column of ['name_key', 'locale', 'caption']) await db.schema.alterTable('boards').addColumn(column, 'text').execute();

  const fitBoard = fitted(BoardSchema, fitBoardToLimits);
  await fitEach(
    async (after) => (await sql<Row>`select id, data from boards where id > ${after?.id ?? ''} order by id limit ${PAGE}`.execute(db)).rows,
    // Every board gets its summary columns, repaired or not.
    (record) => fitBoard(record) ?? record,
    async (row, record) => {
      const board = record as {
        name?: string;
        nameKey?: string;
        description?: string;
        locale?: string;
        caption?: string;
        lastEdited?: string;
        tiles?: unknown[];
      };
      const data = JSON.stringify(board);
      await sql`update boards set
          tile_count = ${Array.isArray(board.tiles) ? board.tiles.length : 0}, name_key = ${board.nameKey ?? null}, locale = ${board.locale ?? null},
          caption = ${board.caption ?? null}, name = ${board.name ?? ''}, description = ${board.description ?? null},
          search_text = ${searchTextOf(board.name, board.description)}, last_edited = ${board.lastEdited ?? null}, data = ${data}
        where id = ${row.id}`.execute(db);
    },
  );

  // Earlier versions are answered whole too (GET /board/:id/versions/:n).
  await fitEach(
    async (after) =>
      (
        await sql<Row>`select board_id as id, version, data from board_versions
          where (board_id, version) > (${after?.id ?? ''}, ${after?.version ?? 0}) order by board_id, version limit ${PAGE}`.execute(db)
      ).rows,
    fitBoard,
    async (row, board) => {
      await sql`update board_versions set data = ${JSON.stringify(board)} where board_id = ${row.id} and version = ${row.version}`.execute(db);
    },
  );

  const fitCommunicator = fitted(CommunicatorSchema, (record) => fitToLimits(CommunicatorSchema, record));
  await fitEach(
    async (after) => (await sql<Row>`select id, data from communicators where id > ${after?.id ?? ''} order by id limit ${PAGE}`.execute(db)).rows,
    fitCommunicator,
    async (row, record) => {
      const communicator = record as { name?: string; description?: string };
      await sql`update communicators set data = ${JSON.stringify(record)}, search_text = ${searchTextOf(communicator.name, communicator.description)} where id = ${row.id}`.execute(
        db,
      );
    },
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['caption', 'locale', 'name_key', 'tile_count']) await db.schema.alterTable('boards').dropColumn(column).execute();
}
