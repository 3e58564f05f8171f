// The load generator of bench/load-500-users.bench.mjs, run in a process of its own (child_process.fork) so that it
// does not share a core's time slices with the server in one event loop. Each simulated user is a device: one
// keep-alive connection of its own for its requests (one at a time, as a device sends them), an open live-update
// stream (GET /api/events) on another, and a think time between requests. It signs the users in, gives each its
// boards, opens the streams, runs the mix for the given seconds and sends back every latency by route.
import http from 'node:http';
import { realisticBoard } from './realistic-board.mjs';

/** The mix of one request (shares sum to 1): 90 % reads of boards and lists, 8 % board writes with versions, 2 % sign-ins. */
export const MIX = [
  { route: 'GET /api/board/:id (own, private)', share: 0.3 },
  { route: "GET /api/board/:id (public, another user's)", share: 0.2 },
  { route: 'GET /api/board/public (a page of 10)', share: 0.2 },
  { route: 'GET /api/board/byemail/:email (own list)', share: 0.2 },
  { route: 'PUT /api/board/:id (with version)', share: 0.08 },
  { route: 'POST /api/user/login', share: 0.02 },
];

const BOARDS_PER_USER = 4;

const request = (user, base, method, path, { headers = {}, body } = {}) =>
  new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent: user.agent,
        headers: {
          ...user.address,
          ...headers,
          ...(payload !== undefined && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

/** At most `limit` of the works at a time. */
const inParallel = async (items, limit, work) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
};

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

const run = async ({ url, users: accounts, password, seconds, thinkMs }) => {
  const users = accounts.map((email, index) => ({
    index,
    email,
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    // Each device its own address (the server runs with TRUST_PROXY=loopback), as 500 people's devices would be.
    address: { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` },
    headers: {},
    boards: [],
    events: 0,
  }));
  const fail = (what, response) => new Error(`${what} answered ${response.status}: ${response.text.slice(0, 200)}`);

  // Set-up (not measured): sign in (argon2, a few at a time), then each user's boards, every other one public.
  const logIn = async (user) => {
    const response = await request(user, url, 'POST', '/api/user/login', { body: { email: user.email, password, deviceId: `load-${user.index}` } });
    if (response.status !== 200) throw fail('POST /api/user/login', response);
    user.headers = { authorization: `Bearer ${JSON.parse(response.text).authToken}` };
    return response;
  };
  await inParallel(users, 4, logIn);
  await inParallel(users, 8, async (user) => {
    for (let b = 0; b < BOARDS_PER_USER; b++) {
      const { id: _id, email: _email, ...board } = realisticBoard({ isPublic: b % 2 === 0 });
      const response = await request(user, url, 'POST', '/api/board', { headers: user.headers, body: { ...board, name: `Board ${b} of user ${user.index}` } });
      if (response.status !== 201) throw fail('POST /api/board', response);
      user.boards.push(JSON.parse(response.text));
    }
  });
  const publicIds = users.flatMap((user) => user.boards.filter((board) => board.isPublic).map((board) => board.id));
  const publicPages = Math.ceil(publicIds.length / 10);

  // Every user's live-update stream, open through the run; one that ends or fails early is an error.
  const errors = [];
  const streams = [];
  let running = true;
  await inParallel(
    users,
    50,
    (user) =>
      new Promise((resolve, reject) => {
        const req = http.get(`${url}/api/events`, { agent: false, headers: { ...user.address, ...user.headers } }, (res) => {
          if (res.statusCode !== 200) return reject(new Error(`GET /api/events answered ${res.statusCode}`));
          res.setEncoding('utf8');
          let ready = false;
          res.on('data', (text) => {
            user.events += (text.match(/^data: \{"type"/gm) ?? []).length;
            if (!ready && text.includes('event: ready')) {
              ready = true;
              resolve();
            }
          });
          res.on('end', () => running && errors.push(`the live-update stream of user ${user.index} ended during the run`));
        });
        req.on('error', (error) => {
          if (!running) return;
          errors.push(`the live-update stream of user ${user.index} failed: ${error.message}`);
          reject(error);
        });
        streams.push(req);
      }),
  );

  // The run: each user sends one request, waits for its answer, thinks (exponential, mean thinkMs), and again.
  const latencies = Object.fromEntries(MIX.map(({ route }) => [route, []]));
  const statuses = {};
  const pick = () => {
    let r = Math.random();
    for (const entry of MIX) if ((r -= entry.share) < 0) return entry.route;
    return MIX[0].route;
  };
  const any = (list) => list[Math.floor(Math.random() * list.length)];
  const one = async (user, route) => {
    switch (route) {
      case MIX[0].route: {
        const board = any(user.boards.filter((b) => !b.isPublic));
        return { response: await request(user, url, 'GET', `/api/board/${board.id}`, { headers: user.headers }), ok: 200 };
      }
      case MIX[1].route:
        return { response: await request(user, url, 'GET', `/api/board/${any(publicIds)}`, { headers: user.headers }), ok: 200 };
      case MIX[2].route:
        return { response: await request(user, url, 'GET', `/api/board/public?page=${1 + Math.floor(Math.random() * publicPages)}`), ok: 200 };
      case MIX[3].route:
        return {
          response: await request(user, url, 'GET', `/api/board/byemail/${encodeURIComponent(user.email)}?limit=100`, { headers: user.headers }),
          ok: 200,
        };
      case MIX[4].route: {
        // An edit of one tile's label, sent with the version this device last read: the server answers the next one.
        const slot = Math.floor(Math.random() * user.boards.length);
        const board = user.boards[slot];
        const tiles = board.tiles.map((tile, t) => (t === 0 ? { ...tile, label: `word ${Date.now()}` } : tile));
        const response = await request(user, url, 'PUT', `/api/board/${board.id}`, {
          headers: user.headers,
          body: { ...board, tiles, lastEdited: new Date().toISOString() },
        });
        if (response.status === 200) user.boards[slot] = JSON.parse(response.text);
        return { response, ok: 200 };
      }
      default:
        return { response: await logIn(user), ok: 200 };
    }
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  // Cut at the deadline, so that the run lasts its seconds and no longer.
  const think = () =>
    new Promise((resolve) => setTimeout(resolve, Math.min(-Math.log(1 - Math.random()) * thinkMs, Math.max(0, deadline - performance.now()))));
  const eventsBefore = users.reduce((sum, user) => sum + user.events, 0);
  let writes = 0;
  process.send({ phase: 'run' });
  await Promise.all(
    users.map(async (user) => {
      await think();
      while (performance.now() < deadline) {
        const route = pick();
        try {
          const { response, ok } = await one(user, route);
          statuses[`${route} ${response.status}`] = (statuses[`${route} ${response.status}`] ?? 0) + 1;
          if (response.status === ok) {
            latencies[route].push(response.ms);
            if (route === MIX[4].route) writes += 1;
          } else errors.push(`${route}: ${response.status} ${response.text.slice(0, 200)}`);
        } catch (error) {
          errors.push(`${route}: ${error.message}`);
        }
        await think();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  process.send({ phase: 'ran' });
  // The events of the last writes are on their way: give them a moment (bounded) before counting.
  const settle = performance.now() + 2000;
  while (users.reduce((sum, user) => sum + user.events, 0) - eventsBefore < writes && performance.now() < settle) await new Promise((r) => setTimeout(r, 20));
  const events = users.reduce((sum, user) => sum + user.events, 0) - eventsBefore;
  running = false;
  for (const req of streams) req.destroy();
  for (const user of users) user.agent.destroy();

  const routes = MIX.map(({ route }) => {
    const sorted = latencies[route].sort((a, b) => a - b);
    return { route, requests: sorted.length, p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99), max: sorted.at(-1) };
  });
  const reads = MIX.slice(0, 4)
    .flatMap(({ route }) => latencies[route])
    .sort((a, b) => a - b);
  const total = routes.reduce((sum, r) => sum + r.requests, 0);
  return {
    users: users.length,
    seconds: elapsed,
    requests: total,
    requestsPerSecond: total / elapsed,
    errors: errors.length,
    firstErrors: errors.slice(0, 10),
    statuses,
    routes,
    reads: { requests: reads.length, p50: percentile(reads, 50), p99: percentile(reads, 99) },
    writes,
    events,
  };
};

process.once('message', async (options) => {
  try {
    process.send({ result: await run(options) });
  } catch (error) {
    process.send({ error: error.stack ?? String(error) });
  }
  process.disconnect();
});
