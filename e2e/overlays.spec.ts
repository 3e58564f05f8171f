import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startAsGuest, tile } from './support/board';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { toggleEdit, toolbar, unlock } from './support/editing';

// Issue 24 #9: nothing that floats for a moment (the lock's notice, a tooltip) covers a control the user may need.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const inside = (a: Box, b: Box) => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

type Seen = { lock: string; notice: Box; lockButton: Box; covered: string[] };

/**
 * Records, from inside the page, every time the lock's notice is drawn: the button it sits in, and which other
 * control of the bar or its title it overlaps (the notice lasts 2 s, shorter than a loaded machine takes to ask).
 */
const recordNotices = (page: Page) =>
  page.getByRole('navigation', { name: 'Board navigation' }).evaluate((bar) => {
    const seen: Seen[] = [];
    (window as unknown as { lockNoticesSeen: Seen[] }).lockNoticesSeen = seen;
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const hit = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    new MutationObserver(() => {
      const notice = bar.querySelector('[data-testid="lock-notice"]');
      const lock = notice?.closest('button');
      if (!notice || !lock) return;
      const covered = Array.from(bar.querySelectorAll('button, a[href], h1, h2'))
        .filter((element) => element !== lock && element.getBoundingClientRect().width > 0 && hit(box(notice), box(element)))
        .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? '');
      seen.push({ lock: lock.getAttribute('aria-label') ?? '', notice: box(notice), lockButton: box(lock), covered });
    }).observe(bar, { childList: true, subtree: true });
  });
const noticesSeen = (page: Page) => page.evaluate(() => (window as unknown as { lockNoticesSeen: Seen[] }).lockNoticesSeen);

test(
  'on a phone the lock\'s notice ("3 clicks to unlock", "Unlocked") shows inside the lock button, over no other control or the title',
  { timeout: 90_000 },
  async () => {
    const context = await newContext(browser, inject('baseURL'), PHONE);
    try {
      const page = await context.newPage();
      await startAsGuest(page);
      await recordNotices(page);
      await page.getByRole('button', { name: 'Unlock' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: '3 clicks to unlock' }).count()).toBe(1);
      // Pressed until it unlocks: the count may have started again while the first notice was measured.
      const lockButton = page.getByRole('button', { name: 'Lock', exact: true });
      for (let press = 0; press < 8 && (await lockButton.count()) === 0; press += 1) await page.getByRole('button', { name: 'Unlock' }).click();
      await lockButton.waitFor();
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Unlocked' }).count()).toBe(1);
      const seen = await noticesSeen(page);
      // Shown while locked (the presses left) and once unlocked, each time inside the lock button and over nothing else.
      expect(new Set(seen.map((notice) => notice.lock))).toEqual(new Set(['Unlock', 'Lock']));
      for (const notice of seen) {
        expect(inside(notice.notice, notice.lockButton)).toBe(true);
        expect(notice.covered).toEqual([]);
      }
    } finally {
      await context.close();
    }
  },
);

test('a button\'s tooltip closes when the button is pressed: "Edit selected" leaves no tooltip over the tile editor', { timeout: 90_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), DESKTOP);
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await unlock(page);
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
