import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, PHONE } from './support/browser';
import { outputWords, startAsGuest, tile, waitForSpoken } from './support/board';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('on a phone (390x844, touch) a tapped tile goes to the output and is spoken', async () => {
  const context = await newContext(browser, inject('baseURL'), PHONE);
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await tile(page, 'quick chat').tap();
    await tile(page, 'hello').tap();

    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['hello']);
    const spoken = await waitForSpoken(page, 'hello');
    expect(spoken).toMatchObject({ engine: 'espeak-ng', outcome: 'ended' });
    expect(spoken.samples).toBeGreaterThan(0);
    expect(spoken.peak).toBeGreaterThan(0.05);

    // The tile and the output bar are on screen, not cut off by the narrow viewport.
    const box = await tile(page, 'hello').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  } finally {
    await context.close();
  }
});
