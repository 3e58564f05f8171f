// Cold start: from navigation to the first tappable tile of the root board (in the DOM, then painted), with an
// empty cache, 4x CPU throttling and a 1.6 Mbit/s down / 750 kbit/s up link with 150 ms latency; and the size of
// the JavaScript the page loaded before that tile, as transferred and gzipped. Headless Chromium against the
// production build served by `npm start`.
/* global MutationObserver, document, requestAnimationFrame, window -- functions handed to page.evaluate run in the browser */
import { gzipSync } from 'node:zlib';
import { launchChromium, chromiumVersion, returningGuestContext } from './lib/chromium.mjs';
import { loadAverage, machine } from './lib/machine-load.mjs';
import { percentile, row } from './lib/stats.mjs';
import { startWebApp } from './lib/web-app.mjs';

const RUNS = 7;
const LINK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };

/**
 * Marks the first element matching `selector` once it is in the DOM and once the frame showing it is done
 * (window.__benchFirst), and the first matching `appSelector`, the app's own tile (window.__benchApp).
 */
const watchFor = ([selector, appSelector]) => {
  const mark = (name, query) => {
    if (window[name] || !document.querySelector(query)) return;
    const dom = performance.now();
    window[name] = { dom };
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window[name].painted = performance.now());
      channel.port2.postMessage(null);
    });
  };
  new MutationObserver(() => {
    mark('__benchFirst', selector);
    mark('__benchApp', appSelector);
  }).observe(document, { childList: true, subtree: true });
};

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

const coldLoad = async (browser, url, { returning, visited = false }) => {
  const context = visited
    ? await returningAfterVisit(browser, url)
    : returning
      ? await returningGuestContext(browser, url, { serviceWorkers: 'block' })
      : await browser.newContext({ baseURL: url, viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  await context.addInitScript(watchFor, returning ? ['[data-tile-id]', '#root [data-tile-id]'] : ['button', '#root button']);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'none' });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const script = scripts.get(requestId);
    if (script) Object.assign(script, { transferred: encodedDataLength, finished: timestamp });
  });
  let navigationStart;
  cdp.on('Network.requestWillBeSent', ({ type, timestamp }) => {
    if (type === 'Document' && navigationStart === undefined) navigationStart = timestamp;
  });
  await page.goto(returning ? '/' : '/', { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__benchFirst?.painted !== undefined && window.__benchApp?.painted !== undefined, null, { timeout: 60_000, polling: 100 });
  const { first, app } = await page.evaluate(() => ({ first: window.__benchFirst, app: window.__benchApp }));
  if (!returning) await page.getByRole('button', { name: 'Start as guest' }).waitFor();
  // Scripts finished before the tile was in the DOM are the ones the first board needed.
  const needed = [...scripts.values()].filter((s) => s.finished !== undefined && (s.finished - navigationStart) * 1000 <= first.dom);
  await context.close();
  return { ...first, app, scripts: needed };
};

export const run = async () => {
  const app = await startWebApp();
  const browser = await launchChromium();
  const returning = [];
  const visited = [];
  const firstVisit = [];
  let sizes = [];
  try {
    for (let i = 0; i < RUNS; i++) returning.push(await coldLoad(browser, app.url, { returning: true }));
    for (let i = 0; i < RUNS; i++) visited.push(await coldLoad(browser, app.url, { returning: true, visited: true }));
    for (let i = 0; i < 3; i++) firstVisit.push(await coldLoad(browser, app.url, { returning: false }));
    // The same scripts gzipped here (level 6, what servers use), whatever the server sent.
    sizes = await Promise.all(
      returning[0].scripts.map(async ({ url, transferred, encoding }) => {
        const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
        return { file: new URL(url).pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length, transferred, encoding };
      }),
    );
  } finally {
    const version = chromiumVersion(browser);
    await browser.close();
    await app.stop();
    console.log(`machine: ${machine()}, ${loadAverage()}; ${version} headless; CPU 4x slower, link 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency; empty cache; ${RUNS} runs`);
  }
  const ms = (values, p) => Math.round(percentile(values, p));
  const times = (runs, pick) => `${ms(runs.map((r) => pick(r).dom), 50)} / ${ms(runs.map((r) => pick(r).dom), 100)}`;
  const painted = (runs, pick) => `${ms(runs.map((r) => pick(r).painted), 50)} / ${ms(runs.map((r) => pick(r).painted), 100)}`;
  const lines = [
    ['first tile of the root board at / (returning guest, saved first board, HTTP cache emptied)', visited, (r) => r],
    ['the app\'s own first tile, same runs (the saved board comes off)', visited, (r) => r.app],
    ['first tile of the root board at / (returning guest, nothing saved, cache cleared)', returning, (r) => r],
    ['first visit: the welcome screen\'s first button', firstVisit, (r) => r],
  ];
  console.log(row(['what', 'runs', 'in the DOM p50 / max (ms)', 'painted p50 / max (ms)']));
  console.log(row(['---', '---', '---', '---']));
  for (const [what, runs, pick] of lines) console.log(row([what, runs.length, times(runs, pick), painted(runs, pick)]));
  console.log('');
  console.log(row(['script loaded before the first tile', 'size (bytes)', 'gzip -6 (bytes)', 'transferred (bytes)', 'content-encoding']));
  console.log(row(['---', '---', '---', '---', '---']));
  for (const s of sizes.sort((a, b) => b.raw - a.raw)) console.log(row([s.file, s.raw, s.gzip, s.transferred, s.encoding]));
  const total = (key) => sizes.reduce((sum, s) => sum + s[key], 0);
  console.log(row([`**total** (${sizes.length} files)`, total('raw'), `**${(total('gzip') / 1024).toFixed(1)} KB**`, `${(total('transferred') / 1024).toFixed(1)} KB`, '']));
};
