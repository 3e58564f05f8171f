import { useEffect, useState } from 'react';

/** How long to wait for a frame: a hidden tab gets none, and the work must still run. */
const FRAME_WAIT_MS = 1000;

/**
 * Runs `task` once the next frame has been painted (the frame callback comes just before the paint; a task
 * queued from it runs after), or after 1 s when no frame comes. Returns a function that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    task();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, FRAME_WAIT_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

/** False for a component's first paint, true from the frame after: for parts that may come a frame later. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
