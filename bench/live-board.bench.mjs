// Live board (issue 30): from navigation to the moment a folder pressed on the first board has opened — "live"
// measured as a person finds it: they press a folder as soon as one shows (on the copy index.html draws, or on the
// app's own board) and press again every 100 ms until the board changes. 4x CPU, a 1.6 Mbit/s down / 750 kbit/s up
// link with 150 ms latency, the service worker blocked. Three visitors: a first visit (the welcome screen's "Start
// as guest" pressed as soon as it shows, then a folder), a returning guest whose browser kept its HTTP cache, and one
// whose HTTP cache was emptied. Presses are real pointer input (the DevTools protocol's mouse), at the tile's centre.
/* global MutationObserver, document, requestAnimationFrame, window -- functions handed to page.evaluate run in the browser */
import { inChromiumAgainstApp } from './lib/app-in-chromium.mjs';
import { returningGuestContext } from './lib/chromium.mjs';
import { percentile, row } from './lib/stats.mjs';

const RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 5);
const LINK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
const PRESS_EVERY_MS = 100;

/** In the page from its start: once the folder tile named in `__livePressed` is gone from the app's board and another board's tiles are there, the time it was seen and the time its frame was done. */
const watchForOpenedBoard = () => {
  window.__live = {};
  new MutationObserver(() => {
    const pressed = window.__livePressed;
    if (!pressed || window.__live.dom !== undefined) return;
    if (!document.querySelector('#root [data-tile-id]') || document.querySelector(`#root [data-tile-id="${pressed}"]`)) return;
    window.__live.dom = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window.__live.painted = performance.now());
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-tile-id'] });
};

/** The centre of the first visible element matching `selector` (on the copy or in the app, whichever is on top), or null. */
const centreOf = (page, selector) =>
  page.evaluate((query) => {
    for (const element of document.querySelectorAll(query)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const top = document.elementFromPoint(x, y);
      if (top && (top === element || element.contains(top))) return { x, y, id: element.getAttribute('data-tile-id') };
    }
    return null;
  }, selector);

/** Presses what matches `selector` as soon as it shows, again every PRESS_EVERY_MS, until `done()` says so. */
const pressUntil = async (page, selector, done, onPress = async () => {}) => {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${selector}: nothing changed within 60 s`);
    const target = await centreOf(page, selector);
    if (target) {
      await onPress(target);
      await page.mouse.click(target.x, target.y);
    }
    await page.waitForTimeout(PRESS_EVERY_MS);
  }
};

const throttled = async (context, page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
};

/** One visit: `welcome` (a first visit) presses "Start as guest" first; then a folder until its board opens. */
const liveVisit = async (context, { welcome }) => {
  await context.addInitScript(watchForOpenedBoard);
  const page = await context.newPage();
  await throttled(context, page);
  await page.goto('/', { waitUntil: 'commit' });
  if (welcome) {
    await pressUntil(page, '[data-start-as-guest]', async () => (await page.locator('[data-start-as-guest]').count()) === 0);
  }
  let presses = 0;
  // The folder pressed first is the one the board must leave: the copy keeps a folder press for the app.
  await pressUntil(
    page,
    '[data-folder]',
    () => page.evaluate(() => window.__live.painted !== undefined),
    async ({ id }) => {
      presses += 1;
      await page.evaluate((tileId) => (window.__livePressed ??= tileId), id);
    },
  );
  const { painted } = await page.evaluate(() => window.__live);
  await page.close();
  return { painted, presses };
};

const HOME = { viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' };

export const run = async () => {
  const rows = { first: [], warm: [], emptied: [] };
  await inChromiumAgainstApp(
    async (app, browser) => {
      for (let i = 0; i < RUNS; i += 1) {
        const fresh = await browser.newContext({ baseURL: app.url, ...HOME });
        rows.first.push(await liveVisit(fresh, { welcome: true }));
        await fresh.close();

        // A returning guest: one ordinary visit saved the first board; the browser kept (or lost) its HTTP cache.
        for (const [name, clear] of [
          ['warm', false],
          ['emptied', true],
        ]) {
          const context = await returningGuestContext(browser, app.url, HOME);
          const visit = await context.newPage();
          await visit.goto('/');
          await visit.locator('#root [data-tile-id]').first().waitFor();
          await visit.waitForFunction(() => localStorage.getItem('tessera.firstBoard') !== null, null, { timeout: 20_000 });
          if (clear) await (await context.newCDPSession(visit)).send('Network.clearBrowserCache');
          await visit.close();
          rows[name].push(await liveVisit(context, { welcome: false }));
          await context.close();
        }
      }
    },
    () => `CPU 4x slower, link 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency; service worker blocked; ${RUNS} runs each`,
  );
  const ms = (values, p) => Math.round(percentile(values, p));
  console.log(row(['visitor', 'runs', 'navigation → folder opened, painted p50 / max (ms)', 'presses p50']));
  console.log(row(['---', '---', '---', '---']));
  for (const [what, runs] of [
    ['first visit ("Start as guest", then a folder)', rows.first],
    ['returning guest, HTTP cache kept', rows.warm],
    ['returning guest, HTTP cache emptied', rows.emptied],
  ]) {
    const times = runs.map((r) => r.painted);
    console.log(
      row([
        what,
        runs.length,
        `**${ms(times, 50)}** / ${ms(times, 100)}`,
        ms(
          runs.map((r) => r.presses),
          50,
        ),
      ]),
    );
  }
};
