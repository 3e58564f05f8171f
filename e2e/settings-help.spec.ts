import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startAsGuest } from './support/board';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { unlock } from './support/editing';
import { settled } from './support/settled';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** True when the element's top is on screen (the page was scrolled to it). */
const onScreen = async (page: Page, element: Locator) => {
  const box = await element.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y < height;
};

const helpHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Help' });
const section = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test('Help opens from the navigation bar and from the settings menu; its contents and a URL hash go to a section', async () => {
  const context = await newContext(browser, inject('baseURL'), PHONE);
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await unlock(page);
    await page.getByRole('navigation', { name: 'Board navigation' }).getByRole('link', { name: 'Help' }).click();
    await helpHeading(page).waitFor();
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.waitFor();
    expect(await contents.getByRole('link').count()).toBe(10);

    // A link of the contents scrolls to its section, and the address names it.
    const offline = section(page, 'Using Tessera offline');
    expect(await onScreen(page, offline)).toBe(false);
    await contents.getByRole('link', { name: 'Using Tessera offline' }).click();
    await expect.poll(() => onScreen(page, offline)).toBe(true);
    expect(new URL(page.url()).hash).toBe('#offline');

    // An address with a hash opens the help at that section.
    await page.goto('/settings/help#lock');
    const lock = section(page, 'Locking and unlocking');
    await lock.waitFor();
    await expect.poll(() => onScreen(page, lock)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // From the settings menu: User help. This build names no backer page and no support address (VITE_DONATE_URL,
    // VITE_SUPPORT_EMAIL), so the Help group has no Donate or Feedback row.
    await page.goto('/settings');
    const helpGroup = page.getByRole('list', { name: 'Help' });
    await helpGroup.getByRole('link', { name: 'User help' }).waitFor();
    expect(await helpGroup.getByRole('link').allInnerTexts()).toEqual(['User help', 'About']);
    await helpGroup.getByRole('link', { name: 'User help' }).click();
    await helpHeading(page).waitFor();
    await section(page, 'First steps').waitFor();
  } finally {
    await context.close();
  }
});

test('Help in Spanish, and About with its resources and licences', async () => {
  const context = await newContext(browser, inject('baseURL'), DESKTOP);
  try {
    const page = await context.newPage();
    await page.goto('/settings/about');
    await page.getByRole('heading', { level: 1, name: 'About' }).waitFor();
    const licence = page.getByRole('region', { name: 'Licence' });
    expect(await licence.getByRole('link', { name: 'GPL-3.0-or-later' }).getAttribute('href')).toBe('https://www.gnu.org/licenses/gpl-3.0.html');
    expect(await licence.getByRole('link', { name: 'CC BY-SA 4.0' }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by-sa/4.0/');
    const resources = page.getByRole('region', { name: 'Resources' });
    for (const name of ['OpenMoji', 'eSpeak NG', 'SIL OFL 1.1']) await resources.getByRole('link', { name, exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Contributors' })
      .getByText(/Tessera contributors/)
      .waitFor();
    // This build names no source address (VITE_SOURCE_URL): About says the source code comes with the app, links to none.
    await licence.getByText(/source code comes with the app/).waitFor();
    expect(await page.getByRole('link', { name: 'Source code' }).count()).toBe(0);
    expect(await resources.getByRole('link', { name: 'Tessera', exact: true }).count()).toBe(0);
    await page.getByText(/^Version \d+\.\d+\.\d+/).waitFor();

    await page.evaluate(() => localStorage.setItem('tessera.language', 'es-ES'));
    await page.goto('/settings/help#output-bar');
    const outputBar = page.getByRole('heading', { level: 2, name: 'La barra de salida' });
    await outputBar.waitFor();
    await expect.poll(() => onScreen(page, outputBar)).toBe(true);
  } finally {
    await context.close();
  }
});

const tourStep = (page: Page, title: string) => page.getByRole('alertdialog', { name: title });
/** The picture the carousel shows now. */
const picture = (step: Locator) =>
  step
    .getByRole('group', { name: /examples$/i })
    .getByRole('img')
    .getAttribute('aria-label');

/** Time (ms) until the carousel's picture changes from `from`. */
async function nextPictureAfter(step: Locator, from: string | null): Promise<number> {
  const start = Date.now();
  await expect.poll(() => picture(step), { timeout: 8000, interval: 100 }).not.toBe(from);
  return Date.now() - start;
}

test('the settings tour runs through its steps; skipping hides it, and that stays after a reload', { timeout: 120_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), DESKTOP);
  try {
    const page = await context.newPage();
    await page.goto('/settings');
    const start = page.getByRole('button', { name: 'Guided tour' });
    await start.click();
    await tourStep(page, 'Welcome to Settings').waitFor();
    expect(await start.count()).toBe(0);

    const rows = ['Language', 'Speech', 'Export', 'Import', 'Display', 'Scanning', 'Navigation & Buttons'];
    await tourStep(page, 'Welcome to Settings').getByRole('button', { name: 'Next', exact: true }).click();
    for (const [index, title] of rows.entries()) {
      const step = tourStep(page, title);
      await step.waitFor();
      await page.mouse.move(0, 0); // a pointer over the pictures would hold them still
      expect(await step.getByText(`Step ${index + 2} of 8`).count()).toBe(1);
      // The step points at its row of the menu, which is on screen.
      await expect.poll(() => onScreen(page, page.locator('main').getByRole('link', { name: title, exact: true }))).toBe(true);
      if (title === 'Display') {
        const first = await picture(step);
        const waited = await nextPictureAfter(step, first);
        expect(waited).toBeGreaterThan(2500);
        expect(waited).toBeLessThan(5500);
      }
      if (title === 'Navigation & Buttons') {
        // It moves on every 2.5 s: time one full change.
        await nextPictureAfter(step, await picture(step));
        const waited = await nextPictureAfter(step, await picture(step));
        expect(waited).toBeGreaterThan(1800);
        expect(waited).toBeLessThan(3500);
      }
      if (index === rows.length - 1) break;
      await step.getByRole('button', { name: 'Next', exact: true }).click();
    }

    // Still running after a reload (the flag is kept), then skipped: gone, and still gone after a reload.
    await page.reload();
    const welcome = tourStep(page, 'Welcome to Settings');
    await welcome.waitFor();
    await welcome.getByRole('button', { name: 'Skip' }).click();
    await start.waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.reload();
    await start.waitFor();
    await settled(page);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tessera.tours') ?? '{}').settingsTourEnabled)).toBe(false);

    // Escape skips too.
    await start.click();
    await tourStep(page, 'Welcome to Settings').waitFor();
    await page.keyboard.press('Escape');
    await start.waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  } finally {
    await context.close();
  }
});
