import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/**
 * Per-IP request limits for the routes that ask for one (route option `config: { rateLimit: { max, timeWindow } }`);
 * other routes are not limited. With REDIS_URL the counts live in Redis, so every instance behind a load
 * balancer shares them; without it each process counts in its own memory (one process on SQLite).
 */
export const rateLimitPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis && {
        redis: app.redis,
        nameSpace: `${config.redisKeyPrefix}requests:`,
        // Redis out of reach must not turn every limited route into a 500: the limit is skipped until it is back
        // (the connection logs the outage; logins and mails keep their own limits in memory meanwhile).
        skipOnError: true,
      }),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Too many requests. Try again in ${context.after}.`,
      }),
    });
  },
  { name: 'tessera-rate-limit', dependencies: ['tessera-redis'] },
);
