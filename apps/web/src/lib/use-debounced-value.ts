import { useEffect, useState } from 'react';

/** The value as it was when it last stayed unchanged for delayMs (spec 01 §9: symbols search after 300 ms, boards after 500 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
