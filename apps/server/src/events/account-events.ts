import type { AccountEvent } from '@tessera/core';

/** What one of an account's devices changed (core's, which the web app reads the live updates with). */
export type { AccountEvent };

export type AccountEventListener = (event: AccountEvent) => void;

/** Where account events meet their listeners: in this process, or across instances through Redis. */
export interface EventHub {
  /** Tells every listener of the user, on every instance. Never throws: live updates are a courtesy, a pull catches up. */
  publish(userId: string, event: AccountEvent): Promise<void>;
  /**
   * Listens to one user's events on this instance; answers the function that stops listening. `onMissed` is called
   * when this instance may have missed events of other instances (Redis was lost, or is back after an outage): the
   * stream ends then, so that its device reconnects and catches up by pulling.
   */
  subscribe(userId: string, listener: AccountEventListener, onMissed?: () => void): () => void;
  close(): Promise<void>;
}

/** The listeners of this instance, by user. */
export function createListeners() {
  const byUser = new Map<string, Map<AccountEventListener, (() => void) | undefined>>();
  const each = (run: () => void) => {
    try {
      run();
    } catch {
      // One broken connection must not keep the event from the others.
    }
  };
  return {
    add(userId: string, listener: AccountEventListener, onMissed?: () => void): () => void {
      let listeners = byUser.get(userId);
      if (!listeners) byUser.set(userId, (listeners = new Map()));
      listeners.set(listener, onMissed);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) byUser.delete(userId);
      };
    },
    deliver(userId: string, event: AccountEvent): void {
      for (const listener of byUser.get(userId)?.keys() ?? []) each(() => listener(event));
    },
    /** Tells every listener of the instance that it may have missed events. */
    missedAll(): void {
      for (const listeners of [...byUser.values()]) for (const onMissed of [...listeners.values()]) if (onMissed) each(onMissed);
    },
    get size() {
      return byUser.size;
    },
  };
}

/** One process: events go straight to its listeners. */
export function createLocalEventHub(): EventHub {
  const listeners = createListeners();
  return {
    async publish(userId, event) {
      listeners.deliver(userId, event);
    },
    subscribe: (userId, listener, onMissed) => listeners.add(userId, listener, onMissed),
    async close() {},
  };
}
