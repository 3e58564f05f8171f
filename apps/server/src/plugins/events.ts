import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createLocalEventHub, type EventHub } from '../events/account-events.ts';
import { createRedisEventHub } from '../events/redis-event-hub.ts';
import { closeRedis, connectRedis } from '../redis/redis-connection.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live updates between one account's devices (GET /api/events); through Redis when REDIS_URL is set. */
    events: EventHub;
  }
}

/**
 * The event hub: this process's own, or Redis pub/sub shared by every instance when REDIS_URL is set (published on
 * the shared connection, heard on one of its own: a subscribing connection can send nothing else).
 */
export const eventsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    if (!config.redisUrl || !app.redis) {
      app.decorate('events', createLocalEventHub());
      return;
    }
    // Subscriptions are renewed by ioredis after a reconnection; a lost event is caught up by the devices' pulls.
    const subscriber = await connectRedis(config.redisUrl, {
      name: 'live-updates',
      log: app.log,
      options: { commandTimeout: undefined, enableOfflineQueue: true },
    });
    const hub = await createRedisEventHub({
      publisher: app.redis,
      subscriber,
      channel: `${config.redisKeyPrefix}account-events`,
      onError: (error) => app.log.warn({ err: error }, 'live updates: Redis error'),
    });
    app.decorate('events', hub);
    app.addHook('onClose', async () => {
      await hub.close();
      await closeRedis(subscriber);
    });
  },
  { name: 'tessera-events', dependencies: ['tessera-redis'] },
);
