import { PostgresAdapter, sql, type Kysely } from 'kysely';

const onPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Tables whose `data` counts against an account's board quota (BOARD_QUOTA_MB): boards and their kept versions. */
const COUNTED = ['boards', 'board_versions'] as const;

/**
 * How many bytes of boards each account keeps, versions included (issue 26: the board storage quota). Kept by triggers
 * rather than by the repositories, so that no write path (a repair migration, an account deletion, a script) can
 * forget it, and summed once here for what is already stored. A write reads its owner's row in its own transaction,
 * which on PostgreSQL also makes parallel writes of one account wait for each other there, so they cannot pass the
 * quota together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('board_storage')
    // Owner's email, lower-cased, as boards and versions hold it.
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('bytes', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();

  const postgres = onPostgres(db);
  const size = (row: 'new' | 'old') => (postgres ? sql.raw(`octet_length(${row}.data)`) : sql.raw(`length(cast(${row}.data as blob))`));
  if (postgres) {
    await sql`
      create function tessera_board_storage() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.email is not null then
          update board_storage set bytes = bytes - ${size('old')} where email = old.email;
        end if;
        if tg_op in ('INSERT', 'UPDATE') and new.email is not null then
          insert into board_storage (email, bytes) values (new.email, ${size('new')})
          on conflict (email) do update set bytes = board_storage.bytes + excluded.bytes;
        end if;
        return null;
      end
      $$`.execute(db);
    for (const table of COUNTED) {
      await sql`create trigger ${sql.raw(`${table}_storage`)} after insert or update of data, email or delete on ${sql.table(table)}
        for each row execute function tessera_board_storage()`.execute(db);
    }
  } else {
    const add = sql`insert or ignore into board_storage (email, bytes) values (new.email, 0);
      update board_storage set bytes = bytes + ${size('new')} where email = new.email;`;
    const remove = sql`update board_storage set bytes = bytes - ${size('old')} where email = old.email;`;
    for (const table of COUNTED) {
      const name = (what: string) => sql.raw(`${table}_storage_${what}`);
      await sql`create trigger ${name('insert')} after insert on ${sql.table(table)} when new.email is not null begin ${add} end`.execute(db);
      await sql`create trigger ${name('delete')} after delete on ${sql.table(table)} when old.email is not null begin ${remove} end`.execute(db);
      // Both halves on their own conditions: an email that goes from null to an owner, or back, counts as it should.
      await sql`create trigger ${name('update_old')} after update of data, email on ${sql.table(table)} when old.email is not null begin ${remove} end`.execute(
        db,
      );
      await sql`create trigger ${name('update_new')} after update of data, email on ${sql.table(table)} when new.email is not null begin ${add} end`.execute(
        db,
      );
    }
  }

  const rowSize = postgres ? sql.raw('octet_length(data)') : sql.raw('length(cast(data as blob))');
  await sql`insert into board_storage (email, bytes)
    select email, sum(size) from (
      select email, ${rowSize} as size from boards where email is not null
      union all
      select email, ${rowSize} as size from board_versions
    ) as stored group by email`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) {
    for (const table of COUNTED) await sql`drop trigger ${sql.raw(`${table}_storage`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function tessera_board_storage()`.execute(db);
  } else {
    for (const table of COUNTED) {
      for (const what of ['insert', 'delete', 'update_old', 'update_new']) await sql`drop trigger ${sql.raw(`${table}_storage_${what}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('board_storage').execute();
}
