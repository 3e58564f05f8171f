import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, WITH_SERVICE_WORKER } from './support/browser';
import { boardTitle, outputWords, startAsGuest, tile, waitForSpoken } from './support/board';
import { missingPackPictures, visitEveryBoard } from './support/offline-boards';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('after one visit the app reloads with the network off, shows its boards and still speaks', { timeout: 180_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), { ...DESKTOP, ...WITH_SERVICE_WORKER });
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    // The first visit: the service worker precaches the app and says so; speaking once caches the offline voice.
    await page.getByText('Content is cached for offline use.').first().waitFor({ timeout: 120_000 });
    await tile(page, 'quick chat').click();
    await tile(page, 'hello').click();
    await waitForSpoken(page, 'hello');
    await page.waitForFunction(
      async () => {
        const names = await caches.keys();
        for (const name of names.filter((key) => key.startsWith('tessera-espeak-ng'))) {
          if ((await (await caches.open(name)).keys()).length > 0) return true;
        }
        return false;
      },
      null,
      { timeout: 60_000, polling: 250 },
    );
    // The worker took over this page's next load once it was installed.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

    await context.setOffline(true);
    await page.reload();
    await boardTitle(page, 'Quick chat').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await tile(page, 'yes').click();

    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['yes']);
    const spoken = await waitForSpoken(page, 'yes');
    expect(spoken).toMatchObject({ engine: 'espeak-ng', outcome: 'ended' });
    expect(spoken.samples).toBeGreaterThan(0);
    expect(spoken.peak).toBeGreaterThan(0.05);
    // The board's pictures come from the cache too.
    const pictures = tile(page, 'yes').locator('img');
    expect(await pictures.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Every board the home board leads to opens offline with all its pictures, and the worker answers every
    // built-in picture (those of the other sets too) from its precached pack.
    await page.goto('/');
    await boardTitle(page, 'Home').waitFor({ timeout: 30_000 });
    const { boards, pictures: shown } = await visitEveryBoard(page);
    expect(boards.size).toBeGreaterThanOrEqual(30);
    expect(shown).toBeGreaterThan(300);
    const pack = await missingPackPictures(page);
    expect(pack.missing).toEqual([]);
    expect(pack.checked).toBeGreaterThan(500);
  } finally {
    await context.close();
  }
});
