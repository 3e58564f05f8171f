import type { Page } from 'playwright-core';

/**
 * Resolves once the page has done what its last event set going: two frames drawn (React's render and its
 * effects) and then a moment with nothing left to run (an idle callback), with every animation and transition
 * ended. For the checks that something did not happen — no second navigation, no dialog — without guessing a time.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 10_000 });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
      }),
  );
}
