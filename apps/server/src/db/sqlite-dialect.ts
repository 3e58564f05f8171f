import type SqliteDatabase from 'better-sqlite3';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * Kysely's SQLite dialect, except that a rollback of a transaction SQLite has already ended is skipped. SQLite
 * rolls a transaction back by itself on some errors, a full disk (SQLITE_FULL) among them; Kysely's own "rollback"
 * then failed with "cannot rollback - no transaction is active", and that error replaced the one that said the disk
 * was full (500 instead of 507).
 */
export class SqliteDialectKeepingErrors extends SqliteDialect {
  readonly #connection: SqliteDatabase.Database;
  readonly #config: SqliteDialectConfig;

  constructor(connection: SqliteDatabase.Database, config: SqliteDialectConfig) {
    super(config);
    this.#connection = connection;
    this.#config = config;
  }

  override createDriver(): Driver {
    const connection = this.#connection;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(kysely: DatabaseConnection): Promise<void> {
        if (connection.inTransaction) await super.rollbackTransaction(kysely);
      }
    })(this.#config);
  }
}
