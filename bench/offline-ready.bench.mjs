// Offline-ready: a first visit to `/`, from the navigation to the service worker activated with its precache
// complete (the moment the app works with the network gone), on loopback and on a 1.6 Mbit/s down / 750 kbit/s
// up link with 150 ms latency (for the page and for its service worker); with the worker's request count and
// bytes. Each run then checks, with the network off, that the root board and its pictures load. Headless Chromium
// against the production build served by `npm start`.
/* global caches, document, window -- functions handed to page.evaluate run in the browser */
import { inChromiumAgainstApp } from './lib/app-in-chromium.mjs';
import { watchServiceWorkerNetwork } from './lib/service-worker-network.mjs';
import { percentile, row } from './lib/stats.mjs';

const LOOPBACK_RUNS = Number(process.env.BENCH_OFFLINE_LOOPBACK_RUNS ?? 7);
const SLOW_RUNS = Number(process.env.BENCH_OFFLINE_SLOW_RUNS ?? 3);
const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };

/** In the page, before its scripts: the time (ms since navigation) its service worker reaches `activated`. */
const markActivation = () => {
  window.__offlineReady = navigator.serviceWorker.ready.then(
    ({ active }) =>
      new Promise((resolve) => {
        const done = () => active.state === 'activated' && resolve(performance.now());
        active.addEventListener('statechange', done);
        done();
      }),
  );
};

/** Precached entries, counted in the Cache Storage Workbox fills. */
const precachedEntries = async () => {
  let count = 0;
  for (const name of await caches.keys()) if (name.startsWith('workbox-precache')) count += (await (await caches.open(name)).keys()).length;
  return count;
};

/** With the network off, `/` must show the app's own root board, every picture loaded (from the worker). */
const worksOffline = async (context) => {
  await context.setOffline(true);
  const page = await context.newPage();
  try {
    await page.goto('/');
    await page.locator('#root [data-tile-id]').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => [...document.querySelectorAll('#root img')].every((img) => img.complete), null, { timeout: 30_000 });
    const pictures = await page.evaluate(() => [...document.querySelectorAll('#root img')].map((img) => img.naturalWidth > 0));
    if (pictures.length === 0 || pictures.includes(false))
      throw new Error(`offline: ${pictures.filter((ok) => !ok).length} of ${pictures.length} pictures did not load`);
    return pictures.length;
  } finally {
    await page.close();
    await context.setOffline(false);
  }
};

const firstVisit = async (browser, url, link) => {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1366, height: 768 } });
  try {
    await context.addInitScript(markActivation);
    const page = await context.newPage();
    const worker = await watchServiceWorkerNetwork(context, page, link);
    const navigated = performance.now();
    await page.goto('/', { waitUntil: 'commit' });
    const readyMs = await page.evaluate(() => window.__offlineReady);
    const entries = await page.evaluate(precachedEntries);
    const network = worker.stats();
    // The next visit is a returning guest's: the root board, not the welcome screen.
    await page.evaluate(() => localStorage.setItem('tessera.welcomeSeen', 'true'));
    const pictures = await worksOffline(context);
    return { readyMs, workerMs: network.startedAt - navigated, entries, ...network, pictures };
  } finally {
    await context.close();
  }
};

export const run = async () => {
  const cases = [
    { what: 'loopback', runs: LOOPBACK_RUNS, link: undefined, results: [] },
    { what: '1.6 Mbit/s down, 750 kbit/s up, 150 ms latency', runs: SLOW_RUNS, link: SLOW_LINK, results: [] },
  ];
  await inChromiumAgainstApp(
    async (app, browser) => {
      for (const c of cases) for (let i = 0; i < c.runs; i++) c.results.push(await firstVisit(browser, app.url, c.link));
    },
    () => 'no CPU throttling; a fresh browser context per run',
  );
  const seconds = (ms) => (ms / 1000).toFixed(2);
  console.log(
    row([
      'link',
      'runs (s)',
      'p50 / max (s)',
      'worker started, p50 (s)',
      'precached entries',
      "worker's requests",
      "worker's bytes",
      'root board pictures offline',
    ]),
  );
  console.log(row(['---', '---', '---', '---', '---', '---', '---', '---']));
  for (const { what, results } of cases) {
    const times = results.map((r) => r.readyMs);
    const { entries, requests, bytes, pictures } = results[0];
    const readyCell = `**${seconds(percentile(times, 50))}** / ${seconds(Math.max(...times))}`;
    const workerCell = seconds(
      percentile(
        results.map((r) => r.workerMs),
        50,
      ),
    );
    console.log(row([what, times.map(seconds).join(', '), readyCell, workerCell, entries, requests, bytes, `${pictures} of ${pictures}`]));
  }
};
