import type { Kysely } from 'kysely';

/**
 * Phrase history (issue 31): the phrases a user spoke from the output bar, kept for their devices.
 *
 * - `phrase_history`: one row per user and phrase (the phrase's text is its key, at most 500 characters, so at most
 *   2,000 bytes: within PostgreSQL's index key limit); its symbols as JSON, when it was last said and last changed
 *   (epoch milliseconds), and whether it is a favourite. At most 500 rows per user (core's MAX_KEPT_PHRASES).
 * - `phrase_history_clears`: when the user last cleared it, one row per user; a device that was offline then clears
 *   what it had from before that time at its next sync.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('phrase_history')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('tiles', 'text', (col) => col.notNull())
    .addColumn('spoken_ms', 'bigint', (col) => col.notNull())
    .addColumn('changed_ms', 'bigint', (col) => col.notNull())
    .addColumn('favourite', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('phrase_history_pk', ['user_id', 'text'])
    .execute();
  await db.schema.createIndex('phrase_history_user_spoken_idx').on('phrase_history').columns(['user_id', 'spoken_ms']).execute();

  await db.schema
    .createTable('phrase_history_clears')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('cleared_ms', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('phrase_history_clears').execute();
  await db.schema.dropTable('phrase_history').execute();
}
