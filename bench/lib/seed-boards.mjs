import { randomBytes } from 'node:crypto';

// Writes boards straight into the boards table (with the summary columns of migration 0005), so the benchmark measures reads only.
const tile = (b, t) => ({
  id: `t${b}-${t}`,
  labelKey: `tessera.board.bench.word${t}`,
  label: `word ${t}`,
  image: `/symbols/openmoji/1F34${t % 10}.svg`,
  backgroundColor: 'rgb(255, 241, 118)',
});

export const benchBoard = (i) => ({
  schemaVersion: 1,
  id: randomBytes(12).toString('hex'),
  name: `Board ${i}`,
  description: `A benchmark board number ${i} with twenty tiles`,
  author: `Author ${i % 100}`,
  email: `user${i % 100}@example.org`,
  isPublic: i % 2 === 0,
  locale: 'en-US',
  format: 'tessera',
  lastEdited: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  tiles: Array.from({ length: 20 }, (_, t) => tile(i, t)),
});

export const boardRow = (board, seq) => ({
  id: board.id,
  email: board.email,
  author: board.author,
  name: board.name,
  description: board.description,
  is_public: board.isPublic ? 1 : 0,
  last_edited: board.lastEdited,
  created_seq: seq,
  search_text: `${board.name}\n${board.description}`.toLowerCase(),
  data: JSON.stringify(board),
  tile_count: board.tiles.length,
  locale: board.locale,
  name_key: board.nameKey ?? null,
  caption: board.caption ?? null,
});

export const COLUMNS = [
  'id',
  'email',
  'author',
  'name',
  'description',
  'is_public',
  'last_edited',
  'created_seq',
  'search_text',
  'data',
  'tile_count',
  'locale',
  'name_key',
  'caption',
];

/** `count` numbered bench boards (half of them public), then `extra` boards, each a row of its own. */
const rowsOf = (count, extra) => [...Array.from({ length: count }, (_, i) => benchBoard(i + 1)), ...extra].map((board, i) => boardRow(board, i + 1));

export const seedSqlite = async (file, count, extra = []) => {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(file);
  const insert = db.prepare(`insert into boards (${COLUMNS.join(', ')}) values (${COLUMNS.map((c) => `@${c}`).join(', ')})`);
  db.transaction(() => {
    for (const row of rowsOf(count, extra)) insert.run(row);
  })();
  db.close();
};

export const seedPostgres = async (url, count, extra = []) => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  const all = rowsOf(count, extra);
  for (let start = 0; start < all.length; start += 500) {
    const rows = [];
    const values = [];
    for (const row of all.slice(start, start + 500)) {
      rows.push(`(${COLUMNS.map((_, c) => `$${values.length + c + 1}`).join(', ')})`);
      values.push(...COLUMNS.map((c) => row[c]));
    }
    await client.query(`insert into boards (${COLUMNS.join(', ')}) values ${rows.join(', ')}`, values);
  }
  await client.query('commit');
  // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets counts read indexes only.
  await client.query('vacuum analyze boards');
  await client.end();
};
