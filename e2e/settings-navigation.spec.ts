import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { output, outputWords, startAsGuest, tile, tileArea, waitForSpoken } from './support/board';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { openSettings, saveSettingsScreen } from './support/settings';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function saveNavigation(page: Page, choose: (page: Page) => Promise<void>) {
  await openSettings(page);
  await saveSettingsScreen(page, 'Navigation & Buttons', choose);
}

const bigBack = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });
const box = async (page: Page, which: 'back' | 'tiles') => {
  const found = await (which === 'back' ? bigBack(page) : tileArea(page)).boundingBox();
  if (!found) throw new Error(`no ${which} on screen`);
  return found;
};
/** Every text the app has said or played in this tab so far. */
const said = (page: Page) => page.evaluate(() => (window.__tesseraSpeechLog ?? []).map((entry) => entry.text));

test(
  'Navigation & Buttons: a big Back in folders, folder names said, taps still said with autoplay (recorded sounds) off, an x per symbol',
  { timeout: 180_000 },
  async () => {
    const context = await newContext(browser, inject('baseURL'), DESKTOP);
    try {
      const page = await context.newPage();
      await startAsGuest(page);
      await saveNavigation(page, async (screen) => {
        await screen.getByRole('switch', { name: 'Context-aware back button' }).check();
        await screen.getByRole('switch', { name: 'Remove symbols from output bar' }).check();
        await screen.getByRole('switch', { name: 'Folder vocalization' }).check();
        expect(await screen.getByRole('switch', { name: 'Autoplay (sound on touch)' }).isChecked()).toBe(false);
        expect(await screen.getByRole('switch', { name: 'Quick settings unlock' }).isDisabled()).toBe(true);
      });
      expect(await bigBack(page).count()).toBe(0); // nothing to go back to on the root board

      // Folder vocalization: opening a folder says its name; the big Back shows beside the tiles, on their left.
      await tile(page, 'quick chat').click();
      await tile(page, 'hello').waitFor();
      expect(await waitForSpoken(page, 'quick chat')).toMatchObject({ outcome: 'ended' });
      const back = await box(page, 'back');
      expect(back.x + back.width).toBeLessThanOrEqual((await box(page, 'tiles')).x);
      expect(back.width).toBeGreaterThanOrEqual(64);

      // Autoplay (sound on touch) off, the default: a tile is still said as it is touched (spec 01 §4), and joins the
      // sentence, which Speak says whole.
      await tile(page, 'hello').click();
      await expect.poll(() => said(page), { timeout: 30_000 }).toEqual(['quick chat', 'hello']);
      await tile(page, 'thank you').click();
      await expect.poll(() => outputWords(page)).toEqual(['hello', 'thank you']);
      await expect.poll(() => said(page), { timeout: 30_000 }).toEqual(['quick chat', 'hello', 'thank you']);
      await output(page).getByRole('button', { name: 'Speak' }).click();
      await expect.poll(() => said(page), { timeout: 30_000 }).toContainEqual(expect.stringContaining('hello thank you'));

      // The x on a symbol removes that symbol only.
      await output(page).getByRole('button', { name: 'Remove hello' }).click();
      await expect.poll(() => outputWords(page)).toEqual(['thank you']);

      await bigBack(page).click();
      await tile(page, 'quick chat').waitFor();
      expect(await bigBack(page).count()).toBe(0);

      // Kept after a reload.
      await page.reload();
      await tile(page, 'quick chat').click();
      await bigBack(page).waitFor();
      expect(
        await output(page)
          .getByRole('button', { name: /^Remove / })
          .count(),
      ).toBe(0); // an empty sentence after the reload
      await tile(page, 'hello').click();
      await output(page).getByRole('button', { name: 'Remove hello' }).waitFor();
    } finally {
      await context.close();
    }
  },
);

test('Navigation & Buttons: "On top" puts the big Back above the tiles on a phone', { timeout: 120_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), PHONE);
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await saveNavigation(page, async (screen) => {
      const style = screen.getByRole('combobox', { name: 'Navigation buttons style' });
      expect(await style.getAttribute('aria-disabled')).toBe('true'); // enabled only with the back or big scroll buttons
      await screen.getByRole('switch', { name: 'Context-aware back button' }).check();
      await style.click();
      await screen.getByRole('listbox', { name: 'Navigation buttons style' }).getByRole('option', { name: 'On top' }).click();
    });
    await tile(page, 'quick chat').click();
    await tile(page, 'hello').waitFor();
    const back = await box(page, 'back');
    const tiles = await box(page, 'tiles');
    expect(back.y + back.height).toBeLessThanOrEqual(tiles.y);
    expect(back.height).toBeGreaterThanOrEqual(64);
    await bigBack(page).click();
    await tile(page, 'quick chat').waitFor();
  } finally {
    await context.close();
  }
});
