import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config, type Env } from '../../src/config.ts';
import type { Dialect } from '../../src/db/schema.ts';
import { createTestDatabase, findPostgres } from './postgres.ts';
import { openTestRedis, testRedisUrl } from './redis.ts';
import { makeTempDir, makeWebDist, removeDir } from './temp-dirs.ts';
import { twoInstancesBehindOneAddress } from './two-instances.ts';

export const TEST_CORS_ORIGIN = 'https://app.example.org';

const postgresAdminUrl = await findPostgres();
if (!postgresAdminUrl) console.warn('!!! PostgreSQL not reachable: PostgreSQL integration tests NOT run');

/** The dialects this run covers: SQLite always, PostgreSQL when a server answers. */
export const DIALECTS: Dialect[] = postgresAdminUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * One instance, or two behind one address (a round-robin proxy) on one PostgreSQL database, sharing Redis too (limits
 * and live updates) or not (limits shared through PostgreSQL: tests that move the clock past a limit's window need
 * counters that follow Date, which Redis's own expiry does not).
 */
export type Deployment = 'one instance' | 'two instances' | 'two instances without redis';

export type TestDatabase = {
  dialect: Dialect;
  deployment: Deployment;
  /**
   * Whether limit counters (login locks, mail budgets) expire by the time a test moves (fakeSystemTime): not in
   * Redis, which expires its keys by its own clock.
   */
  limitsFollowFakeTime: boolean;
  /** Whether per-address request limits are one count for the deployment: not for instances without Redis (each counts its own). */
  requestLimitsShared: boolean;
  /** The configuration tests run with: this block's database, a temporary DATA_DIR and web app, quiet logs. */
  config: (overrides?: Env) => Config;
  /** The real app on this block's database; closed automatically after the block. */
  buildApp: (overrides?: Env, options?: BuildOptions) => Promise<App>;
};

const redisUrl = testRedisUrl;

/** Where the same tests also run as two instances behind one address: PostgreSQL and Redis both answer. */
export const TWO_INSTANCES_RUN = Boolean(postgresAdminUrl && redisUrl);
if (!TWO_INSTANCES_RUN) console.warn('!!! PostgreSQL or Redis not reachable: the two-instance runs of the integration tests are NOT run');

/** A block of tests on a database of its own, as one instance or two behind one address. */
function describeDeployment(title: string, dialect: Dialect, deployment: Deployment, tests: (database: TestDatabase) => void): void {
  describe(title, () => {
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
      if (deployment !== 'one instance') {
        // What every instance of one deployment shares (apps/server/README.md, "Several instances"): the token secret
        // comes from the shared DATA_DIR, where the first instance writes it.
        env = { ...env, TRUST_PROXY: 'loopback' };
      }
      if (deployment === 'two instances' && redisUrl) {
        const redis = openTestRedis(redisUrl);
        const dropDatabase = drop;
        drop = async () => {
          await redis.close();
          await dropDatabase();
        };
        env = { ...env, ...redis.env };
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
      deployment,
      limitsFollowFakeTime: deployment !== 'two instances',
      requestLimitsShared: deployment !== 'two instances without redis',
      config,
      buildApp: async (overrides, options) => {
        const app =
          deployment === 'one instance' ? await buildApp(config(overrides), options) : (await twoInstancesBehindOneAddress(config(overrides), options)).app;
        apps.push(app);
        return app;
      },
    });
  });
}

/**
 * Declares the same tests once per dialect, each block on a database of its own (a temporary SQLite file, or a fresh
 * PostgreSQL database that is dropped afterwards). With `twoInstances`, once more as two instances behind one address
 * on PostgreSQL sharing Redis, and with 'with and without redis' also without it: every request of the tests goes through a round-robin
 * proxy to the other instance than the one before, so the suite shows that several instances answer as one.
 */
export function describeEachDatabase(
  title: string,
  tests: (database: TestDatabase) => void,
  { twoInstances = false as boolean | 'with and without redis' } = {},
): void {
  for (const dialect of DIALECTS) describeDeployment(`${title} [${dialect}]`, dialect, 'one instance', tests);
  if (twoInstances && TWO_INSTANCES_RUN) describeDeployment(`${title} [two instances behind one address]`, 'postgres', 'two instances', tests);
  if (twoInstances === 'with and without redis' && postgresAdminUrl) {
    describeDeployment(`${title} [two instances behind one address, without Redis]`, 'postgres', 'two instances without redis', tests);
  }
}
