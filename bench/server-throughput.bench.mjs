// Requests per second, latency and the server's CPU per request of GET /api/health, GET /api/board/:id (a 60-tile board,
// anonymous) and GET /api/board/public (10 per page over 1,000 public boards of 60 tiles, written straight into the
// table) on SQLite and PostgreSQL, each against a bare node:http server sending the same bytes in the same round: on a
// shared machine the ratio holds better than the bare figure, and CPU per request better still. Two such yardsticks:
// one in a process of its own (as the real server runs), one in this process beside the load generator (as issue 12
// and bench/server-list.bench.mjs measured). BENCH_SERVER_BUNDLE runs another build (a "before").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUpAndLogIn } from './lib/api-user.mjs';
import { startServer } from './lib/app-server.mjs';
import { startFixedBodyServer, startFixedBodyServerHere } from './lib/fixed-body-server.mjs';
import { load } from './lib/load.mjs';
import { cpuSeconds } from './lib/process-cpu.mjs';
import { loadAverage, machine } from './lib/machine-load.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { realisticBoard } from './lib/realistic-board.mjs';
import { seedPostgres, seedSqlite } from './lib/seed-boards.mjs';

/** Half of the seeded boards are public: 1,000 in the public list. */
const BOARDS = 2_000;
const MINUTE = 60_000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 3);

// The same boards on both databases, so that both answer the same bytes.
const boards = Array.from({ length: BOARDS }, (_, i) => ({
  ...realisticBoard({ email: `user${i % 100}@example.org`, isPublic: i % 2 === 0 }),
  name: `Board ${i + 1}`,
  author: `Author ${i % 100}`,
  lastEdited: new Date(Date.UTC(2026, 0, 1) + i * MINUTE).toISOString(),
}));
const board = realisticBoard();
const ENDPOINTS = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/board/:id (60 tiles)', path: `/api/board/${board.id}` },
  { name: 'GET /api/board/public (10 of 1,000)', path: '/api/board/public' },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The built server on a fresh database holding the bench boards, and the 60-tile board stored the way a device
 * stores it: its owner signs up and writes it with PUT under its server id (so both databases answer the same bytes).
 */
const startSeeded = async (name, env, seed) => {
  const first = await startServer(env); // runs the migrations
  await first.stop();
  await seed();
  const server = await startServer(env);
  const owner = await signUpAndLogIn(server.url, env.DATA_DIR, 'Ada');
  const response = await fetch(`${server.url}/api/board/${board.id}`, {
    method: 'PUT',
    headers: { ...owner.headers, 'content-type': 'application/json' },
    body: JSON.stringify(board),
  });
  if (response.status !== 201) throw new Error(`PUT /api/board/:id answered ${response.status}: ${await response.text()}`);
  return { name, ...server };
};

const bodiesOf = async (server) => {
  const bodies = {};
  for (const { path: url } of ENDPOINTS) {
    const response = await fetch(`${server.url}${url}`);
    if (!response.ok) throw new Error(`${server.name} answered ${response.status} to ${url}`);
    bodies[url] = await response.text();
  }
  return bodies;
};

