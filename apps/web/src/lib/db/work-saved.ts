// The app's saver (app/start-background-work.ts) says here how to wait for the work on screen to be written, so
// that a screen can say "done" only once it is: an import's "Success" followed at once by a reload must not lose
// the boards it brought (seen in a CI run under load). Where no saver runs (unit tests), there is nothing to wait for.

let whenSaved: () => Promise<void> = () => Promise.resolve();

/** app/: how to wait until everything on screen so far is saved on the device. */
export function workSavedBy(wait: () => Promise<void>): void {
  whenSaved = wait;
}

/** Resolves once everything on screen so far is saved on the device (or its saving failed, which says so itself). */
export const workSaved = (): Promise<void> => whenSaved().catch(() => undefined);
