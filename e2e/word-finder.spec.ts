import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { boardTitle, outputWords, startAsGuest, tile, waitForSpoken } from './support/board';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { unlock } from './support/editing';

// Issue 31: the word finder — every tile's words with the way to it from Home; "Show me" marks the path, board by board.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const finder = (page: Page) => page.getByRole('dialog', { name: 'Find a word' });

/** Opens the word finder from the navigation bar (under More when the bar has no room) and searches for `word`. */
async function findWord(page: Page, word: string): Promise<void> {
  const button = page.getByRole('navigation', { name: 'Board navigation' }).getByRole('button', { name: 'Find a word' });
  if ((await button.count()) > 0) await button.click();
  else {
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Find a word' }).click();
  }
  await finder(page).getByRole('searchbox', { name: 'Word' }).fill(word);
}

const guidedTile = (page: Page) => page.locator('#root [data-guided]');
const guideText = (page: Page) => page.locator('[data-word-guide] [role="status"]').innerText();

test('search "banana", Show me: the marked tiles are followed board by board to the word (Back on the way marks its tile again), which is said; then nothing is marked', async () => {
  for (const options of [DESKTOP, PHONE]) {
    const context = await newContext(browser, inject('baseURL'), options);
    try {
      const page = await context.newPage();
      await startAsGuest(page);
      await unlock(page);
      await findWord(page, 'banana');
      const result = finder(page).getByRole('listitem').filter({ hasText: 'banana' });
      await expect.poll(() => result.count()).toBe(1);
      await expect(result.innerText()).resolves.toContain('Home › Fruit');
      await finder(page).getByRole('button', { name: 'Show me: banana' }).click();
      await finder(page).waitFor({ state: 'detached' });

      // On Home, the folder to press is marked, and the guide says which.
      await boardTitle(page, 'Home').waitFor();
      await expect.poll(() => guidedTile(page).getAttribute('aria-label')).toBe('fruit');
      await expect.poll(() => guideText(page)).toMatch(/press “fruit”/);
      await guidedTile(page).click();
      await boardTitle(page, 'Fruit').waitFor();
      await expect.poll(() => guidedTile(page).getAttribute('aria-label')).toBe('banana');
      await expect.poll(() => guideText(page)).toMatch(/here it is: press “banana”/);
      // The browser's Back to a board of the way marks its tile again; the way goes on from there.
      await page.goBack();
      await boardTitle(page, 'Home').waitFor();
      await expect.poll(() => guidedTile(page).getAttribute('aria-label')).toBe('fruit');
      await guidedTile(page).click();
      await boardTitle(page, 'Fruit').waitFor();
      await expect.poll(() => guidedTile(page).getAttribute('aria-label')).toBe('banana');
      await tile(page, 'banana').click();
      await expect.poll(() => outputWords(page)).toEqual(['banana']);
      expect(await waitForSpoken(page, 'banana')).toMatchObject({ outcome: 'ended' });
      // Reached: the guide is over.
      await expect.poll(() => guidedTile(page).count()).toBe(0);
      await expect.poll(() => page.locator('[data-word-guide]').count()).toBe(0);
    } finally {
      await context.close();
    }
  }
});

test('"Say it" adds the word and says it at once; Stop ends a guide; a word no tile says is said so', async () => {
  const context = await newContext(browser, inject('baseURL'), DESKTOP);
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await unlock(page);
    await findWord(page, 'zzqx');
    await expect.poll(() => finder(page).getByRole('status').innerText()).toBe('No tile says this word.');

    await finder(page).getByRole('searchbox', { name: 'Word' }).fill('banana');
    await finder(page).getByRole('button', { name: 'Say it: banana' }).click();
    await expect.poll(() => outputWords(page)).toEqual(['banana']);
    expect(await waitForSpoken(page, 'banana')).toMatchObject({ outcome: 'ended' });

    await findWord(page, 'banana');
    await finder(page).getByRole('button', { name: 'Show me: banana' }).click();
    await expect.poll(() => guidedTile(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect.poll(() => guidedTile(page).count()).toBe(0);
    await expect.poll(() => page.locator('[data-word-guide]').count()).toBe(0);
  } finally {
    await context.close();
  }
});
