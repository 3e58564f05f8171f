import { randomUUID } from 'node:crypto';

// Users written straight into the users table (sign-up is limited to 20 an hour per address), activated, all with
// one password: for the benchmarks that need hundreds of accounts.

const USER_COLUMNS = [
  'id',
  'name',
  'email',
  'password_hash',
  'role',
  'is_first_login',
  'is_by_back_office',
  'activated',
  'token_version',
  'created_at',
  'updated_at',
];

/** `count` user rows, the i-th with the address `emailOf(i)`. */
export const userRows = async (count, password, emailOf) => {
  const { hash } = await import('@node-rs/argon2');
  const passwordHash = await hash(password);
  const now = new Date().toISOString();
  return Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    name: `User ${i}`,
    email: emailOf(i),
    password_hash: passwordHash,
    role: 'user',
    is_first_login: 0,
    is_by_back_office: 0,
    activated: 1,
    token_version: 0,
    created_at: now,
    updated_at: now,
  }));
};

export const seedUsersSqlite = async (file, rows) => {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(file);
  const insert = db.prepare(`insert into users (${USER_COLUMNS.join(', ')}) values (${USER_COLUMNS.map((c) => `@${c}`).join(', ')})`);
  db.transaction(() => rows.forEach((row) => insert.run(row)))();
  db.close();
};

export const seedUsersPostgres = async (url, rows) => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const values = rows.flatMap((row) => USER_COLUMNS.map((c) => row[c]));
  const tuples = rows.map((_, r) => `(${USER_COLUMNS.map((_c, c) => `$${r * USER_COLUMNS.length + c + 1}`).join(', ')})`);
  await client.query(`insert into users (${USER_COLUMNS.join(', ')}) values ${tuples.join(', ')}`, values);
  await client.query('analyze');
  await client.end();
};
