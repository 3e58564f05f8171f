import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createLocalEventHub, type EventHub } from '../events/account-events.ts';
import { connectRedis } from '../events/connect-redis.ts';
import { createRedisEventHub } from '../events/redis-event-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live updates between one account's devices (GET /api/events); through Redis when REDIS_URL is set. */
    events: EventHub;
  }
}

/** The event hub: this process's own, or Redis pub/sub shared by every instance when REDIS_URL is set. */
export const eventsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    let hub: EventHub;
    if (config.redisUrl) {
      const onError = (error: unknown) => app.log.warn({ err: error }, 'live updates: Redis error');
      const publisher = await connectRedis(config.redisUrl, 'events-publisher', onError);
      const subscriber = await connectRedis(config.redisUrl, 'events-subscriber', onError).catch(async (error: unknown) => {
        publisher.disconnect();
        throw error;
      });
      hub = await createRedisEventHub({ publisher, subscriber, onError });
      app.addHook('onClose', async () => {
        await hub.close();
        await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      });
    } else {
      hub = createLocalEventHub();
    }
    app.decorate('events', hub);
  },
  { name: 'tessera-events' },
);
