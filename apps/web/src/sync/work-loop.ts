/**
 * Runs the sync's work one pass at a time: a kick while a pass runs asks for one more pass after it, so a burst of
 * edits is sent together and no change is left behind. Each pass starts in a later task, after the current burst
 * of edits is queued whole.
 */
export function createWorkLoop(pass: () => Promise<void>, onError: (error: unknown) => void) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        await new Promise((resolve) => setTimeout(resolve, 0));
        do {
          again = false;
          await pass().catch(onError);
        } while (again && !stopped);
      } finally {
        running = null;
      }
    })();
  };

  return {
    kick,
    /** Resolves once no pass runs or is asked for. */
    async idle() {
      while (running) await running;
    },
    stop() {
      stopped = true;
    },
  };
}
