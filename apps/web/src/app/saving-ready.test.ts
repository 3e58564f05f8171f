import { describe, expect, it } from 'vitest';
import { savingReady, savingStarts } from './saving-ready';

/** Whether the promise has settled once every callback already queued has run (setImmediate comes after them all). */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('editing waits for the saving code', () => {
  it('has nothing to wait for where main.tsx did not start the app', async () => {
    expect(await settled(savingReady())).toBe(true);
  });

  it('waits for the saving code once main.tsx starts it, and opens when it fails to load', async () => {
    let started = () => {};
    savingStarts(new Promise<void>((resolve) => (started = resolve)));
    expect(await settled(savingReady())).toBe(false);
    started();
    expect(await settled(savingReady())).toBe(true);

    savingStarts(Promise.reject(new Error('offline')));
    expect(await settled(savingReady())).toBe(true);
  });
});
