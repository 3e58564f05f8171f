/**
 * Short queues of requests waiting, per key, for a limit's tries in flight to end, in this process. A waiter is woken
 * when a try here ends (`wakeOne` when it gave a point back, `wakeAll` when the key's state changed for all), else
 * after `pollMs` at the latest: tries in flight on other instances end there, and the store is asked again.
 */
export function createWaitingRoom({ maxWaiters, pollMs }: { maxWaiters: number; pollMs: number }) {
  const queues = new Map<string, Set<() => void>>();

  return {
    /** Waits up to `ms` (at most `pollMs`) for a wake; false at once when this key's queue is full. */
    async wait(key: string, ms: number): Promise<boolean> {
      const queue = queues.get(key) ?? new Set<() => void>();
      if (queue.size >= maxWaiters) return false;
      queues.set(key, queue);
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          queue.delete(done);
          if (queue.size === 0 && queues.get(key) === queue) queues.delete(key);
          resolve();
        };
        const timer = setTimeout(done, Math.max(0, Math.min(ms, pollMs)));
        queue.add(done);
      });
      return true;
    },
    /** Wakes the longest waiting (a Set iterates in insertion order). */
    wakeOne(key: string): void {
      const first = queues.get(key)?.values().next();
      if (first && !first.done) first.value();
    },
    wakeAll(key: string): void {
      for (const done of [...(queues.get(key) ?? [])]) done();
    },
    /** Requests waiting now, over all keys. */
    get size(): number {
      let size = 0;
      for (const queue of queues.values()) size += queue.size;
      return size;
    },
  };
}

export type WaitingRoom = ReturnType<typeof createWaitingRoom>;
