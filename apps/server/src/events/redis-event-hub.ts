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
 * to its own listeners.
 *
 * While Redis cannot be reached it fails safe: an event that cannot go through Redis (or would not come back to
 * this instance, its listening connection being down) goes straight to this instance's listeners, and when the
 * listening connection is lost, and again when it is back, every stream of this instance is ended: what other
 * instances wrote meanwhile never reached it, and a device whose stream ends reconnects and catches up by pulling.
 */
export async function createRedisEventHub({ publisher, subscriber, channel, onError }: RedisEventHubOptions): Promise<EventHub> {
  const listeners = createListeners();
  let hearing = false;
  subscriber.on('message', (heard: string, message: string) => {
    if (heard !== channel) return;
    try {
      const envelope: unknown = JSON.parse(message);
      if (isEnvelope(envelope)) listeners.deliver(envelope.userId, envelope.event);
    } catch (error) {
      onError?.(error);
    }
  });
  const lost = () => {
    if (!hearing) return;
    hearing = false;
    listeners.missedAll();
  };
  subscriber.on('close', lost);
  subscriber.on('end', lost);
  // ioredis subscribes again by itself once it has reconnected; what was sent meanwhile is pulled.
  subscriber.on('ready', () => {
    if (hearing) return;
    hearing = true;
    listeners.missedAll();
  });
  await subscriber.subscribe(channel);
  hearing = subscriber.status === 'ready';
  return {
    async publish(userId, event) {
      if (!hearing) listeners.deliver(userId, event);
      try {
        await publisher.publish(channel, JSON.stringify({ userId, event } satisfies Envelope));
      } catch (error) {
        // Not through Redis: this instance's own devices hear it still (unless they did above).
        if (hearing) listeners.deliver(userId, event);
        onError?.(error);
      }
    },
    subscribe: (userId, listener, onMissed) => listeners.add(userId, listener, onMissed),
    async close() {
      hearing = false;
      await subscriber.unsubscribe(channel).catch(() => undefined);
    },
  };
}
