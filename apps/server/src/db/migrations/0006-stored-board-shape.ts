import type { Kysely } from 'kysely';

/**
 * Boards keep the shape their JSON was written in (`data_shape`), so that GET /board/:id can answer the stored text
 * nearly as it is when it is of the current shape. The rows themselves are written in the current shape at start-up
 * (repositories/reshape-stored-boards.ts), after every release that changes the shape as after this one: a migration
 * stays as it shipped, so it uses no live code of the app. (Until 2026-12 this migration wrote the rows itself with
 * the live serialiser; its effect on the schema is unchanged.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('boards').addColumn('data_shape', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('boards').dropColumn('data_shape').execute();
}
