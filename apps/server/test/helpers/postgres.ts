import { randomBytes } from 'node:crypto';
import pg from 'pg';

const DEFAULT_CANDIDATES = ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * An administrative connection URL for test databases: TEST_DATABASE_URL (which must then answer),
 * else the local server as postgres or as root; undefined when none answers.
 */
export async function findPostgres(): Promise<string | undefined> {
  const explicit = process.env.TEST_DATABASE_URL;
  if (explicit) {
    if (await answers(explicit)) return explicit;
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer at ${explicit}`);
  }
  for (const url of DEFAULT_CANDIDATES) if (await answers(url)) return url;
  return undefined;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database; drop() removes it even if connections were left open. */
export async function createTestDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `drop database if exists "${name}" with (force)`) };
}
