import { useCallback, useState } from 'react';

/** Spec 01 §4: the states every board dialog goes through (board info, copy, delete, publish, edit title, image, report). */
export type DialogStatus = 'idle' | 'loading' | 'error' | 'success';

/**
 * A dialog's status around one piece of work: loading while it runs, then success, or error when it throws or
 * answers false (the dialog stays open to say so and to be tried again).
 */
export function useDialogStatus() {
  const [status, setStatus] = useState<DialogStatus>('idle');
  const run = useCallback(async (work: () => Promise<boolean> | boolean): Promise<boolean> => {
    setStatus('loading');
    let done = false;
    try {
      done = await work();
    } catch {
      done = false;
    }
    setStatus(done ? 'success' : 'error');
    return done;
  }, []);
  const reset = useCallback(() => setStatus('idle'), []);
  return { status, run, reset };
}
