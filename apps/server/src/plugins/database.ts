import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database, Dialect } from '../db/schema.ts';
import { createRepositories, type Repositories } from '../repositories/index.ts';
import { reshapeStoredBoards } from '../repositories/reshape-stored-boards.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    /** The pg pool under `db` on PostgreSQL (for the shared limiters), null on SQLite; closed with `db`. */
    postgresPool: pg.Pool | null;
    repositories: Repositories;
  }
}

/** Opens the database, migrates it, writes stored boards of an older shape again, and exposes it and the repositories to every route. */
export const databasePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { db, dialect, postgresPool } = await openDatabase(config.database, (error) => app.log.error({ err: error }, 'database connection lost'));
    try {
      const { results = [] } = await migrateToLatest(db);
      for (const migration of results) app.log.info({ migration: migration.migrationName }, 'database migrated');
      const reshaped = await reshapeStoredBoards(db);
      if (reshaped > 0) app.log.info({ boards: reshaped }, 'stored boards written in the current shape');
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    app.decorate('postgresPool', postgresPool);
    app.decorate('repositories', createRepositories(db));
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'tessera-database' },
);
