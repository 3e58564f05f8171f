import { sql, type Kysely } from 'kysely';

/** Asks PostgreSQL for its version: SQLite has no such function and refuses (harmlessly: no transaction is aborted there). */
async function onPostgres(db: Kysely<unknown>): Promise<boolean> {
  try {
    await sql`select current_setting('server_version_num')`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Every column of boards but `data`, in the order they are kept from now on. */
const COLUMNS_BEFORE_DATA = [
  'id',
  'email',
  'author',
  'name',
  'description',
  'is_public',
  'last_edited',
  'created_seq',
  'search_text',
  'client_id',
  'version',
  'device',
  'tile_count',
  'name_key',
  'locale',
  'caption',
  'data_shape',
];

/**
 * What a list reads of a board comes before its JSON, and the list indexes hold the order lists sort by.
 *
 * The columns added since the first release (tile count, nameKey, locale, caption…) sat after `data`: SQLite keeps a
 * row's columns in order and a large JSON (a 60-tile board is 13 KB) spills onto overflow pages, so reading a list's
 * summary walked through every board's JSON (60 µs of a 100 µs page here). On SQLite the table is built again with
 * `data` last (one process: nothing writes meanwhile). PostgreSQL keeps large values out of the row already, and
 * other instances of the previous release may be writing while this runs, so there only the indexes change.
 * Lists sort by creation, then id (two boards created at once share a sequence number): with the id in the indexes a
 * page is read straight from them instead of sorting every public board, or every board of an owner, for each page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (await onPostgres(db)) {
    await db.schema.createIndex('boards_public_order_idx').on('boards').columns(['is_public', 'created_seq', 'id']).execute();
    await db.schema.dropIndex('boards_public_idx').execute();
    await db.schema.createIndex('boards_email_order_idx').on('boards').columns(['email', 'created_seq', 'id']).execute();
    await db.schema.dropIndex('boards_email_idx').execute();
    return;
  }
  await db.schema
    .createTable('boards_rebuilt')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text')
    .addColumn('author', 'text')
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text')
    .addColumn('is_public', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_edited', 'text')
    .addColumn('created_seq', 'integer', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('client_id', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('device', 'text')
    .addColumn('tile_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('name_key', 'text')
    .addColumn('locale', 'text')
    .addColumn('caption', 'text')
    .addColumn('data_shape', 'text')
    .addColumn('data', 'text', (col) => col.notNull())
    .execute();
  const columns = sql.join([...COLUMNS_BEFORE_DATA, 'data'].map((column) => sql.ref(column)));
  await sql`insert into boards_rebuilt (${columns}) select ${columns} from boards`.execute(db);
  await db.schema.dropTable('boards').execute();
  await db.schema.alterTable('boards_rebuilt').renameTo('boards').execute();

  await db.schema.createIndex('boards_public_order_idx').on('boards').columns(['is_public', 'created_seq', 'id']).execute();
  await db.schema.createIndex('boards_email_order_idx').on('boards').columns(['email', 'created_seq', 'id']).execute();
  await db.schema.createIndex('boards_owner_client_id_uq').on('boards').columns(['email', 'client_id']).unique().execute();
  await db.schema.createIndex('boards_name_idx').on('boards').column('name').execute();
  await db.schema.createIndex('boards_last_edited_idx').on('boards').column('last_edited').execute();
  await db.schema.createIndex('boards_created_seq_idx').on('boards').column('created_seq').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('boards_public_idx').on('boards').columns(['is_public', 'created_seq']).execute();
  await db.schema.dropIndex('boards_public_order_idx').execute();
  await db.schema.createIndex('boards_email_idx').on('boards').columns(['email', 'created_seq']).execute();
  await db.schema.dropIndex('boards_email_order_idx').execute();
}
