/** Reasons a write to this device's storage failed that the user can act on. */
export type StorageFailure = 'quota' | 'unavailable';

const namesOf = (error: unknown): string[] => {
  const names: string[] = [];
  let current: unknown = error;
  // Dexie wraps the browser's DOMException; the original sits in `inner`.
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { name, inner } = current as { name?: unknown; inner?: unknown };
    if (typeof name === 'string') names.push(name);
    current = inner;
  }
  return names;
};

/** The browser refused the write because the device (or the site's share of it) is full. */
export const isQuotaError = (error: unknown): boolean => namesOf(error).some((name) => name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED');

export const storageFailureOf = (error: unknown): StorageFailure => (isQuotaError(error) ? 'quota' : 'unavailable');
