// Tap to speech: from the pointerdown on a tile to the speech request reaching the engine (mark 'speech-request')
// and to the first audio sample of the offline voice, eSpeak NG (mark 'speech-audio-start'), in headless Chromium
// (which has no system voices, so eSpeak NG speaks) against the production build served by `npm start`.
/* global document, window -- functions handed to page.evaluate run in the browser */
import { launchChromium, chromiumVersion, returningGuestContext, throttleCpu } from './lib/chromium.mjs';
import { activeBoardId, press, recordPointerDowns, tapAndTime, tile, tileLabels } from './lib/board-page.mjs';
import { inputDeliveryBaseline } from './lib/input-baseline.mjs';
import { loadAverage, machine } from './lib/machine-load.mjs';
import { row, summary } from './lib/stats.mjs';
import { startWebApp } from './lib/web-app.mjs';

// Word boards of the classic English set, opened from the root board as a person would.
const BOARDS = ['quick chat', 'food', 'drinks', 'emotions', 'animals'];
const WARM_TAPS = 60;
const JUST_OPENED_TAPS = 3;
const FIRST_TAP_LOADS = 5;
// Time the board's labels get to be pre-synthesised before the "warm" taps, and the pause between taps.
const PREWARM_MOMENT_MS = 5000;
const BETWEEN_TAPS_MS = 250;

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

const openRoot = async (page) => {
  await page.goto('/?speechLog');
  await tile(page, 'food').waitFor();
};

const goBackToRoot = async (page) => {
  while ((await activeBoardId(page)) !== 'root') {
    await leaveFolder(page);
  }
};

/** Back from a folder that a tap opened, to the board it was on. */
const leaveFolder = async (page) => {
  const folder = await activeBoardId(page);
  await press(page, page.getByRole('button', { name: 'Go back' }));
  await page.waitForFunction((id) => document.querySelector('[data-board-id]')?.getAttribute('data-board-id') !== id, folder);
};

const clearOutput = async (page) => {
  const clear = page.getByRole('region', { name: 'Output' }).getByRole('button', { name: 'Clear' });
  if (await clear.isEnabled()) await press(page, clear);
};

/** Taps words of one board; folders are noted and left. */
const tapWords = async (page, labels, results) => {
  for (const label of labels) {
    const outcome = await tapAndTime(page, label);
    if (outcome.kind === 'folder') {
      await leaveFolder(page);
      continue;
    }
    results.push(outcome);
    if (results.length % 10 === 0) await clearOutput(page);
    await pause(BETWEEN_TAPS_MS);
  }
};

const measure = async (context, rate) => {
  const first = [];
  for (let i = 0; i < FIRST_TAP_LOADS; i++) {
    const page = await context.newPage();
    await throttleCpu(page, rate);
    await openRoot(page);
    await press(page, tile(page, BOARDS[i % BOARDS.length]));
    await page.waitForFunction(() => document.querySelector('[data-board-id]')?.getAttribute('data-board-id') !== 'root');
    // The first word of the board (its folders open boards and say nothing unless folder vocalization is on).
    for (const label of await tileLabels(page)) {
      const outcome = await tapAndTime(page, label);
      if (outcome.kind === 'word') {
        first.push(outcome);
        break;
      }
      await leaveFolder(page);
    }
    await page.close();
  }

  const page = await context.newPage();
  await throttleCpu(page, rate);
  await openRoot(page);
  const justOpened = [];
  const warm = [];
  for (let round = 0; warm.length < WARM_TAPS; round++) {
    const board = BOARDS[round % BOARDS.length];
    await goBackToRoot(page);
    await press(page, tile(page, board));
    await page.waitForFunction(() => document.querySelector('[data-board-id]')?.getAttribute('data-board-id') !== 'root');
    const labels = await tileLabels(page);
    // A board seen before has its labels cached already: only the first visit of each counts as "just opened".
    if (round < BOARDS.length) await tapWords(page, labels.slice(0, JUST_OPENED_TAPS), justOpened);
    await pause(PREWARM_MOMENT_MS);
    await tapWords(page, labels.slice(JUST_OPENED_TAPS, JUST_OPENED_TAPS + 15), warm);
  }
  const log = await page.evaluate(() => (window.__tesseraSpeechLog ?? []).map(({ engine, outcome }) => `${engine}:${outcome}`));
  await page.close();
  return { first, justOpened, warm, engines: [...new Set(log)] };
};

export const run = async () => {
  const app = await startWebApp();
  const browser = await launchChromium();
  const results = [];
  try {
    // One context for every page: Cache Storage keeps the voice data after the first load, as on a device.
    const context = await returningGuestContext(browser, app.url, { serviceWorkers: 'block' });
    await recordPointerDowns(context);
    const warmUp = await context.newPage();
    await openRoot(warmUp);
    await press(warmUp, tile(warmUp, 'quick chat'));
    await warmUp.waitForFunction(() => document.querySelector('[data-board-id]')?.getAttribute('data-board-id') !== 'root');
    await tapAndTime(warmUp, (await tileLabels(warmUp))[0], { timeout: 120_000 }); // fetches and caches the 24 MB voice data
    await warmUp.close();
    for (const rate of [4, 1]) results.push({ rate, ...(await measure(context, rate)), baseline: await inputDeliveryBaseline(browser, rate) });
    await context.close();
  } finally {
    const version = chromiumVersion(browser);
    await browser.close();
    await app.stop();
    console.log(
      `machine: ${machine()}, ${loadAverage()}; ${version} headless; speech engine(s) heard: ${[...new Set(results.flatMap((r) => r.engines))].join(', ')}`,
    );
  }
  console.log(
    row([
      'CPU',
      'taps',
      'what',
      'pointerdown → speech request p50 / p95 / max (ms)',
      'of which the app (dispatch → request) p50 / p95',
      'pointerdown → first audio p50 / p95 / max (ms)',
    ]),
  );
  console.log(row(['---', '---', '---', '---', '---', '---']));
  const figures = (values) => {
    const s = summary(values);
    return `${s.p50} / ${s.p95} / ${s.max}`;
  };
  for (const { rate, first, justOpened, warm, baseline } of results) {
    for (const [what, taps] of [
      ['warm: board open ≥ 5 s (labels prewarmed)', warm],
      ['just opened: first taps on a board not seen before', justOpened],
      ['first tap after a page load (engine starting; voice data in Cache Storage)', first],
    ]) {
      const app = summary(taps.map((t) => t.dispatchToRequest));
      console.log(row([`${rate}x`, taps.length, what, figures(taps.map((t) => t.toRequest)), `${app.p50} / ${app.p95}`, figures(taps.map((t) => t.toAudio))]));
    }
    console.log(row([`${rate}x`, baseline.length, 'yardstick: a page with one button (browser input delivery only)', figures(baseline), '—', '—']));
  }
};
