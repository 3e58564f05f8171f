import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config, type Env } from '../../src/config.ts';
import type { Dialect } from '../../src/db/schema.ts';
import { createTestDatabase, findPostgres } from './postgres.ts';
import { makeTempDir, makeWebDist, removeDir } from './temp-dirs.ts';

export const TEST_CORS_ORIGIN = 'https://app.example.org';

const postgresAdminUrl = await findPostgres();
if (!postgresAdminUrl) console.warn('!!! PostgreSQL not reachable: PostgreSQL integration tests NOT run');

/** The dialects this run covers: SQLite always, PostgreSQL when a server answers. */
export const DIALECTS: Dialect[] = postgresAdminUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestDatabase = {
  dialect: Dialect;
  /** The configuration tests run with: this block's database, a temporary DATA_DIR and web app, quiet logs. */
  config: (overrides?: Env) => Config;
  /** The real app on this block's database; closed automatically after the block. */
  buildApp: (overrides?: Env, options?: BuildOptions) => Promise<App>;
};

/**
 * Declares the same tests once per dialect, each block on a database of its own (a temporary SQLite
 * file, or a fresh PostgreSQL database that is dropped afterwards).
 */
export function describeEachDatabase(title: string, tests: (database: TestDatabase) => void): void {
  for (const dialect of DIALECTS) {
    describe(`${title} [${dialect}]`, () => {
      const apps: App[] = [];
      let dir = '';
      let env: Env = {};
      let drop = async () => {};

      beforeAll(async () => {
        dir = makeTempDir();
        env = { DATA_DIR: join(dir, 'data'), WEB_DIST: makeWebDist(dir), LOG_LEVEL: 'silent', CORS_ORIGIN: TEST_CORS_ORIGIN };
        if (dialect === 'postgres' && postgresAdminUrl) {
          const database = await createTestDatabase(postgresAdminUrl);
          env.DATABASE_URL = database.url;
          drop = database.drop;
        }
      });

      afterAll(async () => {
        await Promise.all(apps.map((app) => app.close()));
        await drop();
        removeDir(dir);
      });

      const config = (overrides: Env = {}) => loadConfig({ ...env, ...overrides });
      tests({
        dialect,
        config,
        buildApp: async (overrides, options) => {
          const app = await buildApp(config(overrides), options);
          apps.push(app);
          return app;
        },
      });
    });
  }
}