export const run = async () => {
  const dirs = [mkdtempSync(path.join(tmpdir(), 'tessera-bench-tp-')), mkdtempSync(path.join(tmpdir(), 'tessera-bench-tp-pg-'))];
  const servers = [];
  let pg = null;
  try {
    servers.push(await startSeeded('SQLite', { DATA_DIR: dirs[0] }, () => seedSqlite(path.join(dirs[0], 'tessera.db'), 0, boards)));
    pg = await createBenchDatabase();
    if (pg) {
      const url = pg.url;
      servers.push(await startSeeded('PostgreSQL', { DATA_DIR: dirs[1], DATABASE_URL: url }, () => seedPostgres(url, 0, boards)));
    } else {
      console.log('!!! PostgreSQL not reachable: PostgreSQL figures NOT taken');
    }

    // The same bytes from every server (health differs only in the database's name, by a few bytes).
    const bodies = await bodiesOf(servers[0]);
    for (const server of servers.slice(1)) {
      const theirs = await bodiesOf(server);
      for (const { path: url } of ENDPOINTS.slice(1)) if (theirs[url] !== bodies[url]) throw new Error(`${server.name} answered other bytes to ${url}`);
    }
    const ownProcess = servers.push({ name: 'bare node:http, own process', ...(await startFixedBodyServer(bodies)) }) - 1;
    const hereProcess = servers.push({ name: 'bare node:http, in the load generator', ...(await startFixedBodyServerHere(bodies)) }) - 1;

    // Warm every server's JIT before measuring.
    for (const server of servers) for (const { path: url } of ENDPOINTS) await load(`${server.url}${url}`, { connections: CONNECTIONS, duration: 1 });

    /** figures[endpoint][server] = one entry per round. */
    const figures = ENDPOINTS.map(() => servers.map(() => []));
    const loads = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      loads.push(loadAverage());
      for (const [e, { path: url }] of ENDPOINTS.entries()) {
        for (const [s, server] of servers.entries()) {
          const cpuBefore = server.pid && cpuSeconds(server.pid);
          const figure = await load(`${server.url}${url}`, { connections: CONNECTIONS, duration: SECONDS });
          const cpu = server.pid && cpuSeconds(server.pid) - cpuBefore;
          // Microseconds of the server process's CPU per answered request.
          figures[e][s].push({ ...figure, cpuPerRequest: Number.isFinite(cpu) ? (cpu * 1e6) / (figure.requestsPerSecond * SECONDS) : undefined });
        }
      }
    }
    loads.push(loadAverage());

    console.log(`machine: ${machine()}`);
    console.log(
      `autocannon ${CONNECTIONS} connections, ${SECONDS} s per figure, ${ROUNDS} rounds (each round: every endpoint on every server, the yardstick in the same round)`,
    );
    for (const [index, line] of loads.entries()) console.log(`${index < ROUNDS ? `round ${index + 1} start` : 'end'}: ${line}`);
    console.log(
      '| endpoint | server | body (bytes) | req/s per round | req/s median | p50 / p99 (ms, median round) | ratio to own-process yardstick, per round | ratio to in-generator yardstick, per round | server CPU per request (µs), median | its ratio: yardstick CPU / server CPU | errors |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const [e, { name, path: url }] of ENDPOINTS.entries()) {
      for (const [s, server] of servers.entries()) {
        const rounds = figures[e][s];
        const rates = rounds.map((r) => r.requestsPerSecond);
        const middle = rounds.find((r) => r.requestsPerSecond === median(rates));
        const ratios = (yardstick) =>
          s >= ownProcess ? '—' : rounds.map((r, i) => (r.requestsPerSecond / figures[e][yardstick][i].requestsPerSecond).toFixed(2)).join(', ');
        const errors = rounds.reduce((sum, r) => sum + r.errors, 0);
        const cpu = (index) => median(figures[e][index].map((r) => r.cpuPerRequest ?? NaN));
        const cpuCell = Number.isFinite(cpu(s)) ? cpu(s).toFixed(0) : '—';
        const cpuRatio = s < ownProcess && Number.isFinite(cpu(s) / cpu(ownProcess)) ? (cpu(ownProcess) / cpu(s)).toFixed(2) : '—';
        console.log(
          `| ${name} | ${server.name} | ${Buffer.byteLength(bodies[url])} | ${rates.join(', ')} | ${median(rates)} | ${middle.p50} / ${middle.p99} | ${ratios(ownProcess)} | ${ratios(hereProcess)} | ${cpuCell} | ${cpuRatio} | ${errors} |`,
        );
      }
    }
  } finally {
    for (const server of servers) await server.stop();
    if (pg) await pg.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
};
