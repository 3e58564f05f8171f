import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import { RateLimiterRes, type RateLimiterMemory, type RateLimiterStoreAbstract as StoreAbstract } from 'rate-limiter-flexible';

// rate-limiter-flexible's base class of store limiters, which its README tells a store of one's own to extend: typed
// in the package's types.d.ts but missing from its index.js (upstream issue #149), so loaded from its own file.
const RateLimiterStoreAbstract = createRequire(import.meta.url)('rate-limiter-flexible/lib/RateLimiterStoreAbstract.js') as typeof StoreAbstract;

/** Keys one limiter keeps in memory at most; the least recently used go first, so a flood of made-up addresses or emails cannot exhaust memory. */
export const MAX_MEMORY_KEYS = 100_000;

type LimiterOptions = ConstructorParameters<typeof RateLimiterMemory>[0];
/** A key's points in its window, and when the window ends (Date.now() time; null: never). */
type Counter = { points: number; expiresAt: number | null };
/** What the store answers rate-limiter-flexible: a counter as it was, and whether this write began its window. */
type Stored = Counter & { first: boolean };

/**
 * A memory limiter with a cap on its keys (RateLimiterMemory keeps every key until it expires): rate-limiter-flexible's
 * own rules (points, blocks, insurance) over an lru-cache of counters, through the four methods the library documents
 * for a store of one's own (`_upsert`, `_get`, `_delete`, `_getRateLimiterRes`; README, Contributions). Windows end by
 * Date.now(), as the library's own limiters read it; an ended counter starts again when next touched.
 */
export class BoundedMemoryLimiter extends RateLimiterStoreAbstract {
  readonly maxKeys: number;
  private readonly counters: LRUCache<string, Counter>;

  constructor(options: LimiterOptions, maxKeys = MAX_MEMORY_KEYS) {
    const counters = new LRUCache<string, Counter>({ max: maxKeys });
    super({ ...options, storeClient: counters });
    this.counters = counters;
    this.maxKeys = maxKeys;
  }

  /** Keys in memory now (ended windows among them until they are touched or pushed out). */
  get size(): number {
    return this.counters.size;
  }

  private live(rlKey: string, now: number): Counter | undefined {
    const counter = this.counters.get(rlKey);
    return counter && (counter.expiresAt === null || counter.expiresAt > now) ? counter : undefined;
  }

  _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Stored> {
    const now = Date.now();
    const counter = forceExpire ? undefined : this.live(rlKey, now);
    if (counter) {
      counter.points += points;
      return Promise.resolve({ ...counter, first: false });
    }
    const started: Counter = { points, expiresAt: msDuration > 0 ? now + msDuration : null };
    this.counters.set(rlKey, started);
    return Promise.resolve({ ...started, first: true });
  }

  _get(rlKey: string): Promise<Stored | null> {
    const counter = this.live(rlKey, Date.now());
    return Promise.resolve(counter ? { ...counter, first: false } : null);
  }

  _delete(rlKey: string): Promise<boolean> {
    return Promise.resolve(this.counters.delete(rlKey));
  }

  _getRateLimiterRes(_rlKey: string, _changedPoints: number, stored: Stored): RateLimiterRes {
    const msBeforeNext = stored.expiresAt === null ? -1 : Math.max(stored.expiresAt - Date.now(), 0);
    return new RateLimiterRes(Math.max(this.points - stored.points, 0), msBeforeNext, stored.points, stored.first);
  }
}
