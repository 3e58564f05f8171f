import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The table the PostgreSQL limiters share (limits/limiter-store.ts), in rate-limiter-flexible's own layout. Created
 * here, under the migrator's lock, rather than by the library: each limiter it opens runs its own
 * `create table if not exists`, and several of those at once (limiters of one start-up, or instances starting
 * together) race in PostgreSQL's catalogue ("type rate_limits already exists"). `if not exists` keeps a table the
 * library made before this migration. SQLite has no such limiters (one process counts in memory).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create table if not exists rate_limits (
    key varchar(255) primary key,
    points integer not null default 0,
    expire bigint
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop table if exists rate_limits`.execute(db);
}
