import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

const DEFAULT_URL = 'redis://127.0.0.1:6379';

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** TEST_REDIS_URL (which must then answer), else the local server; undefined when none answers. */
async function findRedis(): Promise<string | undefined> {
  const explicit = process.env.TEST_REDIS_URL;
  if (explicit) {
    if (await answers(explicit)) return explicit;
    throw new Error(`TEST_REDIS_URL is set but Redis does not answer at ${explicit}`);
  }
  return (await answers(DEFAULT_URL)) ? DEFAULT_URL : undefined;
}

/** The Redis the tests use, or undefined: then one loud line is printed and the Redis suites are not declared. */
export const testRedisUrl = await findRedis();
if (!testRedisUrl) console.warn('!!! Redis not reachable: Redis integration tests NOT run');

export type TestRedis = {
  /** REDIS_URL and a REDIS_KEY_PREFIX of its own, so that runs sharing the Redis never see each other's counts. */
  env: { REDIS_URL: string; REDIS_KEY_PREFIX: string };
  /** Keys this test's apps wrote (under its prefix). */
  keys: () => Promise<string[]>;
  /** Deletes those keys and closes the connection. */
  close: () => Promise<void>;
};

export function openTestRedis(url: string): TestRedis {
  const prefix = `tessera-test-${randomBytes(6).toString('hex')}:`;
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  const keys = async () => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      found.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return found;
  };
  return {
    env: { REDIS_URL: url, REDIS_KEY_PREFIX: prefix },
    keys,
    close: async () => {
      const written = await keys();
      if (written.length > 0) await client.del(...written);
      await client.quit();
    },
  };
}
