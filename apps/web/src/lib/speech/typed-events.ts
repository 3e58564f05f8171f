import type { Unsubscribe } from './speech-types';

/**
 * Typed events over the platform's EventTarget: `on` takes a listener for one event's detail, `emit` dispatches
 * it. A throwing listener is logged and must not break speech for the others.
 */
export class TypedEvents<E> {
  private readonly target = new EventTarget();

  on<K extends keyof E & string>(type: K, listener: (event: E[K]) => void): Unsubscribe {
    const handle = (event: Event) => {
      try {
        listener((event as CustomEvent<E[K]>).detail);
      } catch (error) {
        console.error(error);
      }
    };
    this.target.addEventListener(type, handle);
    return () => this.target.removeEventListener(type, handle);
  }

  emit<K extends keyof E & string>(type: K, detail: E[K]): void {
    this.target.dispatchEvent(new CustomEvent(type, { detail }));
  }
}
