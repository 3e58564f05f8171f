import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { boardTitle, startAsGuest, tile } from './support/board';
import { settled } from './support/settled';

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

test('Back through three boards and out: the browser’s Back steps back board by board, then leaves the app', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await tile(page, 'food').click();
    await boardTitle(page, 'Food').waitFor();
    await tile(page, 'fruit').click();
    await boardTitle(page, 'Fruit').waitFor();
    // The address follows the board a frame later; Back must not be pressed before the entry exists.
    await page.waitForURL(/\/board\/fruit$/);

    await page.goBack();
    await boardTitle(page, 'Food').waitFor();
    expect(page.url()).toMatch(/\/board\/food$/);
    await tile(page, 'fruit').waitFor();
    await page.goBack();
    await boardTitle(page, 'Home').waitFor();
    await tile(page, 'food').waitFor();
    expect(await page.getByRole('button', { name: 'Go back' }).isDisabled()).toBe(true);

    // The page the app was opened from (a new tab's blank page).
    await page.goBack();
    await page.waitForURL('about:blank');
  } finally {
    await context.close();
  }
});

test('Go back in the app, then the browser’s Back: one board further back, never where Go back left', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await tile(page, 'food').click();
    await page.waitForURL(/\/board\/food$/);
    await tile(page, 'fruit').click();
    await page.waitForURL(/\/board\/fruit$/);

    await page.getByRole('button', { name: 'Go back' }).click();
    await boardTitle(page, 'Food').waitFor();
    await page.waitForURL(/\/board\/food$/);
    await page.goBack();
    await boardTitle(page, 'Home').waitFor();
    await settled(page);
    expect(await boardTitle(page, 'Home').isVisible()).toBe(true);
  } finally {
    await context.close();
  }
});

test('a board opened from a bookmark: Back goes to the root board first, as Go back does, then leaves', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await page.goto('/board/fruit');
    await boardTitle(page, 'Fruit').waitFor();
    // The app writes the root board beneath the bookmarked one once the board is drawn (use-board-route.ts); a
    // person's Back comes after that, Playwright's could come in the same frame.
    await settled(page);
    await page.goBack();
    await boardTitle(page, 'Home').waitFor();
    expect(new URL(page.url()).pathname).toBe('/board/root');
  } finally {
    await context.close();
  }
});
