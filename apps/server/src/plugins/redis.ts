import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { closeRedis, connectRedis } from '../redis/redis-connection.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shared Redis connection for ordinary commands (REDIS_URL), or null without REDIS_URL. Put
     * config.redisKeyPrefix before every key. Subscribers need a connection of their own (connectRedis).
     */
    redis: Redis | null;
  }
}

/** Connects to REDIS_URL at start-up (an unreachable one stops start-up with a ConfigError) and closes it with the app. */
export const redisPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    if (!config.redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const client = await connectRedis(config.redisUrl, { name: 'shared', log: app.log });
    app.decorate('redis', client);
    app.addHook('onClose', () => closeRedis(client));
  },
  { name: 'tessera-redis' },
);
