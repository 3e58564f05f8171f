import { HealthSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VERSION } from '../../version.ts';

/**
 * For load balancers and monitors: 200 when the database answers, 503 when it does not. `degraded` (still 200: reads
 * are served) while a write has failed for lack of space in the last minute, so a monitor sees a full disk before
 * users say so.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', { schema: { summary: 'Service health', tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } } }, async (_request, reply) => {
    const up = await app.repositories.health.ping();
    const full = app.storageHealth.isFullRecently();
    const status = !up ? 'error' : full ? 'degraded' : 'ok';
    return reply.code(up ? 200 : 503).send({ status, storage: full ? 'full' : 'ok', db: app.dialect, version: VERSION });
  });
};
