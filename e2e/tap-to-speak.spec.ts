import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { outputWords, startAsGuest, tile, waitForSpoken } from './support/board';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a tapped tile goes to the output and is spoken aloud by the offline voice', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await tile(page, 'quick chat').click();
    await tile(page, 'hello').click();

    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['hello']);
    // Headless Chromium has no system voice, so eSpeak NG must have spoken it, and it must have made a sound.
    const spoken = await waitForSpoken(page, 'hello');
    expect(spoken).toMatchObject({ engine: 'espeak-ng', outcome: 'ended' });
    expect(spoken.samples).toBeGreaterThan(0);
    expect(spoken.peak).toBeGreaterThan(0.05);

    await tile(page, 'thank you').click();
    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['hello', 'thank you']);
    expect(await waitForSpoken(page, 'thank you')).toMatchObject({ engine: 'espeak-ng', outcome: 'ended' });
  } finally {
    await context.close();
  }
});
