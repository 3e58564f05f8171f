import { sql, type Kysely } from 'kysely';

/**
 * Versioned writes and history (no edit is ever lost): every board, communicator and settings row carries a
 * version the server raises on each write, so a write based on an older one can be refused; boards keep their
 * earlier versions (with the device that wrote each); and an owner has at most one board or communicator per
 * client id, so two devices creating "the account's copy" of the same board meet on one row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['boards', 'communicators', 'settings']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    // The device that wrote the current version (a label such as "Chrome on Android"), shown in the history.
    await db.schema.alterTable(table).addColumn('device', 'text').execute();
  }

  await db.schema
    .createTable('board_versions')
    .addColumn('board_id', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    // Owner's email, lower-cased: only the owner reads a board's history.
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    // When this version was replaced, and by whom it had been written.
    .addColumn('replaced_at', 'text', (col) => col.notNull())
    .addColumn('device', 'text')
    // 'replaced' (a versioned write came after it) or 'overwritten' (a write without a version replaced it).
    .addColumn('reason', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('board_versions_pk', ['board_id', 'version'])
    .execute();
  await db.schema.createIndex('board_versions_email_idx').on('board_versions').columns(['email', 'replaced_at']).execute();

  // Earlier creates could leave several rows of one owner with the same client id (reserved ids, retries): the
  // newest keeps it, so the unique index below can hold from now on.
  for (const table of ['boards', 'communicators']) {
    await sql`update ${sql.table(table)} set client_id = null
      where client_id is not null and exists (
        select 1 from ${sql.table(table)} newer
        where newer.email = ${sql.table(table)}.email and newer.client_id = ${sql.table(table)}.client_id and newer.created_seq > ${sql.table(table)}.created_seq
      )`.execute(db);
    await db.schema.dropIndex(`${table}_client_id_idx`).execute();
    await db.schema.createIndex(`${table}_owner_client_id_uq`).on(table).columns(['email', 'client_id']).unique().execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['boards', 'communicators']) {
    await db.schema.dropIndex(`${table}_owner_client_id_uq`).execute();
    await db.schema.createIndex(`${table}_client_id_idx`).on(table).columns(['email', 'client_id']).execute();
  }
  await db.schema.dropTable('board_versions').execute();
  for (const table of ['boards', 'communicators', 'settings']) {
    await db.schema.alterTable(table).dropColumn('device').execute();
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
