// main.tsx loads the code that saves the user's work after the first paint (start-background-work.ts). Editing
// waits for it, so an edit is never made before it can be written: a reload right after would otherwise lose it.
// Where main.tsx did not start the app (unit tests), there is nothing to wait for.

let ready: Promise<unknown> = Promise.resolve();

/** main.tsx: the saving code's start; a failure to load it does not keep editing closed. */
export function savingStarts(started: Promise<unknown>): void {
  ready = started.catch(() => undefined);
}

/** Resolves once this device's saving runs. */
export const savingReady = (): Promise<unknown> => ready;
