// A user with 1,000 boards syncing with the server (target: under 5 s on the local server), on SQLite
// and PostgreSQL: creating 1,000 boards of 20 tiles one after another and 8 at a time, then the full
// fetch a device does after login (GET /api/board/byemail/:email, pages of 100).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUpAndLogIn } from './lib/api-user.mjs';
import { startServer } from './lib/app-server.mjs';
import { machine } from './lib/machine.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { benchBoard } from './lib/seed-boards.mjs';

const BOARDS = 1_000;
const IN_FLIGHT = 8;
const PAGE = 100;

/** A board as a device sends it before its first sync: a local id (10 characters) and no owner. */
const localBoard = (i) => {
  const { email: _email, author: _author, ...board } = benchBoard(i);
  return { ...board, id: `b${String(i).padStart(9, '0')}`, isPublic: false };
};

const postBoard = async (server, user, board) => {
  const response = await fetch(`${server.url}/api/board`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...user.headers },
    body: JSON.stringify(board),
  });
  if (response.status !== 201) throw new Error(`POST /api/board answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
};

const timed = async (work) => {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
};

const createSequentially = (server, user) =>
  timed(async () => {
    for (let i = 0; i < BOARDS; i++) await postBoard(server, user, localBoard(i));
  });

const createInFlight = (server, user) =>
  timed(async () => {
    let next = 0;
    const worker = async () => {
      while (next < BOARDS) await postBoard(server, user, localBoard(next++));
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  });

/** What the client does after login: pages of 100 until it has them all. */
const fullFetch = (server, user) =>
  timed(async () => {
    let boards = 0;
    let bytes = 0;
    for (let page = 1; ; page++) {
      const response = await fetch(`${server.url}/api/board/byemail/${encodeURIComponent(user.email)}?limit=${PAGE}&page=${page}`, { headers: user.headers });
      const body = await response.text();
      if (!response.ok) throw new Error(`GET byemail answered ${response.status}: ${body}`);
      bytes += Buffer.byteLength(body);
      const list = JSON.parse(body);
      boards += list.data.length;
      if (list.data.length < PAGE || boards >= list.total) return { boards, bytes, pages: page };
    }
  });

const benchDialect = async (name, env, dataDir) => {
  const server = await startServer(env);
  try {
    const first = await signUpAndLogIn(server.url, dataDir, 'Sequential');
    const second = await signUpAndLogIn(server.url, dataDir, 'Parallel');
    const sequential = await createSequentially(server, first);
    const parallel = await createInFlight(server, second);
    const fetches = [];
    for (let run = 0; run < 3; run++) fetches.push(await fullFetch(server, first));
    const fetched = fetches.sort((a, b) => a.ms - b.ms)[1];
    if (fetched.result.boards !== BOARDS) throw new Error(`full fetch found ${fetched.result.boards} boards, not ${BOARDS}`);
    return { name, sequential: sequential.ms, parallel: parallel.ms, fetch: fetched.ms, ...fetched.result };
  } finally {
    await server.stop();
  }
};

const seconds = (ms) => (ms / 1000).toFixed(2);
const rate = (ms) => Math.round(BOARDS / (ms / 1000));

export const run = async () => {
  const results = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-sync-'));
  try {
    results.push(await benchDialect('SQLite', { DATA_DIR: dataDir }, dataDir));
    const pg = await createBenchDatabase();
    if (pg) {
      const pgDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-sync-pg-'));
      try {
        results.push(await benchDialect('PostgreSQL', { DATA_DIR: pgDir, DATABASE_URL: pg.url }, pgDir));
      } finally {
        await pg.drop();
        rmSync(pgDir, { recursive: true, force: true });
      }
    } else {
      console.log('!!! PostgreSQL not reachable: PostgreSQL figures NOT taken');
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`machine: ${machine()}`);
  console.log(
    `${BOARDS} boards of 20 tiles per user; create = POST /api/board; full fetch = GET /api/board/byemail/:email?limit=${PAGE}, page by page (median of 3)`,
  );
  console.log(
    `| server | create ${BOARDS}, one at a time (s, boards/s) | create ${BOARDS}, ${IN_FLIGHT} in flight (s, boards/s) | full fetch of ${BOARDS} (ms) | pages | bytes |`,
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${seconds(r.sequential)} (${rate(r.sequential)}) | ${seconds(r.parallel)} (${rate(r.parallel)}) | ${Math.round(r.fetch)} | ${r.pages} | ${r.bytes} |`,
    );
  }
};
