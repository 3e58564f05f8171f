import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiUser, logInToRoot } from './support/account';
import { DESKTOP, newContext, PHONE } from './support/browser';
import { unlock } from './support/editing';
import { ownAppAndBrowser } from './support/own-app';

// Issue 24: the navigation bar is one row at every width, what does not fit is under More, the lock never moves.
const own = ownAppAndBrowser();

const bar = (page: Page): Locator => page.getByRole('navigation', { name: 'Board navigation' });
const lockButton = (page: Page): Locator => page.getByRole('button', { name: /^(Unlock|Lock)$/ });

/** Every button and link of the bar: their tops and edges, and the page's width. */
const barGeometry = (page: Page) =>
  bar(page).evaluate((nav) => ({
    boxes: Array.from(nav.querySelectorAll('button, a')).map((element) => {
      const box = element.getBoundingClientRect();
      return { name: element.getAttribute('aria-label'), top: box.top, left: box.left, right: box.right, width: box.width };
    }),
    viewport: document.documentElement.clientWidth,
  }));

const expectOneRow = async (page: Page, width: number) => {
  const { boxes, viewport } = await barGeometry(page);
  expect(viewport, `${width} px`).toBe(width);
  const tops = boxes.map((box) => box.top);
  expect(Math.max(...tops) - Math.min(...tops), `tops at ${width} px: ${JSON.stringify(boxes)}`).toBeLessThanOrEqual(2);
  for (const box of boxes) {
    expect(box.left, `${box.name} at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${box.name} at ${width} px`).toBeLessThanOrEqual(viewport + 0.5);
    expect(box.width, `${box.name} at ${width} px`).toBeGreaterThanOrEqual(44);
  }
  return boxes.map((box) => box.name);
};

const position = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return box && { x: Math.round(box.x), y: Math.round(box.y) };
};

test('signed in, the bar is one row at 320, 390 and 768 px, locked and unlocked, with the lock in the same corner', { timeout: 240_000 }, async () => {
  const { app, browser } = own;
  const user = await apiUser(app, 'Bar');
  for (const [width, options] of [
    [320, PHONE],
    [390, PHONE],
    [768, DESKTOP],
  ] as const) {
    const context = await newContext(browser, app.url, { ...options, viewport: { width, height: 800 } });
    try {
      const page = await context.newPage();
      await logInToRoot(app, page, user.email);
      await expectOneRow(page, width);
      const locked = await position(lockButton(page));
      await unlock(page);
      const names = await expectOneRow(page, width);
      expect(await position(lockButton(page)), `lock at ${width} px`).toEqual(locked);
      expect(names.slice(-2)).toEqual(['Profile', 'Lock']);
      if (width === 768) {
        // A tablet's width holds every item: no More.
        expect(names).toEqual(expect.arrayContaining(['Help', 'Find a word', 'Keyboard', 'Analytics', 'Print', 'Fullscreen', 'Settings', 'Share board']));
        expect(names).not.toContain('More');
      } else {
        expect(names).toContain('More');
      }
    } finally {
      await context.close();
    }
  }
});

test('an item under More is a menuitem of the same name that works, by pointer and by keyboard', { timeout: 120_000 }, async () => {
  const { app, browser } = own;
  const user = await apiUser(app, 'More');
  const context = await newContext(browser, app.url, PHONE);
  try {
    const page = await context.newPage();
    await logInToRoot(app, page, user.email);
    await unlock(page);
    // Settings and Share board stay in the bar; the rest is under More.
    await bar(page).getByRole('link', { name: 'Settings' }).waitFor();
    await bar(page).getByRole('button', { name: 'Share board' }).waitFor();
    const more = bar(page).getByRole('button', { name: 'More' });
    await more.click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem').first().waitFor();
    const items = await menu.getByRole('menuitem').allInnerTexts();
    expect(items).toEqual(['Help', 'Find a word', 'Keyboard', 'Print', 'Analytics']);
    await menu.getByRole('menuitem', { name: 'Help' }).click();
    await page.waitForURL(`${app.url}/settings/help`);

    // By keyboard: Enter opens the menu with its first item focused, arrows move, Enter chooses; Esc closes it.
    await page.goBack();
    await page.getByRole('button', { name: 'Lock', exact: true }).waitFor();
    await bar(page).getByRole('button', { name: 'More' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Help');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('More');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Help');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Find a word');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keyboard');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Print');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: /Print/ }).waitFor();
  } finally {
    await context.close();
  }
});

test(
  "the communicator bar's buttons keep together on a narrow phone in Arabic: the featured boards' is never alone on a line",
  { timeout: 120_000 },
  async () => {
    const { app, browser } = own;
    for (const width of [320, 390]) {
      const context = await newContext(browser, app.url, { ...PHONE, viewport: { width, height: 800 } });
      try {
        await context.addInitScript(() => {
          localStorage.setItem('tessera.welcomeSeen', 'true');
          localStorage.setItem('tessera.language', 'ar-SA');
        });
        const page = await context.newPage();
        await page.goto('/');
        for (let press = 0; press < 4; press += 1) await page.getByRole('button', { name: 'فتح القفل', exact: true }).click();
        const buttons = page.getByRole('region', { name: 'المتواصل', exact: true }).locator('button[aria-haspopup]');
        await expect.poll(() => buttons.count(), { timeout: 10_000 }).toBe(3);
        const tops = await buttons.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
        expect(Math.max(...tops) - Math.min(...tops), `tops at ${width} px: ${tops.join(', ')}`).toBeLessThanOrEqual(8);
      } finally {
        await context.close();
      }
    }
  },
);
