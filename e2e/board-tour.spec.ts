import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { output, outputWords, startAsGuest, tile, tileArea, waitForSpoken } from './support/board';
import { catalogueOf, ENGLISH, interfaceText, type Catalogue } from './support/catalogues';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { lock, unlock } from './support/editing';
import { backToBoard, chooseLanguage, openSettings, pageDirection } from './support/settings';

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
    const apart =
      !box || box.y + box.height <= covered.y || box.y >= covered.y + covered.height || box.x + box.width <= covered.x || box.x >= covered.x + covered.width;
    const label = await button.getAttribute('aria-label');
    if (box && apart && label) return label;
  }
  throw new Error('every tile is under the step');
}

test(
  'the board walkthrough: never on the locked board, shown at the first unlock with the tiles still usable, gone once skipped, back after "Reset all help tours"',
  { timeout: 180_000 },
  async () => {
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
  },
);

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

test(
  'the walkthrough waits while a dialog is open (Manage boards, Featured boards, Share and publish) and goes on at its step once it closes',
  { timeout: 180_000 },
  async () => {
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
  },
);

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// The walkthrough and the board in the language shown (English, or Arabic laid out right to left).
type Shown = { page: Page; catalogue: Catalogue; text: (id: string) => string };
const named = ({ page, text }: Shown, role: 'navigation' | 'region', id: string) => page.getByRole(role, { name: text(id), exact: true });

/** The bars above the tiles, whose every control a user may want while a step shows: the output bar, the navigation bar, the communicator's and the edit toolbar. */
const bars = (shown: Shown) => [
  named(shown, 'region', 'board.output.label'),
  named(shown, 'navigation', 'navigation.bar.label'),
  named(shown, 'region', 'communicator.toolbar.label'),
  named(shown, 'region', 'editToolbar.label'),
];

/** Each step of the walkthrough, in its order: its title's message and what it points at. */
const TOUR: [title: string, target: (shown: Shown) => Locator][] = [
  ['boardTour.tiles.title', (shown) => tileArea(shown.page, shown.catalogue).getByRole('button').first()], // the board's first tile
  ['boardTour.output.title', (shown) => named(shown, 'region', 'board.output.label')],
  ['boardTour.speak.title', (shown) => named(shown, 'region', 'board.output.label').getByRole('button', { name: shown.text('outputBar.speak'), exact: true })],
  ['boardTour.edit.title', (shown) => named(shown, 'region', 'editToolbar.label').getByRole('button', { name: shown.text('editToolbar.edit'), exact: true })],
  [
    'boardTour.settings.title',
    (shown) => named(shown, 'navigation', 'navigation.bar.label').getByRole('link', { name: shown.text('navigation.settings'), exact: true }),
  ],
  [
    'boardTour.lock.title',
    (shown) => named(shown, 'navigation', 'navigation.bar.label').getByRole('button', { name: shown.text('navigation.lock'), exact: true }),
  ],
];

/** What the step on screen covers that it must not: a control of the bars (by its name), what it points at, or the space outside the window. */
async function coveredBy(shown: Shown, note: Locator, target: Locator): Promise<string[]> {
  const box = await note.boundingBox();
  if (!box) throw new Error('no step on screen');
  const covered: string[] = [];
  for (const bar of bars(shown)) {
    for (const control of await bar.getByRole('button').or(bar.getByRole('link')).all()) {
      const at = await control.boundingBox();
      if (at && overlap(box, at)) covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
    }
  }
  const pointedAt = await target.boundingBox();
  if (!pointedAt) throw new Error('the step points at nothing on screen');
  if (overlap(box, pointedAt)) covered.push('its own target');
  const { width, height } = shown.page.viewportSize() ?? { width: 0, height: 0 };
  if (box.x < 0 || box.y < 0 || box.x + box.width > width || box.y + box.height > height) covered.push('beyond the window');
  return covered;
}

/** Waits until the step stays where it is (it is placed once its size is known, and again as the page settles). */
async function stillAt(note: Locator): Promise<void> {
  let before = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await note.boundingBox());
      const same = now === before;
      before = now;
      return same;
    })
    .toBe(true);
}

/** The interface in Arabic (right to left), chosen on the Language screen, and back on the board. */
async function inArabic(page: Page): Promise<Catalogue> {
  await chooseLanguage(page, { settings: 'Settings', language: 'Language' }, 'العربية Arabic', 'Save');
  await expect.poll(() => pageDirection(page)).toEqual(['rtl', 'ar-SA']);
  await page.goto('/?speechLog');
  return catalogueOf('ar-SA');
}

const SIZES: [string, BrowserContextOptions, arabic: boolean][] = [
  ['a phone (390×844, touch)', PHONE, false],
  ['a laptop (1366×768)', DESKTOP, false],
  ['a phone in Arabic (right to left)', PHONE, true],
];
for (const [size, options, arabic] of SIZES) {
  test(
    `on ${size}, every step of the walkthrough shows beside what it points at, over no control of the bars above the tiles nor its own target, inside the window`,
    { timeout: 120_000 },
    async () => {
      const context = await newContext(browser, inject('baseURL'), options, { boardTour: true });
      try {
        const page = await context.newPage();
        await startAsGuest(page);
        const catalogue = arabic ? await inArabic(page) : ENGLISH;
        const shown: Shown = { page, catalogue, text: (id) => interfaceText(id, catalogue) };
        for (let press = 0; press < 4; press += 1) await page.getByRole('button', { name: shown.text('navigation.unlock'), exact: true }).click();
        for (const [index, [title, target]] of TOUR.entries()) {
          const note = page.getByRole('note', { name: shown.text(title), exact: true });
          await note.waitFor({ timeout: 30_000 });
          await stillAt(note);
          expect({ title, covered: await coveredBy(shown, note, target(shown)) }).toEqual({ title, covered: [] });
          await note.getByRole('button', { name: shown.text(index + 1 < TOUR.length ? 'settings.tour.next' : 'settings.tour.last'), exact: true }).click();
        }
        await expect.poll(() => steps(page).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
}
