import { builtInBoards } from '@tessera/content';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';

// The board screen as the browser lays it out, measured with the DOM: every word of every label of every built-in
// board shows whole (a Range per word, its line boxes), on a phone held upright and on a desktop; fixed grids keep
// their places and touch targets; rows fill the screen. One page goes through all the boards by the app's own
// router, so the run takes seconds.

let browser: Browser;
let context: BrowserContext;
let page: Page;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: inject('baseURL'), viewport: PHONE, serviceWorkers: 'block' });
  // A guest past the welcome screen and the walkthroughs, on the default settings.
  await context.addInitScript(() => {
    localStorage.setItem('tessera.welcomeSeen', 'true');
    localStorage.setItem('tessera.tours', JSON.stringify({ settingsTourEnabled: false, boardTourEnabled: false }));
  });
  // Pictures take no part in where a label's lines break (a picture only takes the height its tile leaves): they
  // are left out, so the run does not wait for hundreds of them.
  await context.route(/\/symbols\/.+\.svg$/, (route) => route.abort());
  page = await context.newPage();
  await page.goto('/');
  await page.locator('#root main [data-board-id]').waitFor();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

type Fault = { board: string; label: string; word: string; why: 'split' | 'cut off' | 'hidden'; fontSize: string };
type Measured = { faults: Fault[]; narrowestFixed: Record<string, number> };

/**
 * In the page: opens each board in turn through the app's router, and once its tiles
 * are there finds the words of their labels that do not show whole: split over two lines (the word's range has
 * boxes on more than one line), cut off at a side of the label or the tile, or hidden below the label's last
 * line. `boards` empty: the board on screen under `root`. Also answers the narrowest tile of each fixed grid.
 */
const measureBoards = (boards: readonly { id: string; isFixed?: boolean | undefined }[], root = '#root main', on: Page = page): Promise<Measured> =>
  on.evaluate(
    async ({ boards: list, root: selector }) => {
      const faultsIn = (grid: HTMLElement): Fault[] => {
        const found: Fault[] = [];
        for (const label of Array.from(grid.querySelectorAll<HTMLElement>('.tessera-tile-label'))) {
          const text = label.firstChild;
          if (!(text instanceof Text)) continue;
          const box = label.getBoundingClientRect();
          const tile = label.closest('[data-tile-id]')?.getBoundingClientRect() ?? box;
          for (const match of text.data.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0.5);
            const lines = rects.reduce<number[]>((tops, rect) => (tops.some((top) => Math.abs(top - rect.top) < 2) ? tops : [...tops, rect.top]), []);
            const left = Math.min(...rects.map((rect) => rect.left));
            const right = Math.max(...rects.map((rect) => rect.right));
            const bottom = Math.max(...rects.map((rect) => rect.bottom));
            const cut = left < Math.max(box.left, tile.left) - 0.5 || right > Math.min(box.right, tile.right) + 0.5;
            const why = lines.length > 1 ? 'split' : cut ? 'cut off' : bottom > Math.min(box.bottom, tile.bottom) + 1 ? 'hidden' : null;
            if (why) found.push({ board: grid.dataset.boardId ?? '', label: text.data, word: match[0], why, fontSize: getComputedStyle(label).fontSize });
          }
        }
        return found;
      };
      const gridOf = (id?: string) => document.querySelector<HTMLElement>(id ? `${selector} [data-board-id="${id}"]` : `${selector} [data-board-id]`);
      const shown = async (id: string) => {
        const deadline = performance.now() + 10_000;
        while (!gridOf(id)) {
          if (performance.now() > deadline) throw new Error(`board ${id} did not open`);
          await new Promise(requestAnimationFrame);
        }
        return gridOf(id) as HTMLElement;
      };
      const result: Measured = { faults: [], narrowestFixed: {} };
      if (list.length === 0) {
        const grid = gridOf();
        if (grid) result.faults.push(...faultsIn(grid));
        return result;
      }
      for (const { id, isFixed } of list) {
        // An entry as the app writes its own (the router's state, holding the board history it shows): the app
        // brings that board back as the browser's Forward to it would, and writes nothing more into the history.
        const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
        history.pushState({ usr: { trail: [id], below: 0 }, key: `labels-${idx}`, idx }, '', `/board/${id}`);
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        const grid = await shown(id);
        result.faults.push(...faultsIn(grid));
        if (isFixed) result.narrowestFixed[id] = Math.min(...Array.from(grid.querySelectorAll('[data-tile-id]'), (tile) => tile.getBoundingClientRect().width));
      }
      return result;
    },
    { boards: boards.map(({ id, isFixed }) => ({ id, isFixed })), root },
  );

/** The label words under `root` (the board on screen) that do not show whole. */
const labelFaults = async (root: string, on: Page = page): Promise<Fault[]> => (await measureBoards([], root, on)).faults;

/** Opens a board by the app's router and waits for its tiles. */
const openBoard = async (id: string): Promise<void> => {
  await measureBoards([{ id }]);
};

