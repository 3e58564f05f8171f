import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { startAsGuest, tileArea } from './support/board';
import { toggleEdit, toolbar, unlock as unlockBoard } from './support/editing';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Keeps every notice the app announces (its live regions), in order, so quick presses miss none. */
const recordNotices = (page: Page) =>
  page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { __notices: string[] }).__notices = heard;
    const regions = document.querySelectorAll('[role="status"], [role="alert"]');
    const observer = new MutationObserver(() => {
      for (const region of Array.from(regions)) {
        const text = region.textContent?.trim();
        if (text && heard.at(-1) !== text) heard.push(text);
      }
    });
    regions.forEach((region) => observer.observe(region, { childList: true, subtree: true, characterData: true }));
  });

const notices = (page: Page) => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices);

test('the board starts locked; four quick presses of Unlock unlock it, counting down; Lock locks it again', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    const unlock = page.getByRole('button', { name: 'Unlock' });
    const lock = page.getByRole('button', { name: 'Lock', exact: true });
    const settings = page.getByRole('link', { name: 'Settings' }).or(page.getByRole('button', { name: 'Settings' }));
    await unlock.waitFor();
    expect(await settings.count()).toBe(0); // nothing that edits or configures while locked

    // Four presses within the 2 s the count lasts: real mouse presses on the same spot, without waiting between.
    await recordNotices(page);
    const box = await unlock.boundingBox();
    if (!box) throw new Error('the Unlock button is not on screen');
    for (let press = 0; press < 4; press++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

    await lock.waitFor();
    await settings.first().waitFor();
    // Other notices (an early one about being offline) have regions of their own and do not stand in the way.
    const lockNotices = async () => (await notices(page)).filter((text) => /unlock/i.test(text));
    await expect.poll(lockNotices, { timeout: 10_000 }).toEqual(['3 clicks to unlock', '2 clicks to unlock', '1 click to unlock', 'Unlocked']);

    // Presses in the first second after unlocking are ignored, so a person presses Lock until it takes.
    await expect
      .poll(
        async () => {
          if (await lock.isVisible()) await lock.click();
          return unlock.isVisible();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    expect(await settings.count()).toBe(0);
  } finally {
    await context.close();
  }
});

test('a single press only counts down: the board stays locked', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    const unlock = page.getByRole('button', { name: 'Unlock' });
    await unlock.click();
    await page.getByRole('status').getByText('3 clicks to unlock').waitFor();
    expect(await unlock.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Lock', exact: true }).count()).toBe(0);
  } finally {
    await context.close();
  }
});

test('the Unlocked notice covers no tile and holds back no other notice: a deletion’s Undo shows at once', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await unlockBoard(page);
    // Said to screen readers, and shown inside the lock button (overlays.spec.ts measures that it covers no control).
    await page.getByRole('status').getByText('Unlocked', { exact: true }).waitFor();
    const shown = page.getByRole('navigation', { name: 'Board navigation' }).getByTestId('lock-notice');
    await shown.waitFor();
    const notice = await shown.boundingBox();
    const tiles = await tileArea(page).boundingBox();
    if (!notice || !tiles) throw new Error('the notice or the tiles are not on screen');
    expect(notice.y + notice.height).toBeLessThanOrEqual(tiles.y);

    // It is not a queued notice: nothing waits behind it.
    expect(await page.locator('.MuiSnackbar-root').getByText('Unlocked').count()).toBe(0);

    await toggleEdit(page);
    await tileArea(page).getByRole('button').first().click();
    await toolbar(page).getByRole('button', { name: 'Delete' }).click();
    const snackbar = page.locator('.MuiSnackbar-root');
    await snackbar.getByRole('button', { name: 'Undo' }).waitFor({ timeout: 4000 });
    expect(await snackbar.textContent()).toContain('1 tile deleted');
  } finally {
    await context.close();
  }
});
