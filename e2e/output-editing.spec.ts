import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { output, outputWords, startAsGuest, tile } from './support/board';

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
