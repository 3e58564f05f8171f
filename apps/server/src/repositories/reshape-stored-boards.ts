import { BoardSchema } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { STORED_BOARD_SHAPE, storedBoardJson } from './stored-board-json.ts';

/** Rows read at a time: a few hundred boards is a few megabytes at most. */
const PAGE = 200;

const parsed = (data: string): unknown => {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
};

/**
 * Writes again, in the current shape (STORED_BOARD_SHAPE), every stored board of another shape: rows from before
 * shapes were kept, and every row after a release that changes the board schema. Run at start-up after the
 * migrations (it uses the live serialiser, which a migration must not). A row is written only where its text is
 * still the one read, so an instance of the previous release writing meanwhile keeps its write; a record the schema
 * refuses keeps its text and no shape, and is answered through the serialiser as before. Returns how many it wrote.
 */
export async function reshapeStoredBoards(db: Kysely<Database>): Promise<number> {
  let written = 0;
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('boards')
      .select(['id', 'data'])
      .where('id', '>', after)
      .where((where) => where.or([where('data_shape', 'is', null), where('data_shape', '<>', STORED_BOARD_SHAPE)]))
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) return written;
    for (const row of rows) {
      const board = BoardSchema.safeParse(parsed(row.data));
      if (!board.success) continue;
      const result = await db
        .updateTable('boards')
        .set({ data: storedBoardJson(board.data), data_shape: STORED_BOARD_SHAPE })
        .where('id', '=', row.id)
        .where('data', '=', row.data)
        .executeTakeFirst();
      written += Number(result.numUpdatedRows);
    }
    after = rows.at(-1)!.id;
  }
}
