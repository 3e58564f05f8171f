import { useEffect } from 'react';

/** How long to wait for a frame: a hidden tab gets none, and its work must still start. */
const FRAME_WAIT_MS = 1000;

/**
 * Runs `task` once the frame showing the first render has been painted: work the first board does not need
 * (loading and starting the saving, sync and offline code) waits until the user can see and tap it.
 */
export function AfterFirstPaint({ task }: { task: () => void }) {
  useEffect(() => {
    let done = false;
    let timer: number | undefined;
    const run = () => {
      if (done) return;
      done = true;
      window.clearTimeout(fallback);
      task();
    };
    // The frame callback comes just before the paint; the task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(run, 0);
    });
    const fallback = window.setTimeout(run, FRAME_WAIT_MS);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.clearTimeout(fallback);
    };
  }, [task]);
  return null;
}
