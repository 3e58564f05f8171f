import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { output, outputWords, startAsGuest, tile, waitForSpoken } from './support/board';
import { catalogueOf, interfaceText } from './support/catalogues';
import { launchBrowser, newContext, PHONE } from './support/browser';
import { unlock } from './support/editing';

// Issue 31: the keyboard board — letters of the interface language, a prediction row that learns what is said.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const keys = (page: Page, name = 'Keys') => page.getByRole('group', { name });
const predictions = (page: Page) => page.getByRole('group', { name: 'Predictions' });
/** Presses the keys named, one after the other ('Space' for the space bar). */
async function type(page: Page, ...names: string[]) {
  for (const name of names) await keys(page).getByRole('button', { name, exact: true }).click();
}
const typeWord = (page: Page, word: string) => type(page, ...[...word], 'Space');

test('type "app" on the English keyboard: "apple" is offered, and said into the output bar when chosen', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    // Locked, the root board has the keyboard's tile.
    await tile(page, 'keyboard').click();
    await type(page, 'a', 'p', 'p');
    await expect.poll(() => page.getByRole('status', { name: 'Word being typed' }).innerText()).toBe('app');
    await predictions(page).getByRole('button', { name: 'apple', exact: true }).click();
    await expect.poll(() => outputWords(page)).toEqual(['apple']);
    expect(await waitForSpoken(page, 'apple')).toMatchObject({ outcome: 'ended' });
  } finally {
    await context.close();
  }
});

test('after saying "I want juice" three times, "juice" is the first word offered after "want"; on a phone Keyboard is under More', async () => {
  const context = await newContext(browser, inject('baseURL'), PHONE);
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await unlock(page);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Keyboard' }).click();
    const clear = output(page).getByRole('button', { name: 'Clear' });
    for (let time = 0; time < 3; time += 1) {
      for (const word of ['i', 'want', 'juice']) await typeWord(page, word);
      await expect.poll(() => outputWords(page)).toEqual(['i', 'want', 'juice']);
      await clear.click();
      await expect.poll(() => outputWords(page)).toEqual([]);
    }
    await typeWord(page, 'want');
    await expect.poll(() => predictions(page).getByRole('button').first().getAttribute('aria-label')).toBe('juice');
  } finally {
    await context.close();
  }
});

test('the Arabic keyboard has Arabic letters and runs right to left', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await page.evaluate(() => localStorage.setItem('tessera.language', 'ar-SA'));
    await page.goto('/board/keyboard?speechLog');
    const arabic = keys(page, interfaceText('keyboard.keys', catalogueOf('ar-SA')));
    await arabic.getByRole('button', { name: 'ا', exact: true }).waitFor();
    expect(await arabic.evaluate((group) => getComputedStyle(group).direction)).toBe('rtl');
    // Right to left: the first letter of a row sits at its right end.
    const [first, second] = await Promise.all(['ا', 'ب'].map((name) => arabic.getByRole('button', { name, exact: true }).boundingBox()));
    expect(first!.x).toBeGreaterThan(second!.x);
    expect(first!.width).toBeGreaterThanOrEqual(44);
    expect(first!.height).toBeGreaterThanOrEqual(44);
  } finally {
    await context.close();
  }
});
