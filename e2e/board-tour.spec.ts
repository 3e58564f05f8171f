import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { output, outputWords, startAsGuest, tile, waitForSpoken } from './support/board';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { lock, unlock } from './support/editing';
import { backToBoard, openSettings } from './support/settings';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SHOTS = '/work/main/.scratch/shots/settings14';
const step = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** The label of a tile the walkthrough's step does not cover. */
async function tileOutside(page: Page, dialog: Locator): Promise<string> {
  const covered = await dialog.boundingBox();
  if (!covered) throw new Error('no step on screen');
  for (const button of await page.getByRole('main', { name: 'Tiles' }).getByRole('button').all()) {
    const box = await button.boundingBox();
    const apart = !box || box.y + box.height <= covered.y || box.y >= covered.y + covered.height || box.x + box.width <= covered.x || box.x >= covered.x + covered.width;
    const label = await button.getAttribute('aria-label');
    if (box && apart && label) return label;
  }
  throw new Error('every tile is under the step');
}

test('the board walkthrough: never on the locked board, shown at the first unlock with the tiles still usable, gone once skipped, back after "Reset all help tours"', { timeout: 180_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), PHONE, { boardTour: true });
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    // A person who just wants to talk: the locked board, taps said at once, no walkthrough.
    await tile(page, 'quick chat').click();
    await tile(page, 'hello').click();
    expect(await waitForSpoken(page, 'hello')).toMatchObject({ outcome: 'ended' });
    await page.waitForTimeout(2000);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The first unlock: the walkthrough starts with the tiles, and a tile still answers a tap.
    await unlock(page);
    const tiles = step(page, 'Tiles');
    await tiles.waitFor({ timeout: 30_000 });
    expect(await tiles.getByText('Step 1 of 6').count()).toBe(1);
    // The step covers a part of the board beside the tile it points at; every tile outside it answers a tap.
    const free = await tileOutside(page, tiles);
    await tile(page, free).click();
    await expect.poll(() => outputWords(page)).toEqual(['hello', free]);
    await tiles.getByRole('button', { name: 'Next' }).click();
    await step(page, 'Output bar').waitFor();
    await step(page, 'Output bar').getByRole('button', { name: 'Next' }).click();
    await step(page, 'Speak and Clear').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // Skipped stays skipped: after a reload and another unlock, no walkthrough.
    await page.reload();
    // The address kept the board on screen (quick chat) or the root: either way the board is back.
    await tile(page, 'hello').or(tile(page, 'quick chat')).first().waitFor();
    if ((await page.getByRole('button', { name: 'Unlock' }).count()) > 0) await unlock(page);
    await page.waitForTimeout(3000);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Reset all help tours brings it back.
    await openSettings(page);
    await page.getByRole('link', { name: 'Navigation & Buttons' }).click();
    await page.getByRole('button', { name: 'Reset all help tours' }).click();
    await page.getByRole('dialog', { name: 'Reset all help tours?' }).getByRole('button', { name: 'Reset' }).click();
    await backToBoard(page);
    await step(page, 'Tiles').waitFor({ timeout: 30_000 });
    await lock(page);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0); // locking puts it away
    expect(await output(page).count()).toBe(1);
  } finally {
    await context.close();
  }
});

// Screenshots of each step, looked at by hand (phone and desktop, light and dark, Arabic).
const looks: [string, BrowserContextOptions, { dark?: boolean; arabic?: boolean }][] = [
  ['phone-light', PHONE, {}],
  ['desktop-dark', { ...DESKTOP, colorScheme: 'dark' }, { dark: true }],
  ['phone-arabic-dark', { ...PHONE, colorScheme: 'dark' }, { dark: true, arabic: true }],
  ['desktop-light', DESKTOP, {}],
];
test('the walkthrough\'s steps, in light and dark, left to right and right to left', { timeout: 240_000 }, async () => {
  for (const [name, options, { arabic }] of looks) {
    const context = await newContext(browser, inject('baseURL'), options, { boardTour: true });
    try {
      const page = await context.newPage();
      if (arabic) await page.addInitScript(() => localStorage.getItem('tessera.language') ?? localStorage.setItem('tessera.language', 'ar-SA'));
      await page.goto('/');
      await page.getByRole('button', { name: arabic ? 'ابدأ كضيف' : 'Start as guest' }).click();
      await page.getByRole('main').getByRole('button').first().waitFor();
      const unlockButton = page.getByRole('button', { name: arabic ? 'فتح القفل' : 'Unlock' });
      await tile(page, arabic ? 'دردشة سريعة' : 'quick chat').waitFor().catch(() => undefined); // the app, not the first paint's cover
      for (let press = 0; press < 4; press += 1) await unlockButton.click();
      await page.getByRole('button', { name: arabic ? 'قفل' : 'Lock', exact: true }).waitFor();
      const dialog = page.getByRole('dialog');
      for (let index = 0; index < 6; index += 1) {
        await dialog.getByText(arabic ? /٦|6/ : `Step ${index + 1} of 6`).first().waitFor({ timeout: 30_000 });
        await page.waitForTimeout(400);
        if (index === 0 || index === 3 || index === 5) await page.screenshot({ path: `${SHOTS}/board-tour-${name}-${index + 1}.png` });
        if (index < 5) await dialog.getByRole('button').last().click();
      }
    } finally {
      await context.close();
    }
  }
});
