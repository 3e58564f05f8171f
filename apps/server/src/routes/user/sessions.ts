import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountSessionsSchema } from '@tessera/core';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../accounts/messages.ts';
import { plainText } from '../../accounts/schemas.ts';
import { MessageSchema } from '../../http/message-schema.ts';

const security = [{ bearer: [] }];

const SessionParamsSchema = z.object({ id: plainText(100).min(1) });

/**
 * Ending sessions (issue 26): logging out ends the token's session on the server, not only on the device; a device
 * can be signed out from another, or every device at once. Which design and why: sessions are rows the server checks
 * on every request (plugins/auth.ts), rather than short-lived access tokens with rotated refresh tokens, because the
 * app works offline for days and several tabs share one sign-in: a refresh that races another tab, or waits out a
 * week offline, must never log a child out of their words, and a row ends a session at once on every instance.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Ends every session of the user, and the tokens from before sessions existed. */
  const endAll = async (request: FastifyRequest) => {
    const now = app.clock();
    await app.repositories.sessions.endAll(request.user.id, now);
    await app.repositories.users.revokeTokensWithoutSession(request.user.id, now);
  };

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      config: { writeLimit: false },
      schema: {
        summary: "End this token's session (the app calls it on Logout)",
        tags: ['user'],
        security,
        response: { 200: MessageSchema, 403: MessageSchema },
      },
    },
    async (request) => {
      const now = app.clock();
      // A token from before sessions can only be ended with every other such token of the account.
      if (request.sessionId) await app.repositories.sessions.end(request.user.id, request.sessionId, now);
      else await app.repositories.users.revokeTokensWithoutSession(request.user.id, now);
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },
  );

  app.post(
    '/logout-all',
    {
      onRequest: app.authenticate,
      config: { writeLimit: false },
      schema: {
        summary: 'End every session of the account, this one included ("Log out of all devices" in Settings → Devices)',
        tags: ['user'],
        security,
        response: { 200: MessageSchema, 403: MessageSchema },
      },
    },
    async (request) => {
      await endAll(request);
      return { message: ACCOUNT_MESSAGES.loggedOutEverywhere };
    },
  );

  app.get(
    '/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The account's open sessions, most recently used first",
        tags: ['user'],
        security,
        response: { 200: AccountSessionsSchema, 403: MessageSchema },
      },
    },
    async (request) => {
      const sessions = await app.repositories.sessions.openOf(request.user.id, app.clock());
      return {
        data: sessions.map((session) => ({
          id: session.id,
          device: session.device_label,
          installationId: session.installation_id,
          deviceRowId: session.device_row_id,
          createdAt: session.created_at,
          lastUsedAt: session.last_used_at,
          current: session.id === request.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      onRequest: app.authenticate,
      config: { writeLimit: false },
      schema: {
        summary: 'End one session of the account (the Devices screen\'s "Sign out" of one device)',
        tags: ['user'],
        security,
        params: SessionParamsSchema,
        response: { 200: MessageSchema, 403: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      if (!(await app.repositories.sessions.end(request.user.id, request.params.id, app.clock()))) {
        return reply.code(404).send({ message: ACCOUNT_MESSAGES.sessionNotFound });
      }
      return { message: ACCOUNT_MESSAGES.deviceSignedOut };
    },
  );
};
