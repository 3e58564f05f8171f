import { Redis } from 'ioredis';
import { ConfigError, redactUrl } from '../config-error.ts';

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A Redis connection for live updates, connected before the server starts: an unreachable REDIS_URL stops
 * start-up with one line naming it, like any bad setting. Later outages are logged and retried by ioredis.
 */
export async function connectRedis(url: string, name: string, onError: (error: unknown) => void): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, connectionName: `tessera-${name}`, connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 2 });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new ConfigError([`REDIS_URL cannot be reached at ${redactUrl(url)}: ${(error as Error).message}`]);
  }
  client.on('error', onError);
  return client;
}
