import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startAsGuest, tile } from './support/board';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { toggleEdit, toolbar } from './support/editing';

// Issue 24 #9: nothing that floats for a moment (the lock's notice, a tooltip) covers a control the user may need.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, b: Box) => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

/** The lock's notice lies within the lock button and over no other control of the bar, nor its title. */
async function noticeCoversNothing(page: Page, lockName: string) {
  const nav = page.getByRole('navigation', { name: 'Board navigation' });
  const notice = await page.getByTestId('lock-notice').boundingBox();
  const lockButton = await nav.getByRole('button', { name: lockName, exact: true }).boundingBox();
  if (!notice || !lockButton) throw new Error('no notice or no lock on screen');
  expect(inside(notice, lockButton)).toBe(true);
  const others: Locator[] = [...(await nav.getByRole('button').all()), ...(await nav.getByRole('link').all()), ...(await nav.getByRole('heading').all())];
  const covered: string[] = [];
  for (const other of others) {
    const name = (await other.getAttribute('aria-label')) ?? (await other.innerText());
    const box = await other.boundingBox();
    if (name !== lockName && box && overlap(notice, box)) covered.push(name);
  }
  expect(covered).toEqual([]);
}

test('on a phone the lock\'s notice ("3 clicks to unlock", "Unlocked") shows inside the lock button, over no other control or the title', { timeout: 90_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), PHONE);
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByTestId('lock-notice').waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: '3 clicks to unlock' }).count()).toBe(1);
    await noticeCoversNothing(page, 'Unlock');
    for (let press = 0; press < 3; press += 1) await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('button', { name: 'Lock', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Unlocked' }).count()).toBe(1);
    await page.getByTestId('lock-notice').waitFor();
    await noticeCoversNothing(page, 'Lock');
  } finally {
    await context.close();
  }
});

test('a button\'s tooltip closes when the button is pressed: "Edit selected" leaves no tooltip over the tile editor', { timeout: 90_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), DESKTOP);
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    for (let press = 0; press < 4; press += 1) await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('button', { name: 'Lock', exact: true }).waitFor();
    await toggleEdit(page);
    await tile(page, 'food').click();
    const editSelected = toolbar(page).getByRole('button', { name: 'Edit selected' });
    await editSelected.hover();
    await page.getByRole('tooltip', { name: 'Edit selected' }).waitFor();
    await editSelected.click();
    const editor = page.getByRole('dialog', { name: 'Edit Tile' });
    await editor.waitFor();
    // The open dialog hides the rest of the page from assistive technology, the tooltip with it: what counts is
    // whether it is seen, over the editor and then over its Edit image dialog.
    const tooltipsSeen = () => page.getByRole('tooltip', { includeHidden: true }).filter({ visible: true }).count();
    await expect.poll(tooltipsSeen).toBe(0);
    await editor.getByRole('button', { name: 'Edit image' }).click();
    await page.getByRole('dialog', { name: 'Edit image' }).waitFor();
    await expect.poll(tooltipsSeen).toBe(0);
  } finally {
    await context.close();
  }
});
