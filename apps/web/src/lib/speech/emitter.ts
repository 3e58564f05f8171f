import type { Unsubscribe } from './speech-types';

type Listeners<E> = { [K in keyof E]?: Set<(event: E[K]) => void> };

/** A minimal typed event emitter; a throwing listener must not break speech for the others. */
export class Emitter<E> {
  private listeners: Listeners<E> = {};

  on<K extends keyof E>(type: K, listener: (event: E[K]) => void): Unsubscribe {
    const set = (this.listeners[type] ??= new Set());
    set.add(listener);
    return () => set.delete(listener);
  }

  emit<K extends keyof E>(type: K, event: E[K]): void {
    for (const listener of this.listeners[type] ?? []) {
      try {
        listener(event);
      } catch (error) {
        console.error(error);
      }
    }
  }
}
