import { HealthSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VERSION } from '../../version.ts';

/** For load balancers and monitors: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    { schema: { summary: 'Service health', tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const up = await app.repositories.health.ping();
      return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'error', db: app.dialect, version: VERSION });
    },
  );
};
