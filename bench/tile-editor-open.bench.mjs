// Opening the tile editor: from the pointerdown on "Add Tile" to the editor's Label field visible on screen (in the DOM,
// shown, and the frame that paints it), in headless Chromium against the production build served by `npm start`.
/* global MutationObserver, document, requestAnimationFrame, window -- functions handed to page.evaluate run in the browser */
import { inChromiumAgainstApp } from './lib/app-in-chromium.mjs';
import { returningGuestContext, throttleCpu } from './lib/chromium.mjs';
import { press, recordPointerDowns, tile } from './lib/board-page.mjs';
import { row, summary } from './lib/stats.mjs';

const OPENS = 30;
const FIRST_OPENS = 8;
// A person reads the editor's fields, or looks at the board, before the next open; the pause also lets the closing
// dialog finish its exit.
const BETWEEN_MS = 500;
// From the fourth press on the lock to the press on Add Tile: a caregiver who unlocks to add a tile right away.
const AFTER_UNLOCK_MS = 1000;

const addTileButton = (page) => page.getByRole('region', { name: 'Edit board' }).getByRole('button', { name: 'Add Tile' });

const unlock = async (page) => {
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Unlock' }).click();
  await addTileButton(page).waitFor();
};

/**
 * Arms an observer for the editor's Label field, presses Add Tile, and returns the times from the pointerdown to the
 * field being in the DOM and shown (`dom`), to the requestAnimationFrame after that (`frame`, the frame that paints
 * it) and to a message posted from that callback, which runs once that frame's work is done (`done`).
 */
const openAndTime = async (page) => {
  await page.evaluate(() => {
    window.__benchDowns.length = 0;
    const labelField = () => {
      for (const dialog of document.querySelectorAll('[role="dialog"]')) {
        const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
        if (title?.textContent !== 'Create tile') continue;
        for (const input of dialog.querySelectorAll('input')) {
          const shown = input.checkVisibility({ visibilityProperty: true, opacityProperty: true });
          if (shown && input.labels?.[0]?.textContent?.replace('*', '').trim() === 'Label') return input;
        }
      }
      return null;
    };
    window.__benchOpen = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!labelField()) return;
        observer.disconnect();
        const dom = performance.now();
        requestAnimationFrame(() => {
          const frame = performance.now();
          const channel = new MessageChannel();
          channel.port1.onmessage = () =>
            resolve({ stamp: window.__benchDowns[0]?.stamp, dom, frame, done: performance.now(), focused: document.activeElement === labelField() });
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class', 'aria-hidden'] });
    });
  });
  await press(page, addTileButton(page));
  const t = await page.evaluate(() => window.__benchOpen);
  return { toDom: t.dom - t.stamp, toFrame: t.frame - t.stamp, toDone: t.done - t.stamp, focused: t.focused };
};

/** The renderer main thread's CPU time so far (thread ticks, so time the machine gave other processes is left out). */
const cpuTime = async (cdp) => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { task: value('TaskDuration'), script: value('ScriptDuration'), style: value('RecalcStyleDuration'), layout: value('LayoutDuration') };
};

const close = async (page) => {
  const dialog = page.getByRole('dialog', { name: 'Create tile' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForTimeout(BETWEEN_MS);
};

const measure = async (context, rate) => {
  const first = [];
  const again = [];
  // The first open after unlocking, each on a freshly loaded page: the editing code is fetched on the unlock.
  for (let i = 0; i < FIRST_OPENS; i++) {
    const page = await context.newPage();
    await throttleCpu(page, rate);
    await page.goto('/');
    await tile(page, 'food').waitFor();
    await page.waitForTimeout(1000);
    await unlock(page);
    await page.waitForTimeout(AFTER_UNLOCK_MS);
    first.push(await openAndTime(page));
    await page.close();
  }
  const page = await context.newPage();
  const cdp = await throttleCpu(page, rate);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto('/');
  await tile(page, 'food').waitFor();
  await unlock(page);
  await page.waitForTimeout(3000);
  for (let i = 0; i < OPENS; i++) {
    const before = await cpuTime(cdp);
    const timed = await openAndTime(page);
    const after = await cpuTime(cdp);
    again.push({ ...timed, cpu: Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]])) });
    await close(page);
  }
  await page.close();
  return { first, again };
};

export const run = async () => {
  const all = [];
  await inChromiumAgainstApp(async (app, browser) => {
    const context = await returningGuestContext(browser, app.url, { serviceWorkers: 'block' });
    await recordPointerDowns(context);
    // Every file is fetched once here, so all runs find it in the HTTP cache, as an installed app finds it offline.
    const setup = await context.newPage();
    await setup.goto('/');
    await tile(setup, 'food').waitFor();
    await unlock(setup);
    await press(setup, addTileButton(setup));
    await setup.getByRole('dialog', { name: 'Create tile' }).waitFor();
    await setup.close();
    for (const rate of [1, 4]) all.push({ rate, ...(await measure(context, rate)) });
    await context.close();
  });
  const cpuRows = [];
  console.log(
    row([
      'CPU',
      'opens',
      'what',
      'pointerdown → Label field shown p50 / p95 (ms)',
      'pointerdown → painted (rAF) p50 / p95 / max (ms)',
      'pointerdown → frame done p50 / p95 (ms)',
      'Label focused',
    ]),
  );
  console.log(row(['---', '---', '---', '---', '---', '---', '---']));
  for (const { rate, first, again } of all) {
    const cpu = (key) => summary(again.map((o) => o.cpu[key]));
    cpuRows.push(row([`${rate}x`, again.length, ...['task', 'script', 'style', 'layout'].map((key) => `${cpu(key).p50} / ${cpu(key).p95}`)]));
    for (const [what, opens] of [
      [`first open, ${AFTER_UNLOCK_MS / 1000} s after unlocking a freshly loaded board`, first],
      ['open again (Add Tile, Cancel, repeat)', again],
    ]) {
      const dom = summary(opens.map((o) => o.toDom));
      const frame = summary(opens.map((o) => o.toFrame));
      const done = summary(opens.map((o) => o.toDone));
      const focused = opens.filter((o) => o.focused).length;
      console.log(
        row([
          `${rate}x`,
          opens.length,
          what,
          `${dom.p50} / ${dom.p95}`,
          `${frame.p50} / ${frame.p95} / ${frame.max}`,
          `${done.p50} / ${done.p95}`,
          `${focused}/${opens.length}`,
        ]),
      );
    }
  }
  console.log('\nMain-thread CPU time per open again (thread ticks, throttling included; the pointer move and press count too):');
  console.log(row(['CPU', 'opens', 'tasks p50 / p95 (ms)', 'script p50 / p95 (ms)', 'style p50 / p95 (ms)', 'layout p50 / p95 (ms)']));
  console.log(row(['---', '---', '---', '---', '---', '---']));
  for (const line of cpuRows) console.log(line);
};
