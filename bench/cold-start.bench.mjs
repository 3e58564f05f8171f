// Cold start: from navigation to the first tappable tile of the root board (in the DOM, then painted), with an
// empty cache, 4x CPU throttling and a 1.6 Mbit/s down / 750 kbit/s up link with 150 ms latency, for a returning
// guest with and without a saved first board and for a first visit (the welcome screen, then "Start as guest");
// each time both the copy index.html shows (lib/first-board) and the app's own screen; and the size of the
// JavaScript the app loaded before its own first tile, as transferred and gzipped. Headless Chromium against the
// production build served by `npm start`.
/* global MutationObserver, document, requestAnimationFrame, window -- functions handed to page.evaluate run in the browser */
import { gzipSync } from 'node:zlib';
import { inChromiumAgainstApp } from './lib/app-in-chromium.mjs';
import { returningGuestContext } from './lib/chromium.mjs';
import { percentile, row } from './lib/stats.mjs';

const RUNS = 7;
const LINK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };

/**
 * Marks, once in the DOM and once the frame showing it is done, the first element matching each selector:
 * `first` (on the copy index.html shows, or the app's), `app` (the app's own), `tile` (a board tile, anywhere).
 */
const watchFor = (selectors) => {
  window.__bench = {};
  const mark = (name, query) => {
    if (window.__bench[name] || !document.querySelector(query)) return;
    const dom = performance.now();
    window.__bench[name] = { dom };
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window.__bench[name].painted = performance.now());
      channel.port2.postMessage(null);
    });
  };
  new MutationObserver(() => {
    for (const [name, query] of Object.entries(selectors)) mark(name, query);
  }).observe(document, { childList: true, subtree: true });
};
const painted = (name) => window.__bench?.[name]?.painted !== undefined;

/**
 * A returning guest's device whose HTTP cache was emptied: one ordinary visit (unthrottled) left the saved first
 * board in localStorage and the boards in IndexedDB, as any visit does; then the cache goes.
 */
const returningAfterVisit = async (browser, url) => {
  const context = await returningGuestContext(browser, url, { serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('#root [data-tile-id]').first().waitFor();
  await page.waitForFunction(() => localStorage.getItem('tessera.firstBoard') !== null, null, { timeout: 20_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  return context;
};

const BOARD = { first: '[data-tile-id]', app: '#root [data-tile-id]', tile: '[data-tile-id]' };
const WELCOME = { first: '[data-start-as-guest]', app: '#root [data-start-as-guest]', tile: '[data-tile-id]' };

/**
 * One cold load of `/`: `visited` a returning guest with their saved first board, `returning` one with nothing
 * saved (the build's default board), else a first visit (the welcome screen); `start` then presses "Start as
 * guest" on the first one shown, as soon as it is painted, and times the board's first tile after it.
 */
const coldLoad = async (browser, url, { returning, visited = false, start = false }) => {
  const context = visited
    ? await returningAfterVisit(browser, url)
    : returning
      ? await returningGuestContext(browser, url, { serviceWorkers: 'block' })
      : await browser.newContext({ baseURL: url, viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  await context.addInitScript(watchFor, returning ? BOARD : WELCOME);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script')
      scripts.set(requestId, { url: response.url, encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'none' });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const script = scripts.get(requestId);
    if (script) Object.assign(script, { transferred: encodedDataLength, finished: timestamp });
  });
  let navigationStart;
  cdp.on('Network.requestWillBeSent', ({ type, timestamp }) => {
    if (type === 'Document' && navigationStart === undefined) navigationStart = timestamp;
  });
  await page.goto('/', { waitUntil: 'commit' });
  let pressed;
  if (start) {
    await page.waitForFunction(painted, 'first', { timeout: 60_000, polling: 50 });
    pressed = await page.evaluate(() => {
      document.querySelector('[data-start-as-guest]').click();
      return performance.now();
    });
  }
  await page.waitForFunction((names) => names.every((name) => window.__bench?.[name]?.painted !== undefined), start ? ['first', 'tile'] : ['first', 'app'], {
    timeout: 60_000,
    polling: 100,
  });
  const { first, app, tile } = await page.evaluate(() => window.__bench);
  // Scripts finished before the app's own first tile are the ones the app's first board needed.
  const needed = [...scripts.values()].filter((s) => s.finished !== undefined && app && (s.finished - navigationStart) * 1000 <= app.dom);
  await context.close();
  return { ...first, app, afterStart: tile && { dom: tile.dom - pressed, painted: tile.painted - pressed }, scripts: needed };
};

export const run = async () => {
  const returning = [];
  const visited = [];
  const firstVisit = [];
  const started = [];
  let sizes = [];
  const conditions = () => `CPU 4x slower, link 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency; empty cache; ${RUNS} runs`;
  await inChromiumAgainstApp(async (app, browser) => {
    for (let i = 0; i < RUNS; i++) visited.push(await coldLoad(browser, app.url, { returning: true, visited: true }));
    for (let i = 0; i < RUNS; i++) returning.push(await coldLoad(browser, app.url, { returning: true }));
    for (let i = 0; i < RUNS; i++) firstVisit.push(await coldLoad(browser, app.url, { returning: false }));
    for (let i = 0; i < RUNS; i++) started.push(await coldLoad(browser, app.url, { returning: false, start: true }));
    // The same scripts gzipped here (level 6, what servers use), whatever the server sent.
    sizes = await Promise.all(
      returning[0].scripts.map(async ({ url, transferred, encoding }) => {
        const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
        return { file: new URL(url).pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length, transferred, encoding };
      }),
    );
  }, conditions);
  const ms = (values, p) => Math.round(percentile(values, p));
  const times = (runs, pick, key) =>
    `${ms(
      runs.map((r) => pick(r)[key]),
      50,
    )} / ${ms(
      runs.map((r) => pick(r)[key]),
      100,
    )}`;
  const lines = [
    ['returning guest, saved first board, HTTP cache emptied: first tile of the root board at /', visited, (r) => r],
    ["… the app's own first tile, same runs (the copy comes off)", visited, (r) => r.app],
    ["returning guest, nothing saved (the build's default board): first tile of the root board at /", returning, (r) => r],
    ["… the app's own first tile, same runs", returning, (r) => r.app],
    ['first visit: the welcome screen\'s "Start as guest"', firstVisit, (r) => r],
    ["… the app's own welcome screen, same runs", firstVisit, (r) => r.app],
    ['first visit, "Start as guest" pressed as soon as shown: from the press to the root board\'s first tile', started, (r) => r.afterStart],
  ];
  console.log(row(['what', 'runs', 'in the DOM p50 / max (ms)', 'painted p50 / max (ms)']));
  console.log(row(['---', '---', '---', '---']));
  for (const [what, runs, pick] of lines) console.log(row([what, runs.length, times(runs, pick, 'dom'), times(runs, pick, 'painted')]));
  console.log('');
  console.log(
    row(["script loaded before the app's own first tile (nothing saved)", 'size (bytes)', 'gzip -6 (bytes)', 'transferred (bytes)', 'content-encoding']),
  );
  console.log(row(['---', '---', '---', '---', '---']));
  for (const s of sizes.sort((a, b) => b.raw - a.raw)) console.log(row([s.file, s.raw, s.gzip, s.transferred, s.encoding]));
  const total = (key) => sizes.reduce((sum, s) => sum + s[key], 0);
  console.log(
    row([
      `**total** (${sizes.length} files)`,
      total('raw'),
      `**${(total('gzip') / 1024).toFixed(1)} KB**`,
      `${(total('transferred') / 1024).toFixed(1)} KB`,
      '',
    ]),
  );
};