/** The narrowest tile of the board on screen, and whether the tile area scrolls sideways. */
const tileWidths = () =>
  page.evaluate(() => {
    const area = document.querySelector<HTMLElement>('#root main');
    const widths = Array.from(document.querySelectorAll('#root main [data-tile-id]'), (tile) => tile.getBoundingClientRect().width);
    return { narrowest: Math.min(...widths), sideways: area ? area.scrollWidth > area.clientWidth + 1 : false };
  });

test('every label of every built-in board shows its words whole, at 390 px and at 1366 px', async () => {
  expect(builtInBoards.length).toBeGreaterThan(60);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const { faults, narrowestFixed } = await measureBoards(builtInBoards);
    expect(faults, `at ${size.width} px`).toEqual([]);
    // A fixed grid's tiles stay touch targets, however many its columns.
    for (const [board, narrowest] of Object.entries(narrowestFixed)) expect(narrowest, `${board} at ${size.width} px`).toBeGreaterThanOrEqual(44);
    expect(Object.keys(narrowestFixed).length).toBeGreaterThan(20);
  }
});

test("the core board's 11 columns keep their places on a phone and scroll sideways by whole columns", async () => {
  await page.setViewportSize(PHONE);
  await openBoard('core-root');
  expect(await tileWidths()).toMatchObject({ sideways: true });
  // A short swipe comes to rest on a column's edge: the first column shown starts where the tile area does.
  const area = page.locator('#root main');
  await area.evaluate((element) => element.scrollBy({ left: 30, behavior: 'instant' }));
  const offset = await area.evaluate((element) => {
    const start = element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft);
    const lefts = Array.from(element.querySelectorAll('[data-tile-id]'), (tile) => tile.getBoundingClientRect().left);
    return Math.min(...lefts.map((left) => Math.abs(left - start)));
  });
  expect(offset).toBeLessThan(1);
  await area.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
  // Turned sideways, the phone shows all 11 columns.
  await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
  expect(await tileWidths()).toMatchObject({ sideways: false });
  await page.setViewportSize(PHONE);
});

test('the rows of the home board fill the screen to its bottom, whole rows, on a phone and on a desktop', async () => {
  for (const [size, atLeast] of [
    [PHONE, 18],
    [DESKTOP, 24],
  ] as const) {
    await page.setViewportSize(size);
    await openBoard('root');
    const { areaBottom, shown, gapBelow } = await page.evaluate(() => {
      const area = document.querySelector('#root main') as HTMLElement;
      const box = area.getBoundingClientRect();
      const inner = box.bottom - parseFloat(getComputedStyle(area).paddingBottom);
      const bottoms = Array.from(area.querySelectorAll('[data-tile-id]'), (tile) => tile.getBoundingClientRect().bottom);
      const whole = bottoms.filter((bottom) => bottom <= inner + 0.5);
      return { areaBottom: box.bottom, shown: whole.length, gapBelow: inner - Math.max(...whole) };
    });
    // No blank band under the tiles: the tile area goes down to the screen's edge, and the last whole row to its own.
    expect(areaBottom, `${size.width} px`).toBeGreaterThan(size.height - 8);
    expect(gapBelow, `${size.width} px`).toBeLessThan(2);
    expect(shown, `${size.width} px`).toBeGreaterThanOrEqual(atLeast);
  }
});

/** Each label's text and font size under `root`, in order. */
const labelSizes = (on: Page, root: string) =>
  on.locator(`${root} .tessera-tile-label`).evaluateAll((labels) => labels.map((label) => `${label.textContent}: ${getComputedStyle(label).fontSize}`));

test('the copy of the board drawn before the app runs shows its labels as the app does', async () => {
  const copyContext = await browser.newContext({ baseURL: inject('baseURL'), viewport: PHONE, serviceWorkers: 'block' });
  try {
    await copyContext.addInitScript(() => localStorage.setItem('tessera.welcomeSeen', 'true'));
    const copyPage = await copyContext.newPage();
    // The app's code is held back, as on a slow link: the page's own copy of the home board is what shows.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await copyPage.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await copyPage.goto('/', { waitUntil: 'commit' });
    await copyPage.locator('#first-board main [data-board-id]').waitFor();
    const onCopy = await labelSizes(copyPage, '#first-board main');
    expect(await labelFaults('#first-board main', copyPage)).toEqual([]);
    await copyPage.setViewportSize(DESKTOP);
    expect(await labelFaults('#first-board main', copyPage)).toEqual([]);
    await copyPage.setViewportSize(PHONE);
    release();
    await copyPage.locator('#first-board').waitFor({ state: 'detached', timeout: 20_000 });
    await copyPage.locator('#root main [data-board-id]').waitFor();
    expect(await labelSizes(copyPage, '#root main')).toEqual(onCopy);
  } finally {
    await copyContext.close();
  }
});
