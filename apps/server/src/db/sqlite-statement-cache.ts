import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statements kept: the app's queries are a few hundred shapes at most; a search by many ids adds a few. */
const STATEMENTS_KEPT = 500;

/**
 * The SQLite connection as Kysely uses it, with each statement prepared once per distinct SQL text: Kysely prepares
 * every query again (a fifth of the time of GET /board/:id went to better-sqlite3's prepare). Reusing a statement is
 * safe here because Kysely runs one query at a time on the one SQLite connection; the least recently used statement
 * goes when more are kept.
 */
export function withStatementCache(connection: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => connection.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = connection.prepare(sql);
        if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
