import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { boardTitle, startAsGuest, tile } from './support/board';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a folder opens its board; "Go back" and Esc return to the board before', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    const goBack = page.getByRole('button', { name: 'Go back' });
    expect(await goBack.isDisabled()).toBe(true); // nowhere to go back to from the root board

    await tile(page, 'food').click();
    await boardTitle(page, 'Food').waitFor();
    expect(page.url()).toMatch(/\/board\/food$/);
    await tile(page, 'fruit').click();
    await boardTitle(page, 'Fruit').waitFor();
    await tile(page, 'apple').waitFor();

    await goBack.click();
    await boardTitle(page, 'Food').waitFor();
    await page.keyboard.press('Escape');
    await boardTitle(page, 'Home').waitFor();
    await tile(page, 'food').waitFor();
    expect(await goBack.isDisabled()).toBe(true);
  } finally {
    await context.close();
  }
});
