import type { Redis } from 'ioredis';
import { createListeners, type AccountEvent, type EventHub } from './account-events.ts';


type Envelope = { userId: string; event: AccountEvent };

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as Envelope).userId === 'string' && typeof (value as Envelope).event?.type === 'string';

export interface RedisEventHubOptions {
  /** Publishes (an ordinary connection). */
  publisher: Redis;
  /** Listens: a connection in subscriber mode can do nothing else, so it is its own. */
  subscriber: Redis;
  /** The one channel every instance publishes to and listens on (under the deployment's key prefix); a message names its user. */
  channel: string;
  onError?: (error: unknown) => void;
}

/**
 * Several instances behind one address: a device's live connection may be on another instance than the one
 * that stored its other device's change, so every event goes through Redis pub/sub and each instance hands it
 * to its own listeners. A lost message costs nothing but time: devices pull when they reconnect and every few minutes.
 */
export async function createRedisEventHub({ publisher, subscriber, channel, onError }: RedisEventHubOptions): Promise<EventHub> {
  const listeners = createListeners();
  subscriber.on('message', (heard: string, message: string) => {
    if (heard !== channel) return;
    try {
      const envelope: unknown = JSON.parse(message);
      if (isEnvelope(envelope)) listeners.deliver(envelope.userId, envelope.event);
    } catch (error) {
      onError?.(error);
    }
  });
  await subscriber.subscribe(channel);
  return {
    async publish(userId, event) {
      try {
        await publisher.publish(channel, JSON.stringify({ userId, event } satisfies Envelope));
      } catch (error) {
        onError?.(error);
      }
    },
    subscribe: (userId, listener) => listeners.add(userId, listener),
    async close() {
      await subscriber.unsubscribe(channel).catch(() => undefined);
    },
  };
}
