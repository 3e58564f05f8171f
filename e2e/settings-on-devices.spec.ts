import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { apiUser, logInToRoot } from './support/account';
import { output, tile } from './support/board';
import { DESKTOP, newContext, PHONE } from './support/browser';
import { ownAppAndBrowser } from './support/own-app';
import {
  backgroundBrightness,
  chooseLanguage,
  columnsOnScreen,
  labelPlace,
  openSettings,
  pageDirection,
  saveSettingsScreen,
  spokenWith,
  voicePicker,
} from './support/settings';

// Each setting changed through its screen as a person does, and the board checked on this device, after a reload,
// and on a second device of the same account (issue 14's "Done when").

const own = ownAppAndBrowser();

/** What the board shows of the Display settings. */
async function boardLooks(page: Page) {
  await tile(page, 'quick chat').waitFor();
  return {
    label: await labelPlace(page, 'quick chat'),
    dark: (await backgroundBrightness(page)) < 40,
    columns: await columnsOnScreen(page),
    outputBar: await output(page).count(),
  };
}

test(
  'Display: labels hidden, the dark theme, Extra Large tiles and the output bar hidden — on the board, after a reload, and on a second device',
  { timeout: 240_000 },
  async () => {
    const { app, browser } = own;
    const user = await apiUser(app, 'Display');
    const phoneContext = await newContext(browser, app.url, PHONE);
    const laptopContext = await newContext(browser, app.url, DESKTOP);
    try {
      const phone = await phoneContext.newPage();
      await logInToRoot(app, phone, user.email);
      const laptop = await laptopContext.newPage();
      await logInToRoot(app, laptop, user.email);
      // Before: labels below the pictures, light, Standard tiles (spec 02 §9: 3 columns on a phone, 6 on a wide screen), the output bar.
      expect(await boardLooks(phone)).toEqual({ label: 'below', dark: false, columns: 3, outputBar: 1 });
      expect(await boardLooks(laptop)).toEqual({ label: 'below', dark: false, columns: 6, outputBar: 1 });

      await openSettings(phone);
      await saveSettingsScreen(phone, 'Display', async (screen) => {
        await screen.getByRole('radiogroup', { name: 'Label position' }).getByRole('radio', { name: 'Hidden' }).check();
        await screen.getByRole('switch', { name: 'Dark theme' }).check();
        await screen.getByRole('switch', { name: 'Hide output bar' }).check();
        await screen.getByRole('radiogroup', { name: 'UI size' }).getByRole('radio', { name: 'Extra Large' }).check();
      });
      // Spec 02 §9 columns for Extra Large: 1 on a phone (xxs), 3 on a wide screen (lg).
      const changed = { label: 'none', dark: true, outputBar: 0 };
      expect(await boardLooks(phone)).toEqual({ ...changed, columns: 1 });

      await phone.reload();
      expect(await boardLooks(phone)).toEqual({ ...changed, columns: 1 });

      // The second device follows without logging in again (a live update, or its next pull).
      await expect.poll(() => boardLooks(laptop), { timeout: 30_000 }).toEqual({ ...changed, columns: 3 });
      await laptop.reload();
      expect(await boardLooks(laptop)).toEqual({ ...changed, columns: 3 });
    } finally {
      await phoneContext.close();
      await laptopContext.close();
    }
  },
);

test(
  'Speech and Language: Español turns the interface and the voice Spanish, the rate goes to the voice, on both devices and after a reload',
  { timeout: 300_000 },
  async () => {
    const { app, browser } = own;
    const user = await apiUser(app, 'Spanish');
    const laptopContext = await newContext(browser, app.url, DESKTOP);
    const phoneContext = await newContext(browser, app.url, PHONE);
    try {
      const laptop = await laptopContext.newPage();
      await logInToRoot(app, laptop, user.email);
      const phone = await phoneContext.newPage();
      await logInToRoot(app, phone, user.email);

      await chooseLanguage(laptop, { settings: 'Settings', language: 'Language' }, 'Español Spanish', 'Save');
      await laptop.getByRole('heading', { name: 'Idioma' }).waitFor();
      await laptop.goto('/settings/speech?speechLog');
      await expect.poll(() => voicePicker(laptop, 'Voz').textContent()).toContain('Español');
      const rate = laptop.getByRole('slider', { name: 'Velocidad' });
      await rate.focus();
      await rate.press('ArrowRight');
      await rate.press('ArrowRight');
      await spokenWith(laptop, '¡Hola! Esta es mi voz.', { voice: 'espeak-ng:es-ES', rate: 1.5 });

      await laptop.reload();
      await expect.poll(() => voicePicker(laptop, 'Voz').textContent()).toContain('Español');
      expect(await laptop.getByRole('slider', { name: 'Velocidad' }).getAttribute('aria-valuenow')).toBe('1.5');
      expect(await pageDirection(laptop)).toEqual(['ltr', 'es-ES']);

      // The phone follows: its interface and its voice Spanish, a tile said with the chosen rate.
      await expect.poll(() => pageDirection(phone), { timeout: 30_000 }).toEqual(['ltr', 'es-ES']);
      await phone.goto('/?speechLog');
      // A folder first, then a word of it (folders are not said with folder vocalization off).
      await phone.locator('main [data-tile-id][data-folder]').first().click();
      const first = phone.locator('main [data-tile-id]:not([data-folder])').first();
      await first.waitFor();
      const word = (await first.getAttribute('aria-label')) ?? '';
      await first.click();
      await spokenWith(phone, word, { voice: 'espeak-ng:es-ES', rate: 1.5 });
    } finally {
      await laptopContext.close();
      await phoneContext.close();
    }
  },
);
