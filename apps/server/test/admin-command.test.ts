import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Env } from '../src/config.ts';
import { openDatabase, type OpenDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createRepositories, type Repositories } from '../src/repositories/index.ts';
import { uniqueEmail } from './helpers/accounts.ts';
import { DIALECTS } from './helpers/databases.ts';
import { createTestDatabase, findPostgres } from './helpers/postgres.ts';
import { makeTempDir, removeDir } from './helpers/temp-dirs.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

type Run = { code: number; stdout: string; stderr: string };

/** The real command, as the operator runs it, in the repository's root with exactly this environment. */
const run = (env: Env, args: string[], viaNpm = false): Promise<Run> =>
  new Promise((resolve) => {
    const [file, argv] = viaNpm ? ['npm', ['run', 'admin', '--silent', '--', ...args]] : [process.execPath, [join(root, 'scripts/admin.mjs'), ...args]];
    execFile(file, argv, { cwd: root, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });

for (const dialect of DIALECTS) {
  describe(`npm run admin [${dialect}]`, () => {
    let dir: string;
    let env: Env;
    let drop = async () => {};
    let database: OpenDatabase;
    let repositories: Repositories;

    beforeAll(async () => {
      dir = makeTempDir();
      env = { DATA_DIR: join(dir, 'data') };
      if (dialect === 'postgres') {
        const created = await createTestDatabase((await findPostgres()) as string);
        env.DATABASE_URL = created.url;
        drop = created.drop;
      }
    });

    afterAll(async () => {
      await database?.db.destroy();
      await drop();
      removeDir(dir);
    });

    const openRepositories = async () => {
      database ??= await openDatabase(loadConfig(env).database);
      await migrateToLatest(database.db);
      repositories ??= createRepositories(database.db);
      return repositories;
    };

    it('refuses bad arguments with a clear line, exit 2, and opens nothing', async () => {
      const cases: [string[], string][] = [
        [[], 'No command given'],
        [['plans', 'rename'], 'Unknown command "plans rename"'],
        [['plans', 'add', '--name', 'Premium', '--price', '4.99'], 'plans add needs --currency, --period, --provider'],
        [
          ['plans', 'add', '--name', 'P', '--price', '0', '--currency', 'USD', '--period', 'month', '--provider', 'paypal'],
          '--price must be an amount above 0',
        ],
        [['plans', 'add', '--name', 'P', '--price', '4.999', '--currency', 'USD', '--period', 'month', '--provider', 'paypal'], '--price must be an amount'],
        [
          ['plans', 'add', '--name', 'P', '--price', '4.99', '--currency', 'dollars', '--period', 'month', '--provider', 'paypal'],
          '--currency must be a three-letter',
        ],
        [
          ['plans', 'add', '--name', 'P', '--price', '4.99', '--currency', 'USD', '--period', 'week', '--provider', 'paypal'],
          '--period must be one of month, year',
        ],
        [
          ['plans', 'add', '--name', 'P', '--price', '4.99', '--currency', 'USD', '--period', 'month', '--provider', 'stripe'],
          '--provider must be one of paypal, mercadopago',
        ],
        [['plans', 'add', '--name', 'P', '--colour', 'red'], "Unknown option '--colour'"],
        [['plans', 'remove'], 'plans remove needs exactly one plan id'],
        [['users', 'back-office'], 'users back-office needs exactly one email address'],
      ];
      for (const [args, line] of cases) {
        const result = await run(env, args);
        expect(result.code, args.join(' ')).toBe(2);
        expect(result.stderr.split('\n')[0]).toContain(line);
        expect(result.stderr).toContain('Usage: npm run admin -- <command>');
      }
      // Nothing was opened: not even DATA_DIR was made.
      expect(existsSync(env.DATA_DIR as string)).toBe(false);
    });

    it('adds, lists and removes plans on the database npm start uses', async () => {
      const added = await run(
        env,
        [
          'plans',
          'add',
          '--name',
          'Premium monthly',
          '--price',
          '4.99',
          '--currency',
          'usd',
          '--period',
          'month',
          '--provider',
          'paypal',
          '--plan-id',
          'P-XXXX',
        ],
        true,
      );
      expect(added, added.stderr).toMatchObject({ code: 0 });
      expect(added.stdout).toMatch(/^Added plan [0-9a-f]{24}\tPremium monthly\t4.99 USD\/month\tpaypal\tP-XXXX\n$/);
      const noPlanId = await run(env, [
        'plans',
        'add',
        '--name',
        'Anual',
        '--price',
        '1000',
        '--currency',
        'ARS',
        '--period',
        'year',
        '--provider',
        'mercadopago',
      ]);
      expect(noPlanId.code, noPlanId.stderr).toBe(0);

      const plans = await (await openRepositories()).plans.list();
      expect(plans).toEqual([
        { id: expect.any(String), name: 'Premium monthly', price: '4.99', currency: 'USD', period: 'month', provider: 'paypal', planId: 'P-XXXX' },
        { id: expect.any(String), name: 'Anual', price: '1000', currency: 'ARS', period: 'year', provider: 'mercadopago', planId: null },
      ]);
      const listed = await run(env, ['plans', 'list']);
      expect(listed.stdout.trim().split('\n')).toEqual([
        'id\tname\tprice\tprovider\tplan id',
        `${plans[0]?.id}\tPremium monthly\t4.99 USD/month\tpaypal\tP-XXXX`,
        `${plans[1]?.id}\tAnual\t1000 ARS/year\tmercadopago\t-`,
      ]);

      const unknown = await run(env, ['plans', 'remove', 'nope']);
      expect(unknown).toMatchObject({ code: 1, stderr: 'No plan has the id "nope" (see plans list)\n' });
      expect(await repositories.plans.list()).toHaveLength(2);
      const removed = await run(env, ['plans', 'remove', plans[0]?.id as string]);
      expect(removed).toMatchObject({ code: 0, stdout: `Removed plan ${plans[0]?.id}\n` });
      expect((await repositories.plans.list()).map((plan) => plan.name)).toEqual(['Anual']);
    });

    it('marks an existing account as made by the back office, and names an unknown one', async () => {
      const repos = await openRepositories();
      const email = uniqueEmail('office');
      await repos.users.insert({ id: `u${Date.now()}`, name: 'Office', email, passwordHash: null, activated: true, activationToken: null, now: new Date() });
      const unknown = await run(env, ['users', 'back-office', 'nobody@example.org']);
      expect(unknown).toMatchObject({ code: 1, stderr: 'No account has the email "nobody@example.org"\n' });
      const marked = await run(env, ['users', 'back-office', email.toUpperCase()]);
      expect(marked.code, marked.stderr).toBe(0);
      expect((await repos.users.findByEmail(email))?.is_by_back_office).toBe(1);
    });
  });
}
