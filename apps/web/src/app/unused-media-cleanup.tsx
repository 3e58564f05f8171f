import { useEffect } from 'react';
import { useAppStore } from '../state/hooks';

/** Start-up work comes first: the cleanup waits this long after the app starts, then for an idle moment. */
export const MEDIA_CLEANUP_DELAY_MS = 30_000;

/**
 * Runs cleanUpMedia once, a while after the app starts; nothing is lost when it fails, so failures stay quiet.
 * Its code (with Dexie) is loaded only then, so the first board's download does not carry it.
 */
export function UnusedMediaCleanup() {
  const store = useAppStore();
  useEffect(() => {
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      const run = () => void import('./clean-up-media').then((cleanup) => cleanup.cleanUpMedia(store)).catch(() => undefined);
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 10_000 });
      else run();
    }, MEDIA_CLEANUP_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [store]);
  return null;
}
