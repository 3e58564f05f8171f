/** How often the sessions of open live-update streams are checked: a stream of an ended session closes within 2 s. */
export const SESSION_CHECK_MS = 1_000;

export type SessionWatchOptions = {
  /** Of these session ids, the ones still open. */
  stillOpen: (ids: readonly string[]) => Promise<Set<string>>;
  onError: (error: unknown) => void;
  everyMs?: number;
};

/**
 * The sessions of this instance's open streams, checked together once a second (one query whatever the number of
 * streams): a logout, another device's "Sign out" or a password change on any instance ends the session's streams
 * here too. The timer runs only while a stream is watched.
 */
export function createSessionWatch({ stillOpen, onError, everyMs = SESSION_CHECK_MS }: SessionWatchOptions) {
  const closers = new Map<string, Set<() => void>>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let checking = false;

  const check = async () => {
    if (checking) return; // a slow database: the next tick checks again
    checking = true;
    try {
      const ids = [...closers.keys()];
      const open = await stillOpen(ids);
      for (const id of ids) {
        if (open.has(id)) continue;
        for (const close of closers.get(id) ?? []) close();
        closers.delete(id);
      }
    } catch (error) {
      onError(error);
    } finally {
      checking = false;
      if (closers.size === 0) stopTimer();
    }
  };
  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
  };

  return {
    /** Calls `close` once the session ends; answers the function that stops watching. */
    watch(sessionId: string, close: () => void): () => void {
      let set = closers.get(sessionId);
      if (!set) closers.set(sessionId, (set = new Set()));
      set.add(close);
      if (!timer) {
        timer = setInterval(() => void check(), everyMs);
        timer.unref();
      }
      return () => {
        set.delete(close);
        if (set.size === 0 && closers.get(sessionId) === set) closers.delete(sessionId);
        if (closers.size === 0) stopTimer();
      };
    },
    stop: stopTimer,
  };
}
