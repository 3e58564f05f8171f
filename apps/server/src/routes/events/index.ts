import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import type { Config } from '../../config.ts';
import type { AccountEvent } from '../../events/account-events.ts';
import { createSessionWatch } from '../../events/session-watch.ts';
import { MessageSchema } from '../../http/message-schema.ts';

/** A comment line this often keeps proxies from closing a quiet stream, and checks the session is still valid. */
export const HEARTBEAT_MS = 25_000;
/** Live connections one account may hold on one instance (tabs and devices); more are refused with 429. */
export const MAX_STREAMS_PER_USER = 20;
/** How long a browser waits before reconnecting a dropped stream (the SSE `retry` field). */
const RETRY_MS = 3_000;

/** How long a device refused for the server's cap waits before it tries again (it pulls meanwhile). */
export const SERVER_FULL_RETRY_SECONDS = 30;

export const EVENTS_MESSAGES = {
  tooMany: 'Too many live connections for this account. Close other tabs or devices and try again.',
  serverFull: 'The server has too many live connections. Try again later.',
} as const;

const frame = (event: AccountEvent): string => `data: ${JSON.stringify(event)}\n\n`;

/**
 * GET /api/events: Server-Sent Events telling a signed-in device what the account's other devices changed
 * (boards, deletions, communicators, settings), so it fetches them at once instead of at the next pull. The
 * first frame (`event: ready`) says the stream is live: the device then pulls once to catch up on what it missed.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const streams = new Set<ServerResponse>();
  const perUser = new Map<string, number>();
  // A stream of a session that ends (logout, "Sign out" on another device, a password change) closes within 2 s.
  const sessions = createSessionWatch({
    stillOpen: (ids) => app.repositories.sessions.stillOpen(ids, app.clock()),
    onError: (error) => app.log.warn({ err: error }, 'live updates: the sessions of open streams could not be checked'),
  });

  // A stream never ends by itself: closing the server ends them, or shutting down would wait for ever.
  app.addHook('preClose', async () => {
    sessions.stop();
    for (const stream of streams) stream.end();
  });

  app.get(
    '',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Live updates of the signed-in user's boards, communicators and settings (text/event-stream)",
        tags: ['events'],
        security: [{ bearer: [] }],
        response: { 403: MessageSchema, 429: MessageSchema, 503: MessageSchema },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const open = perUser.get(userId) ?? 0;
      if (open >= MAX_STREAMS_PER_USER) return reply.code(429).send({ message: EVENTS_MESSAGES.tooMany });
      // Every account within its 20 can still add up to more sockets than one process holds (EVENT_STREAMS_MAX).
      if (streams.size >= config.eventStreamsMax) {
        return reply.code(503).header('retry-after', String(SERVER_FULL_RETRY_SECONDS)).send({ message: EVENTS_MESSAGES.serverFull });
      }
      perUser.set(userId, open + 1);

      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      stream.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
      streams.add(stream);

      // Ended when this instance may have missed other instances' events (Redis lost or back): the device reconnects and pulls.
      const unsubscribe = app.events.subscribe(
        userId,
        (event) => stream.write(frame(event)),
        () => stream.end(),
      );
      const unwatch = request.sessionId ? sessions.watch(request.sessionId, () => stream.end()) : () => {};
      const heartbeat = setInterval(() => {
        // A password change or account deletion ends the session: the stream ends with it.
        app.authenticate(request, reply).then(
          () => stream.write(': ping\n\n'),
          () => stream.end(),
        );
      }, HEARTBEAT_MS);
      heartbeat.unref();

      const done = () => {
        if (!streams.delete(stream)) return;
        clearInterval(heartbeat);
        unsubscribe();
        unwatch();
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
      };
      stream.on('close', done);
      stream.on('error', done);
    },
  );
};
