import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardRoutes } from './board/index.ts';
import { healthRoutes } from './health/index.ts';

/** Every resource of the API, each under its own prefix; mounted at /api. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(boardRoutes, { prefix: '/board' });
};
