/*
 * Opening a Redis connection (note for authors of other Redis users, e.g. live-update pub/sub):
 *   const subscriber = await connectRedis(config.redisUrl, { name: 'live-updates', log: app.log });
 *   app.addHook('onClose', () => closeRedis(subscriber));
 * A subscribing connection cannot send other commands, so it needs a connection of its own; the shared
 * one (app.redis, plugins/redis.ts) is for ordinary commands.
 */
import { Redis, type RedisOptions } from 'ioredis';
import { ConfigError, redactUrl } from '../config-error.ts';

/** The part of a logger this needs (Fastify's app.log fits). */
export type RedisLog = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export type ConnectRedisOptions = {
  /** Names the connection in Redis (CLIENT LIST shows tessera-<name>) and in log lines. */
  name: string;
  log: RedisLog;
  /** ioredis options that replace the defaults below. */
  options?: RedisOptions;
};

/** Longest wait for the first connection at start-up, whatever stalls it (a server that never answers, a TLS handshake). */
const FIRST_CONNECT_LIMIT_MS = 10_000;

const DEFAULT_OPTIONS: RedisOptions = {
  // Connect now, so that start-up finds out whether REDIS_URL works.
  lazyConnect: false,
  connectTimeout: 5_000,
  // While the connection is down a command fails at once instead of waiting in a queue for Redis to come
  // back, and one sent just before it went down waits through one reconnection at most: requests get
  // their answers meanwhile (the limiters count in memory) rather than hanging.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  // A server that stops answering without closing the connection fails commands the same way.
  commandTimeout: 2_000,
  // Reconnect quickly at first, then every 2 seconds for as long as it takes.
  retryStrategy: (times) => Math.min(times * 200, 2_000),
};

const describeError = (error: unknown): string => (error instanceof Error && error.message ? error.message : String(error));

/**
 * A Redis client connected to `url`, resolved once it is ready. If the first connection fails, the
 * client is closed and a ConfigError naming REDIS_URL is thrown (start-up prints it as one line and
 * exits 1). Later connection losses are logged (once per outage, and again when it is over) while the
 * client reconnects by itself; they never crash the process.
 */
export async function connectRedis(url: string, { name, log, options = {} }: ConnectRedisOptions): Promise<Redis> {
  const client = new Redis(url, { ...DEFAULT_OPTIONS, connectionName: `tessera-${name}`, ...options });
  let connected = false;
  let lastError: string | null = null;
  // Always listening: without an error listener ioredis prints every failed reconnection to the console.
  // Before the first connection the failure becomes the ConfigError below, so it is not logged twice.
  client.on('error', (error: unknown) => {
    const message = describeError(error);
    if (!connected || message === lastError) return;
    lastError = message;
    log.error({ err: error, redis: name }, `Redis connection "${name}" failed: ${message}`);
  });
  client.on('ready', () => {
    if (lastError !== null) log.info({ redis: name }, `Redis connection "${name}" is back`);
    lastError = null;
  });

  try {
    await firstConnection(client);
  } catch (error) {
    client.disconnect();
    throw new ConfigError([`REDIS_URL cannot be reached: ${describeError(error)} (got "${redactUrl(url)}")`]);
  }
  connected = true;
  return client;
}

function firstConnection(client: Redis): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => settle(new Error(`no answer within ${FIRST_CONNECT_LIMIT_MS / 1000} seconds`)), FIRST_CONNECT_LIMIT_MS);
    const onReady = () => settle();
    const onError = (error: unknown) => settle(error);
    const onEnd = () => settle(new Error('the connection was closed'));
    const settle = (error?: unknown) => {
      clearTimeout(timer);
      client.off('ready', onReady).off('error', onError).off('end', onEnd);
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    client.once('ready', onReady).once('error', onError).once('end', onEnd);
  });
}

/** Closes a client made by connectRedis: waits for sent commands when connected, drops at once otherwise. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
