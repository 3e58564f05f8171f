import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calls `save` with the latest value once `delayMs` have passed without another change (spec 02 §9: speech saves
 * and its sample wait 500 ms). A change still waiting when the screen closes is saved then, never lost.
 */
export function useDebouncedSave<T>(save: (value: T) => void, delayMs: number): (value: T) => void {
  const latest = useRef(save);
  useLayoutEffect(() => {
    latest.current = save;
  });
  const waiting = useRef<{ timer: ReturnType<typeof setTimeout>; value: T } | null>(null);

  useEffect(
    () => () => {
      const pending = waiting.current;
      if (!pending) return;
      clearTimeout(pending.timer);
      latest.current(pending.value);
    },
    [],
  );

  return useCallback(
    (value: T) => {
      if (waiting.current) clearTimeout(waiting.current.timer);
      const timer = setTimeout(() => {
        waiting.current = null;
        latest.current(value);
      }, delayMs);
      waiting.current = { timer, value };
    },
    [delayMs],
  );
}
