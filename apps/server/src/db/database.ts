import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { ConfigError, redactUrl } from '../config-error.ts';
import type { DatabaseConfig } from '../config.ts';
import { withNamedStatements } from './named-statements.ts';
import type { Database, Dialect } from './schema.ts';
import { SqliteDialectKeepingErrors } from './sqlite-dialect.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

/** `postgresPool` is the pool under `db` on PostgreSQL (rate-limiter-flexible takes a pg pool), null on SQLite. */
export type OpenDatabase = { db: Kysely<Database>; dialect: Dialect; postgresPool: pg.Pool | null };

/**
 * Opens SQLite (the file in DATA_DIR) or PostgreSQL (DATABASE_URL) and checks that it answers.
 * A database that cannot be opened or reached is a configuration error.
 */
export async function openDatabase(config: DatabaseConfig, onPoolError: (error: Error) => void = () => {}): Promise<OpenDatabase> {
  return config.kind === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url, onPoolError);
}

function openSqlite(file: string): OpenDatabase {
  let connection: SqliteDatabase.Database;
  try {
    connection = new SqliteDatabase(file);
    // WAL lets readers run while one writer writes; NORMAL sync is durable enough with WAL.
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    connection.pragma('foreign_keys = ON');
    connection.pragma('busy_timeout = 5000');
  } catch (error) {
    throw new ConfigError([`DATA_DIR holds a database that cannot be opened: ${(error as Error).message} (got "${file}")`]);
  }
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(connection, { database: withStatementCache(connection) }) }),
    dialect: 'sqlite',
    postgresPool: null,
  };
}

async function openPostgres(url: string, onPoolError: (error: Error) => void): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', onPoolError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    throw new ConfigError([`DATABASE_URL cannot be reached: ${describeConnectError(error)} (got "${redactUrl(url)}")`]);
  }
  return { db, dialect: 'postgres', postgresPool: pool };
}

function describeConnectError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describeConnectError(error.errors[0]);
  return error instanceof Error && error.message ? error.message : String(error);
}
