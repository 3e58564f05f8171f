// Issue 28: usage reports at 1,000,000 events of 1,000 users, on SQLite and PostgreSQL, against the built server (as
// `npm start` runs it). The users are written straight into the users table (bench/lib/seed-users.mjs) and sign in;
// each turns reports on and uploads its 1,000 events of the last 60 days (about 50 sessions) in batches of 500, four
// uploads in flight: the ingest rate. Then one user's reports over 60 days, as the /analytics page asks for them (its
// ten queries in one POST /api/analytics/batchGet), one request at a time: p50 / p95 / max. Target p95 < 200 ms.
// BENCH_USAGE_USERS and BENCH_USAGE_EVENTS (per user) make it smaller; BENCH_USAGE_DATABASES=sqlite,postgres.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './lib/app-server.mjs';
import { machine } from './lib/machine.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { seedUsersPostgres, seedUsersSqlite, userRows } from './lib/seed-users.mjs';
import { summary } from './lib/stats.mjs';

const USERS = Number(process.env.BENCH_USAGE_USERS ?? 1000);
const EVENTS = Number(process.env.BENCH_USAGE_EVENTS ?? 1000);
const DATABASES = (process.env.BENCH_USAGE_DATABASES ?? 'sqlite,postgres').split(',');
const BATCH = 500;
const IN_FLIGHT = 4;
const REPORT_RUNS = 50;
const PASSWORD = 'correct horse battery staple';
const LIMITS = { WRITE_LIMIT_PER_ACCOUNT: '1000000/10m', WRITE_LIMIT_PER_ADDRESS: '1000000/10m', TRUST_PROXY: 'loopback' };
const WORDS = Array.from({ length: 300 }, (_, i) => `word${i}`);
const DAY_MS = 86_400_000;

/** A user's events: sessions of 20 presses a minute apart, one or two a day over the last 60 days. */
const eventsOf = (user, now) => {
  const events = [];
  for (let i = 0; i < EVENTS; i += 1) {
    const session = Math.floor(i / 20);
    const at = new Date(now - (session % 60) * DAY_MS - (session >= 60 ? 4 * 3_600_000 : 0) - 3_600_000 + (i % 20) * 60_000);
    const kind = i % 20;
    const word = WORDS[(user * 7 + i * 13) % WORDS.length];
    const base = { clientEventId: `u${user}-e${i}`, sessionId: `u${user}-s${session}`, timestamp: at.toISOString(), boardId: `board${i % 12}` };
    if (kind < 14)
      events.push({ ...base, action: 'Click Symbol', category: 'Speech', tileId: `t${word}`, label: word, picture: `/symbols/openmoji/${i % 50}.svg` });
    else if (kind < 17) events.push({ ...base, action: 'Click Output', category: 'Speech', label: `${word} more please`, words: [word, 'more', 'please'] });
    else if (kind < 19) events.push({ ...base, action: 'Change Board', category: 'Navigation', label: `Board ${i % 12}` });
    else events.push({ ...base, action: 'Edit Tiles', category: 'Editing', tileId: `t${word}`, label: word });
  }
  return events;
};

/** The /analytics page's queries for 60 days (apps/web/src/features/analytics/report-queries.ts). */
const pageQueries = () => {
  const period = { startDate: '59daysAgo', endDate: 'today', utcOffsetMinutes: 0, pageSize: 1000 };
  const only = (name, value) => ({ filter: { name, value } });
  return [
    { ...period, metrics: ['sessions', 'avgSessionDuration'], dimension: 'date' },
    { ...period, metric: 'totalEvents', dimension: 'eventCategory' },
    { ...period, metric: 'totalEvents', dimension: 'eventAction' },
    { ...period, metric: 'totalEvents', dimension: 'eventLabel', ...only('eventAction', 'Click Symbol') },
    { ...period, metric: 'totalEvents', dimensions: ['boardId', 'eventLabel'], ...only('eventAction', 'Change Board') },
    { ...period, metric: 'totalEvents', dimension: 'symbolSource', ...only('eventAction', 'Click Symbol') },
    { ...period, metric: 'totalEvents', dimensions: ['eventLabel', 'date'], ...only('eventAction', 'Click Output'), pageSize: 10_000 },
    {
      ...period,
      metric: 'totalEvents',
      dimension: 'eventLabel',
      ...only('eventAction', 'Click Output'),
      startDate: '400daysAgo',
      endDate: '60daysAgo',
      pageSize: 10_000,
    },
    { ...period, metric: 'totalEvents', dimension: 'eventLabel', ...only('eventCategory', 'Editing') },
    { ...period, metric: 'totalEvents', dimension: 'eventLabel', ...only('modeled', 'true') },
  ];
};

