/**
 * A loader that fetches each key's file once and shares the answer with every caller; a load that failed (the
 * device was offline) is forgotten, so the next call tries again.
 */
export function loadOnce<K>(load: (key: K) => Promise<unknown>): (key: K) => Promise<unknown> {
  const requested = new Map<K, Promise<unknown>>();
  return (key) => {
    let loading = requested.get(key);
    if (!loading) {
      loading = load(key).catch(() => requested.delete(key));
      requested.set(key, loading);
    }
    return loading;
  };
}
