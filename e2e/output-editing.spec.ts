import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, PHONE } from './support/browser';
import { output, outputWords, startAsGuest, tile, tileArea } from './support/board';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('Backspace removes the last word of the output and Clear empties it', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    const backspace = output(page).getByRole('button', { name: 'Backspace' });
    const clear = output(page).getByRole('button', { name: 'Clear' });
    expect(await backspace.isDisabled()).toBe(true);

    await tile(page, 'quick chat').click();
    for (const word of ['hello', 'yes', 'please']) await tile(page, word).click();
    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['hello', 'yes', 'please']);

    await backspace.click();
    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['hello', 'yes']);
    await backspace.click();
    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['hello']);

    await tile(page, 'goodbye').click();
    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['hello', 'goodbye']);
    await clear.click();
    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual([]);
    await expect.poll(() => clear.isDisabled()).toBe(true);
    expect(await output(page).getByRole('button', { name: 'Speak' }).isDisabled()).toBe(true);
  } finally {
    await context.close();
  }
});

test('the output bar keeps its height as words come in: the tiles stay where the finger is', async () => {
  for (const size of [undefined, 'phone'] as const) {
    const context = await newContext(browser, inject('baseURL'), size === 'phone' ? PHONE : undefined);
    try {
      const page = await context.newPage();
      await startAsGuest(page);
      await tile(page, 'quick chat').click();
      const first = tileArea(page).getByRole('button').first();
      await tile(page, 'hello').waitFor();
      const barBefore = await output(page).boundingBox();
      const tileBefore = await first.boundingBox();
      // Slim while empty, and no taller with words: the sentence's symbols are as tall as its buttons.
      expect(barBefore?.height).toBeLessThanOrEqual(76);
      await tile(page, 'hello').click();
      await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['hello']);
      expect((await output(page).boundingBox())?.height).toBe(barBefore?.height);
      expect((await first.boundingBox())?.y).toBe(tileBefore?.y);
      // Full, and scrolling sideways: still the same height.
      for (let word = 0; word < 12; word += 1) await tile(page, 'hello').click();
      await expect.poll(async () => (await outputWords(page)).length, { timeout: 10_000 }).toBe(13);
      expect((await output(page).boundingBox())?.height).toBe(barBefore?.height);
    } finally {
      await context.close();
    }
  }
});
