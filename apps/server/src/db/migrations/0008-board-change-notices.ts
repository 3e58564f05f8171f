import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The channel every instance listens on for board changes (src/answers/board-change-notices.ts). */
export const BOARD_CHANGES_CHANNEL = 'tessera_board_changes';

const onPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * On PostgreSQL, every write to `boards` notifies the board's id on BOARD_CHANGES_CHANNEL when its transaction commits,
 * whoever writes it (any instance, a script), so that every instance drops its kept answers of that board at once. A
 * trigger rather than the app, so that no write path can forget it. SQLite is one process, whose repositories report
 * their own writes: nothing to add there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`
    create function tessera_board_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(BOARD_CHANGES_CHANNEL)}, case when tg_op = 'DELETE' then old.id else new.id end);
      return null;
    end
    $$`.execute(db);
  await sql`create trigger boards_changed after insert or update or delete on boards for each row execute function tessera_board_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`drop trigger boards_changed on boards`.execute(db);
  await sql`drop function tessera_board_changed()`.execute(db);
}
