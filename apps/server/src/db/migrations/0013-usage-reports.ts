import type { Kysely } from 'kysely';

/**
 * Usage reports (issue 28), kept on the user's own server and only once they turned them on.
 *
 * - `analytics_consent`: the user's choice, one row per user. A table of its own rather than a part of the settings
 *   JSON: settings are the user's choices merged from every device (a stale device's copy can win a merge), while
 *   this switch is the server's to enforce (uploads are refused while it is off) and turning it off deletes what is
 *   kept, so it moves only through its own calls.
 * - `analytics_events`: every event as the device sent it, keyed by the device's own event id, so that a batch sent
 *   twice is stored once. `occurred_at` is UTC; `day` and `local_time` are the device's (its UTC offset applied).
 * - `analytics_daily`: counts per user, day and what the page groups by (action, category, label, board, tile,
 *   picture source, modeled), raised in the transaction that stores the events. Key columns are '' rather than null,
 *   so that the key is one row on both databases.
 * - `analytics_sessions`: each session's first and last press (epoch milliseconds), for the session-length chart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_consent')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('reports_on', 'integer', (col) => col.notNull())
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_event_id', 'text', (col) => col.notNull())
    .addColumn('occurred_at', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('local_time', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('board_id', 'text', (col) => col.notNull())
    .addColumn('tile_id', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('picture', 'text')
    .addColumn('symbol_source', 'text', (col) => col.notNull())
    // JSON: the phrase's parts as spoken (Click Output); null for other actions.
    .addColumn('words', 'text')
    .addColumn('modeled', 'integer', (col) => col.notNull())
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('analytics_events_pk', ['user_id', 'client_event_id'])
    .execute();
  await db.schema.createIndex('analytics_events_user_time_idx').on('analytics_events').columns(['user_id', 'occurred_at']).execute();
  // The daily retention sweep deletes by time across users.
  await db.schema.createIndex('analytics_events_time_idx').on('analytics_events').column('occurred_at').execute();

  await db.schema
    .createTable('analytics_daily')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('modeled', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('board_id', 'text', (col) => col.notNull())
    .addColumn('tile_id', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('symbol_source', 'text', (col) => col.notNull())
    .addColumn('events', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('analytics_daily_pk', ['user_id', 'day', 'modeled', 'action', 'category', 'board_id', 'tile_id', 'label', 'symbol_source'])
    .execute();
  await db.schema.createIndex('analytics_daily_day_idx').on('analytics_daily').column('day').execute();

  await db.schema
    .createTable('analytics_sessions')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('modeled', 'integer', (col) => col.notNull())
    // The user's day of the session's first press.
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('started_ms', 'bigint', (col) => col.notNull())
    .addColumn('ended_ms', 'bigint', (col) => col.notNull())
    .addColumn('events', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('analytics_sessions_pk', ['user_id', 'session_id', 'modeled'])
    .execute();
  await db.schema.createIndex('analytics_sessions_user_day_idx').on('analytics_sessions').columns(['user_id', 'day']).execute();
  await db.schema.createIndex('analytics_sessions_started_idx').on('analytics_sessions').column('started_ms').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_sessions').execute();
  await db.schema.dropTable('analytics_daily').execute();
  await db.schema.dropTable('analytics_events').execute();
  await db.schema.dropTable('analytics_consent').execute();
}
