// Opening a folder: from the pointerdown on a folder tile to the new board painted (its tiles in the DOM, then the
// frame that shows them), in headless Chromium against the production build served by `npm start`.
/* global MutationObserver, document, indexedDB, requestAnimationFrame, window -- functions handed to page.evaluate run in the browser */
import { inChromiumAgainstApp } from './lib/app-in-chromium.mjs';
import { returningGuestContext, throttleCpu } from './lib/chromium.mjs';
import { activeBoardId, press, recordPointerDowns, tile, tileLabels } from './lib/board-page.mjs';
import { saveBoards, twelveByTwelve } from './lib/local-boards.mjs';
import { row, summary } from './lib/stats.mjs';

const ROOT_PASSES = 2;
// A person looks at a board before the next tap; the pause also lets the previous board's pictures settle.
const BEFORE_TAP_MS = 400;
const BIG_OPENS = 30;
const FIRST_FROM_HOME = 8;
// The board the setup makes through the tile editor: its "Empty board" tile on the root board opens a board with no
// tiles, whose opening this bench cannot time (it waits for tiles), so it is left out of the root's folders.
const SETUP_BOARD = 'bench setup';
// A bench stops by itself: an open that never comes is an error, not a wait without end.
const OPEN_TIMEOUT_MS = 15_000;

/**
 * Arms an observer for the next board and presses `locator`. Three moments: the DOM shows the new board's tiles;
 * the requestAnimationFrame after that (the frame that paints them: "painted"); and a message posted from that
 * callback, which runs once the frame's own work is done (and after whatever the app queued before it).
 */
const openAndTime = async (page, locator) => {
  await page.waitForTimeout(BEFORE_TAP_MS);
  const from = await activeBoardId(page);
  await page.evaluate((fromId) => {
    window.__benchDowns.length = 0;
    window.__benchOpen = new Promise((resolve) => {
      const area = document.querySelector('[data-scroll-area]');
      const observer = new MutationObserver(() => {
        const grid = area.querySelector('[data-board-id]');
        if (!grid || grid.getAttribute('data-board-id') === fromId || !grid.querySelector('[data-tile-id]')) return;
        observer.disconnect();
        const dom = performance.now();
        requestAnimationFrame(() => {
          const frame = performance.now();
          const channel = new MessageChannel();
          channel.port1.onmessage = () =>
            resolve({ stamp: window.__benchDowns[0]?.stamp, dom, frame, painted: performance.now(), to: grid.getAttribute('data-board-id') });
          channel.port2.postMessage(null);
        });
      });
      observer.observe(area, { childList: true, subtree: true });
    });
  }, from);
  await press(page, locator);
  const t = await page.evaluate(
    (timeout) => Promise.race([window.__benchOpen, new Promise((_, reject) => setTimeout(() => reject(new Error('the board did not open')), timeout))]),
    OPEN_TIMEOUT_MS,
  );
  return { board: t.to, toDom: t.dom - t.stamp, toFrame: t.frame - t.stamp, toFrameDone: t.painted - t.stamp };
};

const back = (page) => openAndTime(page, page.getByRole('button', { name: 'Go back' }));

const measure = async (context, rate, pictures) => {
  const results = { fromHome: [], root: [], back: [], big: [], core: [] };

  // The first folder opened from / moves the app to /board/:id.
  for (let i = 0; i < FIRST_FROM_HOME; i++) {
    const page = await context.newPage();
    await throttleCpu(page, rate);
    await page.goto('/');
    await tile(page, 'food').waitFor();
    await page.waitForTimeout(1000);
    results.fromHome.push(await openAndTime(page, tile(page, ['food', 'drinks', 'animals', 'people'][i % 4])));
    await page.close();
  }

  const page = await context.newPage();
  await throttleCpu(page, rate);
  await page.goto('/board/root');
  await tile(page, 'food').waitFor();
  const folders = (await tileLabels(page)).filter((label) => label !== SETUP_BOARD);
  for (let pass = 0; pass < ROOT_PASSES; pass++) {
    for (const label of folders) {
      results.root.push(await openAndTime(page, tile(page, label)));
      results.back.push(await back(page));
    }
  }

  if (pictures) {
    await page.goto('/board/bench-parent');
    await tile(page, 'twelve by twelve').waitFor();
    for (let i = 0; i < BIG_OPENS; i++) {
      results.big.push(await openAndTime(page, tile(page, 'twelve by twelve')));
      await back(page);
      results.core.push(await openAndTime(page, tile(page, 'core words')));
      await back(page);
    }
  }
  await page.close();
  return results;
};

