/** A least-recently-used map bounded by entry count and by total size (bytes as measured by sizeOf). */
export class LruCache<K, V> {
  private readonly map = new Map<K, V>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get totalSize(): number {
    return this.total;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  /** Reading an entry makes it the most recently used. */
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    this.map.set(key, value);
    this.total += size;
    for (const [oldest, old] of this.map) {
      if (this.map.size <= this.maxEntries && this.total <= this.maxSize) break;
      this.map.delete(oldest);
      this.total -= this.sizeOf(old);
    }
  }

  delete(key: K): void {
    const value = this.map.get(key);
    if (value === undefined) return;
    this.map.delete(key);
    this.total -= this.sizeOf(value);
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }
}
