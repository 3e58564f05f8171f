import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { uniqueIp } from './helpers/accounts.ts';
import { makeBoard, stored } from './helpers/boards.ts';
import { describeEachDatabase, DIALECTS } from './helpers/databases.ts';
import { hostileReadRequest, hostileRequest, type HostileRequest } from './helpers/hostile-requests.ts';
import { signedInUser, type SignedIn } from './helpers/users.ts';

/**
 * Hostile bodies on every write route: never a 5xx, the server still answers, and another user's data stays as it
 * was. FUZZ_RUNS bodies in all (4,000 by default, as CI runs it: at least 1,000 on each database, enough for every
 * route to be reached, with a new seed each run — 10,000 took a fifth of the unit stage's time on a two-core machine), three quarters on SQLite and a
 * quarter on PostgreSQL (whose writes are slower); `npm run fuzz` runs 200,000. FUZZ_SEED replays a run (fast-check prints the seed of
 * a failure).
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 4_000);
const SHARE: Record<string, number> = DIALECTS.length > 1 ? { sqlite: 0.75, postgres: 0.25 } : { sqlite: 1 };
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/** Uploads are limited to 60 a minute per user: a fresh uploader after this many keeps them reaching the route. */
const UPLOADS_PER_USER = 50;

describeEachDatabase('fuzz: hostile bodies on every write route', (database) => {
  const runs = Math.max(1, Math.round(TOTAL_RUNS * (SHARE[database.dialect] ?? 0)));

  it(
    `answers ${runs} hostile requests without a 5xx, stays up, and leaves another user's data untouched`,
    { timeout: Math.max(120_000, runs * 100) },
    async () => {
      // One attacker sends them all: the write limits would answer 429 before the routes' code runs (write-limits.test.ts).
      const app: App = await database.buildApp({ WRITE_LIMIT_PER_ACCOUNT: '1000000000/10m' });
      const attacker = await signedInUser(app, 'Mallory');
      const victim = await signedInUser(app, 'Bob');
      const victimBoards = [
        stored(await app.repositories.boards.insert(makeBoard({ email: victim.email, name: 'Bob public' }), 'bob-public')),
        stored(await app.repositories.boards.insert(makeBoard({ email: victim.email, name: 'Bob private', isPublic: false }))),
      ];
      const victimCommunicator = stored(
        await app.repositories.communicators.insert({
          id: '0123456789abcdef01234567',
          name: 'Bob',
          email: victim.email,
          rootBoard: 'root',
          boards: [],
          defaultBoardsIncluded: [],
          isPublic: false,
        }),
      );
      const ownBoards = [stored(await app.repositories.boards.insert(makeBoard({ email: attacker.email })))];

      const snapshotOfVictim = async () => ({
        boards: await app.repositories.boards.listByEmail(victim.email, { page: 1, limit: 100, offset: 0, search: '', sort: '-_id' }),
        communicators: await app.repositories.communicators.listByEmail(victim.email, { page: 1, limit: 100, offset: 0, search: '', sort: '-_id' }),
        settings: await app.repositories.settings.read(victim.id),
        user: await app.repositories.users.findById(victim.id),
      });
      const before = await snapshotOfVictim();

      let uploads = 0;
      let uploader: SignedIn = attacker;
      const headersFor = async (request: HostileRequest): Promise<Record<string, string>> => {
        if (request.as === 'anonymous') return request.headers;
        if (request.as === 'media' && uploads++ % UPLOADS_PER_USER === 0) uploader = await signedInUser(app, 'Uploader');
        return { ...request.headers, ...(request.as === 'media' ? uploader : attacker).headers };
      };

      const statuses = new Map<string, Map<number, number>>();
      const targets = {
        ownBoardIds: ownBoards.map((board) => board.id),
        otherBoardIds: victimBoards.map((board) => board.id),
        otherCommunicatorIds: [victimCommunicator.id],
        otherUserId: victim.id,
        attackerUserId: attacker.id,
      };
      const send = async (request: HostileRequest) => {
        const { method, url, payload } = request;
        // A client address of its own: per-address limits would otherwise answer 429 before the route's code runs.
        const response = await app.inject({ method, url, payload, headers: await headersFor(request), remoteAddress: uniqueIp() });
        const counts = statuses.get(request.route) ?? new Map<number, number>();
        counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
        statuses.set(request.route, counts);
        if (response.statusCode >= 500) throw new Error(`${request.route} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
      };
      const options = { ...(SEED === undefined ? {} : { seed: SEED }) };
      await fc.assert(fc.asyncProperty(hostileRequest(targets), send), { numRuns: runs, ...options });
      // The read routes too, with hostile addresses and queries (a tenth as many: they take no body).
      await fc.assert(fc.asyncProperty(hostileReadRequest(targets), send), { numRuns: Math.ceil(runs / 10), ...options });

      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(await snapshotOfVictim()).toEqual(before);
      // Every route was reached, and many requests got past validation to the route's own code (a fuzzer refused at
      // the door tests little): answered other than 400, 413, 414 (address too long) or 415.
      const routes = [...statuses.keys()].sort();
      // 17 write routes and 10 read routes. (A short run, FUZZ_RUNS of a few hundred, may miss the rarest.)
      if (runs >= 1000) expect(routes).toHaveLength(27);
      if (process.env.FUZZ_REPORT) {
        for (const route of routes) console.log(route, Object.fromEntries([...(statuses.get(route) ?? [])].sort(([a], [b]) => a - b)));
      }
      const refusedAtTheDoor = new Set([400, 413, 414, 415]);
      const reached = [...statuses.values()]
        .flatMap((counts) => [...counts])
        .reduce((sum, [status, count]) => sum + (refusedAtTheDoor.has(status) ? 0 : count), 0);
      expect(reached).toBeGreaterThan(runs / 10);
    },
  );
});
