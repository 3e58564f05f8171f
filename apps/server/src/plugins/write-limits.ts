/*
 * Write limits (note for route authors): every POST, PUT, PATCH and DELETE route under /api is counted, per account
 * and per client address, without anything to add; a route whose writes come in a list says how many with
 *   config: { writeRecords: (body) => (body as { boards: unknown[] }).boards.length }
 * and a route with limits of its own, or that must always answer (login, logout, sign-up), opts out with
 *   config: { writeLimit: false }.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import { hashedKey } from '../limits/hashed-key.ts';
import { take } from '../limits/limiter-store.ts';
import { retryAfterSeconds, waitText } from '../limits/wait-text.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: not counted against the write limits (calls with limits of their own, or that must always answer). */
    writeLimit?: false;
    /** How many records the (validated) body writes: each past the first counts as one write more. */
    writeRecords?: (body: unknown) => number;
  }
}

export const tooManyWritesMessage = (waitMs: number): string => `Too many changes in a short time. Try again in ${waitText(waitMs)}.`;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A JSON body costs one write more per this many bytes: a 5 MB board is 81 writes, a board of 20 tiles one. */
export const BYTES_PER_WRITE = 64 * 1024;

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/** What a request costs before its body is read: one, and one more per 64 KB of JSON (an upload counts once). */
const weightOf = (request: FastifyRequest): number => {
  const length = Number(request.headers['content-length'] ?? 0);
  const json = /json/i.test(request.headers['content-type'] ?? '');
  return 1 + (json && Number.isSafeInteger(length) && length > 0 ? Math.floor(length / BYTES_PER_WRITE) : 0);
};

/**
 * Limits on writes (issue 26), per account and per client address, in windows of WRITE_LIMIT_PER_ACCOUNT and
 * WRITE_LIMIT_PER_ADDRESS: past either, 429 with Retry-After, which the app's sync waits out before it sends again
 * (nothing is lost, nothing is sent twice). Counted before the body is read, on Redis when REDIS_URL is set (one count
 * for every instance), else in each process's memory. Routes opt in by being write routes (see the note above).
 */
export const writeLimitsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { perAccount, perAddress } = config.writeLimits;
    const accounts = app.limiters.createRequestCounter({ name: 'writes-account', points: perAccount.points, durationSeconds: perAccount.windowSeconds });
    const addresses = app.limiters.createRequestCounter({ name: 'writes-address', points: perAddress.points, durationSeconds: perAddress.windowSeconds });

    const charge = async (request: FastifyRequest, reply: FastifyReply, points: number) => {
      const counters: [RateLimiterAbstract, string][] = [[addresses, hashedKey('ip', request.ip)]];
      // request.user is set on routes that authenticate (before this hook, see below); reports are anyone's.
      if (request.user) counters.push([accounts, `user:${request.user.id}`]);
      const results = await Promise.all(counters.map(([counter, key]) => take(counter, key, points)));
      const refused = results.filter((result) => !result.ok);
      if (refused.length === 0) return;
      const waitMs = Math.max(...refused.map((result) => result.res.msBeforeNext));
      return reply
        .code(429)
        .header('retry-after', String(retryAfterSeconds(waitMs)))
        .send({ message: tooManyWritesMessage(waitMs) });
    };

    const countRequest: onRequestHookHandler = async function (request, reply) {
      return charge(request, reply, weightOf(request));
    };
    const countRecords: preHandlerHookHandler = async function (request, reply) {
      const records = request.routeOptions.config.writeRecords?.(request.body) ?? 1;
      if (records > 1) return charge(request, reply, records - 1);
    };

    app.addHook('onRoute', (route) => {
      const methods = asList(route.method);
      if (!route.url.startsWith('/api/') || route.config?.writeLimit === false || !methods.some((method) => WRITE_METHODS.has(method))) return;
      // A write is counted against its account before its body is read: a route that authenticates later does it first.
      const preHandlers = asList(route.preHandler);
      const onRequest = asList(route.onRequest);
      if (preHandlers.includes(app.authenticate)) {
        route.preHandler = preHandlers.filter((hook) => hook !== app.authenticate);
        onRequest.push(app.authenticate);
      }
      route.onRequest = [...onRequest, countRequest];
      if (route.config?.writeRecords) route.preHandler = [...asList(route.preHandler), countRecords];
    });
  },
  { name: 'tessera-write-limits', dependencies: ['tessera-limiters', 'tessera-auth'] },
);
