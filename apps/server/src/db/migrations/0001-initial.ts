import type { Kysely } from 'kysely';

/** Users, boards, communicators and settings. Types are the ones SQLite and PostgreSQL share. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('user'))
    .addColumn('is_first_login', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_by_back_office', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('birthdate', 'text')
    .addColumn('location', 'text')
    .addColumn('photos', 'text')
    .addColumn('activated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('activation_token', 'text')
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_activation_token_idx').on('users').column('activation_token').execute();

  await db.schema
    .createTable('boards')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text')
    .addColumn('author', 'text')
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text')
    .addColumn('is_public', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_edited', 'text')
    .addColumn('created_seq', 'integer', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('data', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('boards_email_idx').on('boards').columns(['email', 'created_seq']).execute();
  await db.schema.createIndex('boards_name_idx').on('boards').column('name').execute();
  await db.schema.createIndex('boards_public_idx').on('boards').columns(['is_public', 'created_seq']).execute();
  await db.schema.createIndex('boards_last_edited_idx').on('boards').column('last_edited').execute();
  await db.schema.createIndex('boards_created_seq_idx').on('boards').column('created_seq').execute();

  await db.schema
    .createTable('communicators')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text')
    .addColumn('last_edited', 'text')
    .addColumn('created_seq', 'integer', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('communicators_email_idx').on('communicators').columns(['email', 'created_seq']).execute();

  await db.schema
    .createTable('settings')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['settings', 'communicators', 'boards', 'users']) await db.schema.dropTable(table).execute();
}
