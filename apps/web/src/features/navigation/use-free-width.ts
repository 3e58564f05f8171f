import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width in px of an element that takes the room its row leaves (flex: 1 1 0), followed as it changes (a phone
 * turned, a sync status appearing beside it). Null until measured, or where there is no ResizeObserver.
 */
export function useFreeWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    // Measured before the first paint, so a phone never sees the row overflow for a frame.
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, width };
}