const call = async (url, method, body, headers = {}) => {
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
};

/** Runs `work(i)` for i in [0, count) with `width` in flight. */
const pool = async (count, width, work) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await work(next++);
    }),
  );
};

const runOn = async (name, env, seed) => {
  const first = await startServer(env); // runs the migrations
  await first.stop();
  await seed();
  const server = await startServer({ ...env, ...LIMITS });
  try {
    const tokens = new Array(USERS);
    await pool(USERS, 2, async (i) => {
      // One address per device: the login throttle counts tries in flight per address.
      const address = { 'x-forwarded-for': `127.1.${i >> 8}.${i & 255}` };
      const user = await call(`${server.url}/api/user/login`, 'POST', { email: `usage-user-${i}@example.org`, password: PASSWORD, deviceId: 'bench' }, address);
      tokens[i] = { authorization: `Bearer ${user.authToken}`, ...address };
      await call(`${server.url}/api/analytics/consent`, 'PUT', { reportsOn: true }, tokens[i]);
    });
    const now = Date.now();
    const uploads = [];
    for (let user = 0; user < USERS; user += 1) {
      const events = eventsOf(user, now);
      for (let start = 0; start < events.length; start += BATCH) uploads.push({ user, events: events.slice(start, start + BATCH) });
    }
    let stored = 0;
    const started = performance.now();
    await pool(uploads.length, IN_FLIGHT, async (i) => {
      const { user, events } = uploads[i];
      // Read after the await: `stored += await …` would add to the value from before it (four uploads in flight).
      const answer = await call(`${server.url}/api/analytics/events`, 'POST', { events }, tokens[user]);
      stored += answer.stored;
    });
    const ingestSeconds = (performance.now() - started) / 1000;
    const reports = [];
    for (let run = 0; run < REPORT_RUNS + 5; run += 1) {
      const at = performance.now();
      const answer = await call(`${server.url}/api/analytics/batchGet`, 'POST', pageQueries(), tokens[0]);
      if (run >= 5) reports.push(performance.now() - at);
      if (run === 0 && answer.reports[2].data.totals[0].values[0] !== String(EVENTS))
        throw new Error(`user 0 has ${answer.reports[2].data.totals[0].values[0]} events`);
    }
    return { name, stored, ingestSeconds, reports: summary(reports) };
  } finally {
    await server.stop();
  }
};

export const run = async () => {
  const rows = await userRows(USERS, PASSWORD, (i) => `usage-user-${i}@example.org`);
  const results = [];
  for (const database of DATABASES) {
    const dir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-usage-'));
    try {
      if (database === 'sqlite') results.push(await runOn('SQLite', { DATA_DIR: dir }, () => seedUsersSqlite(path.join(dir, 'tessera.db'), rows)));
      else {
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
    `${USERS} users x ${EVENTS} events over 60 days, uploads of ${BATCH}, ${IN_FLIGHT} in flight; the page's 10 queries for one user, ${REPORT_RUNS} runs`,
  );
  console.log('| database | events stored | ingest (s) | events/s | batchGet p50 (ms) | p95 (ms) | max (ms) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.name} | ${r.stored} | ${r.ingestSeconds.toFixed(1)} | ${Math.round(r.stored / r.ingestSeconds)} | ${r.reports.p50} | ${r.reports.p95} | ${r.reports.max} |`,
    );
};
