/**
 * One tab of the app per account talks to the server (sends the queue, pulls, listens for live updates): two tabs
 * must never send the same queue entry twice. The Web Locks API hands an exclusive lock to one tab at a time; when
 * that tab closes (or logs out), the next waiting tab takes over. Every tab still saves and queues its own edits.
 * Without Web Locks (old browsers, tests), this tab leads.
 */
export function whileLeader(lockName: string, lead: () => () => void): () => void {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    const stopLeading = lead();
    return stopLeading;
  }
  let release: (() => void) | undefined;
  let stopLeading: (() => void) | undefined;
  let stopped = false;
  const waiting = new AbortController();
  locks
    .request(lockName, { signal: waiting.signal }, () => {
      if (stopped) return undefined;
      stopLeading = lead();
      return new Promise<void>((resolve) => (release = resolve));
    })
    .catch(() => undefined); // aborted while waiting: this tab stopped before it led
  return () => {
    stopped = true;
    waiting.abort();
    stopLeading?.();
    release?.();
  };
}
