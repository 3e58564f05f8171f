import { sql, type Kysely } from 'kysely';

/**
 * What syncing boards between devices needs: tombstones of deleted boards (so a stale device cannot
 * bring one back), the client's own id beside server ids (so a retried create does not make a
 * second copy), reports, and records of uploaded media with their owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('board_tombstones')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text', (col) => col.notNull())
    // The device id the board was created from: a retried create of a deleted board stays deleted.
    .addColumn('client_id', 'text')
    .execute();
  await db.schema.createIndex('board_tombstones_email_idx').on('board_tombstones').columns(['email', 'deleted_at']).execute();
  await db.schema.createIndex('board_tombstones_client_id_idx').on('board_tombstones').columns(['email', 'client_id']).execute();

  // The id a board or communicator had on the device that created it (local ids are under 14 characters).
  await db.schema.alterTable('boards').addColumn('client_id', 'text').execute();
  await db.schema.createIndex('boards_client_id_idx').on('boards').columns(['email', 'client_id']).execute();
  // Ownership compares emails without case; users' emails are stored lower-cased, so board owners are too.
  await sql`update boards set email = lower(trim(email)) where email is not null`.execute(db);

  await db.schema.alterTable('communicators').addColumn('client_id', 'text').execute();
  await db.schema
    .alterTable('communicators')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('communicators_client_id_idx').on('communicators').columns(['email', 'client_id']).execute();
  await sql`update communicators set email = lower(trim(email)) where email is not null`.execute(db);

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('board_id', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('language', 'text')
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('mailed_at', 'text')
    .execute();
  await db.schema.createIndex('reports_board_id_idx').on('reports').columns(['board_id', 'created_at']).execute();

  await db.schema
    .createTable('media')
    .addColumn('file_name', 'text', (col) => col.primaryKey())
    // No foreign key: when an account goes, its rows must still name the files to remove from disk.
    .addColumn('owner_id', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('media_owner_idx').on('media').column('owner_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.dropIndex('communicators_client_id_idx').execute();
  await db.schema.alterTable('communicators').dropColumn('search_text').execute();
  await db.schema.alterTable('communicators').dropColumn('client_id').execute();
  await db.schema.dropIndex('boards_client_id_idx').execute();
  await db.schema.alterTable('boards').dropColumn('client_id').execute();
  await db.schema.dropTable('board_tombstones').execute();
}