/** Unlocks, adds a board with one tile through the tile editor, and waits until the app has saved it. */
const createAppDatabase = async (page) => {
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Unlock' }).click();
  const toolbar = page.getByRole('region', { name: 'Edit board' });
  await toolbar.getByRole('button', { name: 'Edit', exact: true }).click();
  await toolbar.getByRole('button', { name: 'Add Tile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create tile' });
  await dialog.getByRole('radio', { name: 'Empty board' }).check();
  await dialog.getByRole('textbox', { name: 'Board Name' }).fill(SETUP_BOARD);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  const saved = () => page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === 'tessera' && (db.version ?? 0) >= 10));
  for (let i = 0; i < 100 && !(await saved()); i++) await page.waitForTimeout(100);
};

export const run = async () => {
  const all = [];
  let bigBoard = false;
  await inChromiumAgainstApp(async (app, browser) => {
    const context = await returningGuestContext(browser, app.url, { serviceWorkers: 'block' });
    await recordPointerDowns(context);
    // First visit: the app creates its database; the 12x12 board is then saved into it as the app saves boards,
    // with pictures of the built-in boards. Every picture is fetched once here, so all runs find them cached.
    const setup = await context.newPage();
    await setup.goto('/board/root');
    await tile(setup, 'food').waitFor();
    const pictures = await setup.locator('[data-tile-id] img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    // The app creates its database with the first change it saves: a tile added on a board of its own, as a user would.
    await createAppDatabase(setup);
    await saveBoards(setup, twelveByTwelve(pictures));
    await setup.goto('/board/bench-parent');
    bigBoard = await tile(setup, 'twelve by twelve')
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (bigBoard) {
      await press(setup, tile(setup, 'twelve by twelve'));
      await setup.locator('[data-board-id="bench-12x12"] img').last().waitFor();
      await setup.waitForFunction(() => [...document.images].every((image) => image.complete));
    }
    await setup.close();
    for (const rate of [1, 4]) all.push({ rate, ...(await measure(context, rate, bigBoard ? pictures : null)) });
    await context.close();
  });
  if (!bigBoard) console.log('!!! the 12x12 board could not be saved into the app: 12x12 figures NOT taken');
  console.log(
    row([
      'CPU',
      'opens',
      'what',
      'pointerdown → tiles in the DOM p50 / p95 (ms)',
      'pointerdown → painted (rAF) p50 / p95 / max (ms)',
      'pointerdown → frame done p50 / p95 (ms)',
    ]),
  );
  console.log(row(['---', '---', '---', '---', '---', '---']));
  for (const { rate, fromHome, root, back, big, core } of all) {
    for (const [what, opens] of [
      ['a folder of the root board (37 boards, responsive grids)', root],
      ['Go back to the root board (37 tiles)', back],
      ['the first folder from / (the URL becomes /board/:id)', fromHome],
      ['a 12x12 fixed board (144 tiles with pictures)', big],
      ['core-root, the largest built-in fixed board (6x11)', core],
    ]) {
      if (opens.length === 0) continue;
      const dom = summary(opens.map((o) => o.toDom));
      const frame = summary(opens.map((o) => o.toFrame));
      const done = summary(opens.map((o) => o.toFrameDone));
      console.log(row([`${rate}x`, opens.length, what, `${dom.p50} / ${dom.p95}`, `${frame.p50} / ${frame.p95} / ${frame.max}`, `${done.p50} / ${done.p95}`]));
    }
  }
};
