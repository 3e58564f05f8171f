import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { output, outputWords, startAsGuest, tile, waitForSpoken } from './support/board';
import { launchBrowser, newContext, PHONE } from './support/browser';
import { lock, unlock } from './support/editing';
import { backToBoard, openSettings } from './support/settings';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A step is a note beside what it shows, not a dialog: the board stays in use, the focus where the user left it.
const step = (page: Page, title: string) => page.getByRole('note', { name: title });
const steps = (page: Page) => page.getByRole('note');
// An open dialog hides the page behind it from assistive technology, a step too: over a dialog, what counts is what is seen.
const stepsSeen = (page: Page) => page.getByRole('note', { includeHidden: true }).filter({ visible: true });
/** The page has had its idle time twice over: the unlocked board's deferred work (where the walkthrough starts) has run. */
const settled = async (page: Page) => {
  for (let round = 0; round < 2; round += 1) await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 5000 })));
};
const storedTours = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('tessera.tours') ?? '{}') as { boardTourEnabled?: boolean });

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
    await settled(page);
    expect(await steps(page).count()).toBe(0);

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
    // It never took the focus: the page keeps it until the user tabs into a step.
    expect(await step(page, 'Speak and Clear').evaluate((note) => note.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => steps(page).count()).toBe(0);
    await expect.poll(async () => (await storedTours(page)).boardTourEnabled).toBe(false);

    // Skipped stays skipped: after a reload and another unlock, no walkthrough.
    await page.reload();
    // The address kept the board on screen (quick chat) or the root: either way the board is back.
    await tile(page, 'hello').or(tile(page, 'quick chat')).first().waitFor();
    if ((await page.getByRole('button', { name: 'Unlock' }).count()) > 0) await unlock(page);
    await settled(page);
    expect(await steps(page).count()).toBe(0);

    // Reset all help tours brings it back.
    await openSettings(page);
    await page.getByRole('link', { name: 'Navigation & Buttons' }).click();
    await page.getByRole('button', { name: 'Reset all help tours' }).click();
    await page.getByRole('dialog', { name: 'Reset all help tours?' }).getByRole('button', { name: 'Reset' }).click();
    await backToBoard(page);
    await step(page, 'Tiles').waitFor({ timeout: 30_000 });
    await lock(page);
    await expect.poll(() => steps(page).count()).toBe(0); // locking puts it away
    expect(await output(page).count()).toBe(1);
  } finally {
    await context.close();
  }
});

const communicator = (page: Page) => page.getByRole('region', { name: 'Communicator' });

/** While the dialog is open no step shows (nor over it); closed, the walkthrough goes on at the step it was at. */
async function waitsFor(page: Page, dialog: Locator, close: () => Promise<void>, at: string) {
  await dialog.waitFor();
  await settled(page);
  expect(await stepsSeen(page).count()).toBe(0);
  await close();
  await dialog.waitFor({ state: 'detached' });
  await step(page, at).waitFor({ timeout: 30_000 });
}

test('the walkthrough waits while a dialog is open (Manage boards, Featured boards, Share and publish) and goes on at its step once it closes', { timeout: 180_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), PHONE, { boardTour: true });
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    // Manage boards opened at once after the first unlock, before the walkthrough's first step.
    await unlock(page);
    await communicator(page).getByRole('button', { name: 'Manage boards' }).click();
    const manage = page.getByRole('dialog', { name: 'Communicator' });
    await waitsFor(page, manage, () => page.keyboard.press('Escape'), 'Tiles');
    expect(await step(page, 'Tiles').getByText('Step 1 of 6').count()).toBe(1);

    // Featured boards, opened while a step shows: the step goes at once.
    await communicator(page).getByRole('button', { name: 'Featured boards' }).click();
    const featured = page.getByRole('dialog', { name: 'Featured boards' });
    await featured.waitFor();
    await expect.poll(() => stepsSeen(page).count()).toBe(0);
    await waitsFor(page, featured, () => page.keyboard.press('Escape'), 'Tiles');

    // Share board, where a board is published (a guest is asked to log in first).
    await page.getByRole('navigation', { name: 'Board navigation' }).getByRole('button', { name: 'Share board' }).click();
    await waitsFor(page, page.getByRole('dialog', { name: 'Share board' }), () => page.keyboard.press('Escape'), 'Tiles');
    // The walkthrough goes on from there.
    await step(page, 'Tiles').getByRole('button', { name: 'Next' }).click();
    expect(await step(page, 'Output bar').getByText('Step 2 of 6').count()).toBe(1);
  } finally {
    await context.close();
  }
});
