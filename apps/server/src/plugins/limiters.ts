import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { openLimiterStore, type LimiterStore } from '../limits/limiter-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where counters shared by every instance live (Redis, else PostgreSQL, else memory); see limits/limiter-store.ts. */
    limiters: LimiterStore;
  }
}

/** Opens the limiter store on what this instance has: after the database and Redis plugins. */
export const limitersPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const store = openLimiterStore({
      redis: app.redis,
      redisKeyPrefix: config.redisKeyPrefix,
      postgresPool: app.postgresPool,
      warn: (message) => app.log.warn(message),
    });
    app.log.debug({ store: store.kind }, 'limiter store opened');
    app.decorate('limiters', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'tessera-limiters', dependencies: ['tessera-database', 'tessera-redis'] },
);
