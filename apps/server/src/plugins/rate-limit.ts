import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Per-IP request limits for the routes that ask for one (route option `config: { rateLimit: { max, timeWindow } }`);
 * other routes are not limited. Counted in this process's memory (REDIS_URL is meant to share them later).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Too many requests. Try again in ${context.after}.`,
      }),
    });
  },
  { name: 'tessera-rate-limit' },
);
