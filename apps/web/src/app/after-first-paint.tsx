import { useEffect } from 'react';
import { afterNextPaint } from '../lib/timing/after-paint';

/**
 * Runs `task` once the frame showing the first render has been painted: work the first board does not need
 * (loading and starting the saving, sync and offline code) waits until the user can see and tap it.
 */
export function AfterFirstPaint({ task }: { task: () => void }) {
  useEffect(() => afterNextPaint(task), [task]);
  return null;
}
