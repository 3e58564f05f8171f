import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { startAsGuest } from './support/board';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { toolbar, unlock } from './support/editing';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The width of the whole field (its outline) a control sits in. */
const fieldWidth = (control: Locator) => control.evaluate((element) => element.closest('.MuiFormControl-root')?.getBoundingClientRect().width ?? 0);

// Issue 24: the tile editor's colour-scheme field is as wide as the fields above it, on a phone and a desktop.
test('the colour-scheme field is as wide as the Label field above it', async () => {
  for (const options of [PHONE, DESKTOP]) {
    const context = await newContext(browser, inject('baseURL'), options);
    try {
      const page = await context.newPage();
      await startAsGuest(page);
      await unlock(page);
      await toolbar(page).getByRole('button', { name: 'Add Tile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create tile' });
      const label = await fieldWidth(dialog.getByRole('textbox', { name: 'Label' }));
      const scheme = await fieldWidth(dialog.getByRole('combobox', { name: 'Color scheme' }));
      expect(label).toBeGreaterThan(200);
      expect(Math.abs(scheme - label), `colour scheme ${scheme} px, label ${label} px`).toBeLessThanOrEqual(1);
    } finally {
      await context.close();
    }
  }
});
