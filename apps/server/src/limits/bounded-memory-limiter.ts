import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';

/** Keys one limiter keeps in memory at most; the oldest go first, so a flood of made-up addresses or emails cannot exhaust memory. */
export const MAX_MEMORY_KEYS = 100_000;

type LimiterOptions = ConstructorParameters<typeof RateLimiterMemory>[0];
/** The library's store inside RateLimiterMemory (not part of its API: the test of this file notices if it changes). */
type MemoryStorage = { _storage: Map<string, unknown>; delete: (key: string) => boolean };

/** rate-limiter-flexible's memory limiter with a cap on its keys (its own keeps every key until it expires). */
export class BoundedMemoryLimiter extends RateLimiterMemory {
  readonly maxKeys: number;

  constructor(options: LimiterOptions, maxKeys = MAX_MEMORY_KEYS) {
    super(options);
    this.maxKeys = maxKeys;
  }

  // Both can add a key.
  override consume(...args: Parameters<RateLimiterMemory['consume']>): Promise<RateLimiterRes> {
    const result = super.consume(...args);
    this.dropOldest();
    return result;
  }

  override reward(...args: Parameters<RateLimiterMemory['reward']>): Promise<RateLimiterRes> {
    const result = super.reward(...args);
    this.dropOldest();
    return result;
  }

  /** Keys in memory now. */
  get size(): number {
    return this.storage()._storage.size;
  }

  private storage(): MemoryStorage {
    return (this as unknown as { _memoryStorage: MemoryStorage })._memoryStorage;
  }

  private dropOldest(): void {
    const storage = this.storage();
    // A Map iterates in insertion order: the first keys are the oldest.
    for (const key of storage._storage.keys()) {
      if (storage._storage.size <= this.maxKeys) return;
      storage.delete(key);
    }
  }
}
