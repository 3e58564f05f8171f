// Issue 26: 500 simulated users for 60 s on loopback against the built server (as `npm start` runs it), on SQLite and
// on PostgreSQL. Each user has an open live-update stream and sends one request at a time with a think time between
// (exponential, mean BENCH_LOAD_THINK_MS, 1 s by default): 90 % reads of boards and lists, 8 % board writes with
// versions, 2 % sign-ins (argon2). The load generator is another process (bench/lib/load-users.mjs). Figures: errors
// (any answer but the expected one, or a stream that ends), p50 / p99 per route, requests per second, the server's
// memory (RSS) before and after, its CPU per request, the load average. The users are written straight into the users
// table (sign-up is limited to 20 an hour per address). All the load comes from one machine, so the per-address limits
// are lifted through their documented variables: TRUST_PROXY=loopback with an X-Forwarded-For of each user's own
// (500 devices, 500 addresses: the login throttle counts tries in flight per address, and more than 20 sign-ins in
// flight from one address are refused), and WRITE_LIMIT_PER_ACCOUNT / WRITE_LIMIT_PER_ADDRESS raised. Each account signs
// in far fewer than its 30 times in 15 minutes.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './lib/app-server.mjs';
import { loadAverage, machine } from './lib/machine-load.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { cpuSeconds } from './lib/process-cpu.mjs';
import { seedUsersPostgres, seedUsersSqlite, userRows } from './lib/seed-users.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 500);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 1000);
const DATABASES = (process.env.BENCH_LOAD_DATABASES ?? 'sqlite,postgres').split(',');
/** A folder: the server runs with --cpu-prof and writes its profile there (where the time goes). */
const CPU_PROFILE_DIR = process.env.BENCH_LOAD_CPU_PROF ? path.resolve(process.env.BENCH_LOAD_CPU_PROF) : null;
const PASSWORD = 'correct horse battery staple';
/** Far above what the run sends (about 5,000 writes from one address in all); the defaults are 10000/10m and 30000/10m. */
const LIMITS = { WRITE_LIMIT_PER_ACCOUNT: '1000000/10m', WRITE_LIMIT_PER_ADDRESS: '1000000/10m', TRUST_PROXY: 'loopback' };

const userRowsOf = () => userRows(USERS, PASSWORD, (i) => `load-user-${i}@example.org`);

/** The server process's resident memory, in MB (Linux). */
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : NaN;
};

/** Runs the generator; `onPhase('run' | 'ran')` is called as its measured run starts and ends. */
const generate = (options, onPhase) =>
  new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'lib/load-users.mjs'), { stdio: 'inherit' });
    child.on('message', (message) => {
      if (message.phase) onPhase(message.phase);
      else if (message.error) reject(new Error(message.error));
      else resolve(message.result);
    });
    child.once('exit', (code) => code !== 0 && reject(new Error(`the load generator exited with ${code}`)));
    child.send(options);
  });

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '—');

const runOn = async (name, env, seed) => {
  const first = await startServer(env); // runs the migrations
  await first.stop();
  await seed();
  const server = await startServer({ ...env, ...LIMITS }, { nodeArgs: CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [] });
  try {
    const rssBefore = rssMb(server.pid);
    const loadBefore = loadAverage();
    // The server's CPU seconds over the measured run only (not the set-up's sign-ins, boards and streams).
    const cpuAt = {};
    const options = {
      url: server.url,
      users: Array.from({ length: USERS }, (_, i) => `load-user-${i}@example.org`),
      password: PASSWORD,
      seconds: SECONDS,
      thinkMs: THINK_MS,
    };
    const result = await generate(options, (phase) => (cpuAt[phase] = cpuSeconds(server.pid)));
    const cpu = cpuAt.ran - cpuAt.run;
    const rssAfter = rssMb(server.pid);
    return { name, ...result, cpu, rssBefore, rssAfter, loadBefore, loadAfter: loadAverage() };
  } finally {
    await server.stop();
  }
};

export const run = async () => {
  const rows = await userRowsOf();
  const results = [];
  for (const database of DATABASES) {
    const dir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-load-'));
    try {
      if (database === 'sqlite') {
        results.push(await runOn('SQLite', { DATA_DIR: dir }, () => seedUsersSqlite(path.join(dir, 'tessera.db'), rows)));
      } else {
        const pg = await createBenchDatabase();
        if (!pg) {
          console.log('!!! PostgreSQL not reachable: PostgreSQL figures NOT taken');
          continue;
        }
        try {
          results.push(await runOn('PostgreSQL', { DATA_DIR: dir, DATABASE_URL: pg.url }, () => seedUsersPostgres(pg.url, rows)));
        } finally {
          await pg.drop();
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  console.log(`machine: ${machine()}`);
  console.log(
    `${USERS} users, ${SECONDS} s, think time ${THINK_MS} ms (exponential), each with an open live-update stream; ${Object.entries(LIMITS)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}`,
  );
  for (const r of results) {
    console.log(
      `\n${r.name}: ${r.requests} requests in ${r.seconds.toFixed(1)} s = ${r.requestsPerSecond.toFixed(0)} req/s, errors ${r.errors}, server RSS ${r.rssBefore} MB before, ${r.rssAfter} MB after; server CPU ${r.cpu.toFixed(1)} s over the run (${((r.cpu * 1000) / r.requests).toFixed(1)} ms per request); reads p50 / p99 ${ms(r.reads.p50)} / ${ms(r.reads.p99)} ms; ${r.writes} writes, ${r.events} live-update events received`,
    );
    console.log(`  before: ${r.loadBefore}; after: ${r.loadAfter}`);
    if (r.errors > 0) console.log(`  first errors: ${JSON.stringify(r.firstErrors)}\n  statuses: ${JSON.stringify(r.statuses)}`);
    console.log('| route | requests | p50 (ms) | p90 (ms) | p99 (ms) | max (ms) |');
    console.log('|---|---|---|---|---|---|');
    for (const route of r.routes)
      console.log(`| ${route.route} | ${route.requests} | ${ms(route.p50)} | ${ms(route.p90)} | ${ms(route.p99)} | ${ms(route.max)} |`);
  }
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
};
