import type { Redis } from 'ioredis';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { BoundedMemoryLimiter } from './bounded-memory-limiter.ts';

/** A counter of `points` per key that starts again `durationSeconds` after its first point. */
export type LimiterRules = { name: string; points: number; durationSeconds: number };

export type LimiterStoreKind = 'redis' | 'postgres' | 'memory';

export type LimiterStore = {
  kind: LimiterStoreKind;
  /** A rate-limiter-flexible limiter on this store; its keys are `<name>:<key>` (behind REDIS_KEY_PREFIX on Redis). */
  create: (rules: LimiterRules) => Promise<RateLimiterAbstract>;
  /**
   * A counter of requests (the write limits): on Redis when REDIS_URL is set, else in this process's memory, never on
   * PostgreSQL, where every counted request would cost one more write (as the route limits of @fastify/rate-limit).
   */
  createRequestCounter: (rules: LimiterRules) => RateLimiterAbstract;
  close: () => void;
};

export type LimiterStoreOptions = {
  redis: Redis | null;
  redisKeyPrefix: string;
  postgresPool: pg.Pool | null;
  warn: (message: string) => void;
};

/** Every PostgreSQL limiter shares one table (rate-limiter-flexible's own layout: key, points, expire); keys carry the limiter's name. */
const POSTGRES_TABLE = 'rate_limits';
const CLEAN_EVERY_MS = 5 * 60_000;
const KEEP_EXPIRED_MS = 60 * 60_000;
const WARN_EVERY_MS = 60_000;

/**
 * Where counters that must hold across instances live: Redis when REDIS_URL is set, else PostgreSQL when
 * that is the database, else this process's memory (SQLite means one process). When Redis or PostgreSQL
 * fails, a limiter counts in memory until it answers again, so a store outage loosens the limits of
 * each instance to its own share instead of failing requests; that is logged.
 */
export function openLimiterStore({ redis, redisKeyPrefix, postgresPool, warn }: LimiterStoreOptions): LimiterStore {
  const kind: LimiterStoreKind = redis ? 'redis' : postgresPool ? 'postgres' : 'memory';
  let lastWarning = 0;
  const insurance = (rules: LimiterRules) => {
    const fallback = new BoundedMemoryLimiter(optionsOf(rules));
    const consume = fallback.consume.bind(fallback);
    fallback.consume = (...args) => {
      if (Date.now() - lastWarning >= WARN_EVERY_MS) {
        lastWarning = Date.now();
        warn(`the shared limiter store (${kind}) failed; counting in this process's memory until it answers again`);
      }
      return consume(...args);
    };
    return fallback;
  };

  const inMemory = (rules: LimiterRules) => new BoundedMemoryLimiter(optionsOf(rules));
  if (redis) {
    const onRedis = (rules: LimiterRules) =>
      new RateLimiterRedis({ ...optionsOf(rules), keyPrefix: `${redisKeyPrefix}${rules.name}`, storeClient: redis, insuranceLimiter: insurance(rules) });
    return { kind, create: async (rules) => onRedis(rules), createRequestCounter: onRedis, close: () => {} };
  }
  if (postgresPool) return { ...postgresStore(postgresPool, insurance), createRequestCounter: inMemory };
  return { kind, create: async (rules) => inMemory(rules), createRequestCounter: inMemory, close: () => {} };
}

const optionsOf = ({ name, points, durationSeconds }: LimiterRules) => ({ keyPrefix: name, points, duration: durationSeconds });

function postgresStore(pool: pg.Pool, insurance: (rules: LimiterRules) => RateLimiterAbstract): Omit<LimiterStore, 'createRequestCounter'> {
  const limiters: RateLimiterPostgres[] = [];
  // One clean-up for the shared table, stopped with the app (the library's own timer would outlive the pool).
  // clearExpired is public in the library but missing from its type declarations; it never rejects.
  const clearExpired = (limiter: RateLimiterPostgres, before: number) =>
    (limiter as unknown as { clearExpired: (expire: number) => Promise<void> }).clearExpired(before);
  const cleaner = setInterval(() => {
    if (limiters[0]) void clearExpired(limiters[0], Date.now() - KEEP_EXPIRED_MS);
  }, CLEAN_EVERY_MS);
  cleaner.unref();
  return {
    kind: 'postgres',
    create: async (rules) => {
      // The table is migration 0011's (tableCreated): the library's own create-if-missing races when several run at once.
      const limiter = new RateLimiterPostgres({
        ...optionsOf(rules),
        storeClient: pool,
        storeType: 'pool',
        tableName: POSTGRES_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        insuranceLimiter: insurance(rules),
      });
      limiters.push(limiter);
      return limiter;
    },
    close: () => clearInterval(cleaner),
  };
}

/** Takes a point: the limiter's answer, or null when the key has none left (a store failure still throws). */
export async function tryConsume(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
  try {
    return await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return null;
    throw rejection;
  }
}

/** A point taken, or refused: either way the limiter's answer (points used, time until the key's window ends). */
export type Taken = { ok: boolean; res: RateLimiterRes };

/** Takes `points` (a store failure still throws). */
export async function take(limiter: RateLimiterAbstract, key: string, points = 1): Promise<Taken> {
  try {
    return { ok: true, res: await limiter.consume(key, points) };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ok: false, res: rejection };
    throw rejection;
  }
}
