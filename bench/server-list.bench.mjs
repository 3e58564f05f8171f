// Server start-up time and GET /api/board/public latency at 10,000 stored boards, on SQLite and PostgreSQL,
// against a bare Node http server answering a fixed JSON body of the same size (the yardstick).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, freePort } from './lib/app-server.mjs';
import { load } from './lib/load.mjs';
import { machine } from './lib/machine.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { seedPostgres, seedSqlite } from './lib/seed-boards.mjs';

const BOARDS = 10_000;
const STARTS = 5;
const LIST_PATH = '/api/board/public';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const measureStartup = async (env) => {
  const times = [];
  for (let i = 0; i < STARTS; i++) {
    const server = await startServer(env);
    times.push(server.startupMs);
    await server.stop();
  }
  return { median: Math.round(median(times)), max: Math.round(Math.max(...times)) };
};

const benchDialect = async (name, env, seed) => {
  const first = await startServer(env); // runs the migrations
  await first.stop();
  await seed();
  const startup = await measureStartup(env);
  const server = await startServer(env);
  const body = await (await fetch(`${server.url}${LIST_PATH}`)).text();
  const total = JSON.parse(body).total;
  const figures = await load(`${server.url}${LIST_PATH}`);
  await server.stop();
  return { name, startup, bodyBytes: Buffer.byteLength(body), total, ...figures, body };
};

const benchYardstick = async (body) => {
  const port = await freePort();
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  const figures = await load(`http://127.0.0.1:${port}/`);
  await new Promise((r) => server.close(r));
  return { name: 'bare node:http, fixed body', bodyBytes: Buffer.byteLength(body), ...figures };
};

export const run = async () => {
  const results = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-'));
  try {
    results.push(await benchDialect('SQLite', { DATA_DIR: dataDir }, () => seedSqlite(path.join(dataDir, 'tessera.db'), BOARDS)));
    const pg = await createBenchDatabase();
    if (pg) {
      const pgDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-pg-'));
      try {
        results.push(await benchDialect('PostgreSQL', { DATA_DIR: pgDir, DATABASE_URL: pg.url }, () => seedPostgres(pg.url, BOARDS)));
      } finally {
        await pg.drop();
        rmSync(pgDir, { recursive: true, force: true });
      }
    } else {
      console.log('!!! PostgreSQL not reachable: PostgreSQL figures NOT taken');
    }
    results.push(await benchYardstick(results[0].body));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`machine: ${machine()}`);
  console.log(`${BOARDS} boards stored; GET ${LIST_PATH} (page 1, limit 10); autocannon 10 connections, 10 s`);
  console.log('| server | start-up median / max (ms) | body (bytes) | req/s | p50 (ms) | p99 (ms) | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    const startup = r.startup ? `${r.startup.median} / ${r.startup.max}` : '—';
    console.log(`| ${r.name} | ${startup} | ${r.bodyBytes} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  }
};
