import type { Redis } from 'ioredis';
import { createListeners, type AccountEvent, type EventHub } from './account-events.ts';

/** The one channel every instance publishes to and listens on; a message names the user it is for. */
export const EVENTS_CHANNEL = 'tessera:account-events';

type Envelope = { userId: string; event: AccountEvent };

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as Envelope).userId === 'string' && typeof (value as Envelope).event?.type === 'string';

export interface RedisEventHubOptions {
  /** Publishes (an ordinary connection). */
  publisher: Redis;
  /** Listens: a connection in subscriber mode can do nothing else, so it is its own. */
  subscriber: Redis;
  onError?: (error: unknown) => void;
}

/**
 * Several instances behind one address: a device's live connection may be on another instance than the one
 * that stored its other device's change, so every event goes through Redis pub/sub and each instance hands it
 * to its own listeners. A lost message costs nothing but time: devices pull when they reconnect and every few minutes.
 */
export async function createRedisEventHub({ publisher, subscriber, onError }: RedisEventHubOptions): Promise<EventHub> {
  const listeners = createListeners();
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== EVENTS_CHANNEL) return;
    try {
      const envelope: unknown = JSON.parse(message);
      if (isEnvelope(envelope)) listeners.deliver(envelope.userId, envelope.event);
    } catch (error) {
      onError?.(error);
    }
  });
  await subscriber.subscribe(EVENTS_CHANNEL);
  return {
    async publish(userId, event) {
      try {
        await publisher.publish(EVENTS_CHANNEL, JSON.stringify({ userId, event } satisfies Envelope));
      } catch (error) {
        onError?.(error);
      }
    },
    subscribe: (userId, listener) => listeners.add(userId, listener),
    async close() {
      await subscriber.unsubscribe(EVENTS_CHANNEL).catch(() => undefined);
    },
  };
}
