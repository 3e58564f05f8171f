import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { output, outputWords, startAsGuest, tile, waitForSpoken } from './support/board';
import { launchBrowser, newContext } from './support/browser';

// Issue 31, phrase history: what Speak said is kept; Recent phrases puts it back in the bar and says it again.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const recent = (page: Page) => page.getByRole('dialog', { name: 'Recent phrases' });
const listed = (page: Page) => recent(page).getByRole('list', { name: 'Recent phrases' }).getByRole('listitem').allInnerTexts();
/** How many utterances of `text` the speech log has finished. */
const timesSpoken = (page: Page, text: string) =>
  page.evaluate((wanted) => (window.__tesseraSpeechLog ?? []).filter((entry) => entry.text === wanted && entry.outcome !== undefined).length, text);

async function say(page: Page, words: string[]): Promise<void> {
  for (const word of words) await tile(page, word).click();
  await expect.poll(() => outputWords(page)).toEqual(words);
  await output(page).getByRole('button', { name: 'Speak' }).click();
  expect(await waitForSpoken(page, words.join(' '))).toMatchObject({ outcome: 'ended' });
  await output(page).getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => outputWords(page)).toEqual([]);
}

test('a phrase spoken comes back from Recent phrases, with its pictures, and is said again; a favourite is pinned; search; clear', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await tile(page, 'quick chat').click();
    await say(page, ['hello', 'please']);
    await say(page, ['yes', 'please']);

    // Kept on the device: after a reload the list is there, newest first.
    await page.reload();
    await tile(page, 'hello').waitFor();
    const button = output(page).getByRole('button', { name: 'Recent phrases' });
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    // By keyboard: focused and opened with Enter.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => listed(page)).toEqual(['yes please', 'hello please']);

    // The speech log is the tab's: what it held before the reload is not counted.
    const before = await timesSpoken(page, 'hello please');
    await recent(page).getByRole('button', { name: 'hello please', exact: true }).click();
    await recent(page).waitFor({ state: 'detached' });
    await expect.poll(() => outputWords(page)).toEqual(['hello', 'please']);
    expect(await output(page).locator('img').count()).toBeGreaterThan(0);
    await expect.poll(() => timesSpoken(page, 'hello please'), { timeout: 30_000 }).toBe(before + 1);

    // Said again, it is the newest; the star pins an older one above it.
    await button.click();
    await expect.poll(() => listed(page)).toEqual(['hello please', 'yes please']);
    const star = recent(page).getByRole('button', { name: 'Favourite: yes please' });
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => listed(page)).toEqual(['yes please', 'hello please']);

    const search = recent(page).getByRole('searchbox', { name: 'Search phrases' });
    await search.fill('HEL');
    await expect.poll(() => listed(page)).toEqual(['hello please']);
    await search.fill('');

    // Clear history, once confirmed: the favourite stays.
    await recent(page).getByRole('button', { name: 'Clear history' }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear the phrase history?' });
    await confirm.getByRole('button', { name: 'Clear history' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => listed(page)).toEqual(['yes please']);
  } finally {
    await context.close();
  }
});
