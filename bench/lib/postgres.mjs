import { randomBytes } from 'node:crypto';

const CANDIDATES = ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];

const run = async (adminUrl, statement) => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** A fresh benchmark database on the local PostgreSQL, or null when none answers. */
export const createBenchDatabase = async () => {
  for (const adminUrl of process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : CANDIDATES) {
    try {
      await run(adminUrl, 'select 1');
    } catch {
      continue;
    }
    const name = `tessera_bench_${randomBytes(4).toString('hex')}`;
    await run(adminUrl, `create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return { url: url.toString(), drop: () => run(adminUrl, `drop database if exists "${name}" with (force)`) };
  }
  return null;
};
