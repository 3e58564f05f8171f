import { BoardSchema } from '@tessera/core';
import { sql, type Kysely } from 'kysely';
import { STORED_BOARD_SHAPE, storedBoardJson } from '../../repositories/stored-board-json.ts';

/** Rows read at a time: a few hundred boards is a few megabytes at most. */
const PAGE = 200;

type Row = { id: string; data: string };

const parsed = (data: string): unknown => {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
};

/**
 * Boards keep the shape their JSON was written in (`data_shape`), so that GET /board/:id can answer the stored text
 * nearly as it is when it is of the current shape. Every stored board is written again by the serialiser now (keys in
 * the schema's order, none it does not list); a record the schema refuses keeps its text and no shape, and is
 * answered through the serialiser as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('boards').addColumn('data_shape', 'text').execute();
  let after = '';
  for (;;) {
    const rows = (await sql<Row>`select id, data from boards where id > ${after} order by id limit ${PAGE}`.execute(db)).rows;
    if (rows.length === 0) break;
    for (const row of rows) {
      const board = BoardSchema.safeParse(parsed(row.data));
      // Only where the text is still the one read: an instance of the previous release writing meanwhile keeps its write.
      if (board.success) {
        await sql`update boards set data = ${storedBoardJson(board.data)}, data_shape = ${STORED_BOARD_SHAPE} where id = ${row.id} and data = ${row.data}`.execute(db);
      }
    }
    after = (rows.at(-1) as Row).id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('boards').dropColumn('data_shape').execute();
}
