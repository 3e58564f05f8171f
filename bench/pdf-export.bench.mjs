// Exporting boards as PDF from the Export screen, in headless Chromium against the production build (`npm start`):
// the core board (fixed 11 x 6, 66 pictures) alone, and all of a new guest's boards as PDF and as OBZ. Each is timed
// from the click on the export button to the download, with the longest main-thread task seen meanwhile (long tasks,
// PerformanceObserver): how long the page could not answer a tap or paint the progress.
/* global window -- functions handed to page.evaluate run in the browser */
import { inChromiumAgainstApp } from './lib/app-in-chromium.mjs';
import { returningGuestContext } from './lib/chromium.mjs';
import { tile } from './lib/board-page.mjs';
import { row, summary } from './lib/stats.mjs';

const CORE_RUNS = Number(process.env.PDF_BENCH_CORE_RUNS ?? 5);
const ALL_RUNS = Number(process.env.PDF_BENCH_ALL_RUNS ?? 2);
const CORE = 'Core vocabulary (11 × 6)';

const recordLongTasks = (context) =>
  context.addInitScript(() => {
    window.__benchLongTasks = [];
    new PerformanceObserver((list) =>
      window.__benchLongTasks.push(...list.getEntries().map((entry) => ({ start: entry.startTime, duration: entry.duration }))),
    ).observe({ type: 'longtask', buffered: true });
  });

/** The renderer main thread's CPU time so far, in ms (thread ticks: time the machine gave other processes is left out). */
const cpuTime = async (cdp) => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
};

/**
 * Clicks an export button and waits for the file: the time taken, the main thread's CPU time meanwhile, the file's
 * size and the longest task.
 */
const timeExport = async (page, cdp, region, format, button) => {
  const section = page.getByRole('region', { name: region });
  await section.getByRole('radio', { name: format, exact: true }).check();
  const cpuBefore = await cpuTime(cdp);
  const start = await page.evaluate(() => performance.now());
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 600_000 }), section.getByRole('button', { name: button }).click()]);
  const end = await page.evaluate(() => performance.now());
  const cpu = (await cpuTime(cdp)) - cpuBefore;
  const tasks = await page.evaluate(([from, to]) => window.__benchLongTasks.filter((task) => task.start >= from && task.start <= to), [start, end]);
  const file = await download.path();
  const { size } = await import('node:fs').then((fs) => fs.promises.stat(file));
  await page.locator('.MuiSnackbar-root').getByText('Your board(s) was downloaded').waitFor();
  return {
    ms: end - start,
    cpu,
    bytes: size,
    longest: Math.max(0, ...tasks.map((task) => task.duration)),
    over200: tasks.filter((task) => task.duration > 200).length,
  };
};

const chooseCoreBoard = async (page) => {
  await page.goto('/');
  await tile(page, 'food').waitFor();
  // Four presses unlock; on a busy machine they may come too far apart, so again until the board is unlocked.
  const locked = page.getByRole('button', { name: 'Unlock' });
  for (let round = 0; round < 5 && (await locked.count()) > 0; round++) {
    for (let i = 0; i < 4 && (await locked.count()) > 0; i++) await locked.click();
    await page
      .getByRole('button', { name: 'Lock', exact: true })
      .waitFor({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await page.getByRole('region', { name: 'Communicator' }).getByRole('button', { name: 'Featured boards' }).click();
  await page.getByRole('dialog', { name: 'Featured boards' }).getByRole('button', { name: CORE }).click();
  await tile(page, 'again').waitFor();
};

const chooseSingle = async (page, name) => {
  const single = page.getByRole('region', { name: 'Export a single board' });
  await single.getByRole('combobox', { name: 'Board' }).click();
  await page.getByRole('option', { name, exact: true }).click();
};

export const run = async () => {
  const results = [];
  await inChromiumAgainstApp(async (app, browser) => {
    const context = await returningGuestContext(browser, app.url, { acceptDownloads: true });
    await recordLongTasks(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.goto('/');
    await tile(page, 'food').waitFor();
    await page.goto('/settings/export');
    // The first export fetches the PDF code and the label font: not counted. (The pictures of the other boards are
    // fetched in the first run of all boards, as on a user's first export.)
    await chooseSingle(page, 'Home');
    await timeExport(page, cdp, 'Export a single board', 'PDF', 'Export board');
    for (const [what, format] of [
      ['all boards (classic set), PDF', 'PDF'],
      ['all boards (classic set), OBZ', 'OpenBoard (OBF/OBZ)'],
    ]) {
      for (let i = 0; i < ALL_RUNS; i++) results.push({ what, ...(await timeExport(page, cdp, 'Export all boards', format, 'Export all boards')) });
    }
    await chooseCoreBoard(page);
    await page.goto('/settings/export');
    await chooseSingle(page, 'Core words');
    await timeExport(page, cdp, 'Export a single board', 'PDF', 'Export board');
    for (let i = 0; i < CORE_RUNS; i++)
      results.push({ what: 'core board (11 x 6), PDF', ...(await timeExport(page, cdp, 'Export a single board', 'PDF', 'Export board')) });
    await context.close();
  });
  console.log(
    row([
      'export',
      'runs',
      'click → download p50 / max (ms)',
      'main-thread CPU p50 / max (ms)',
      'file (KB)',
      'longest task p50 / max (ms)',
      'tasks over 200 ms (per run, max)',
    ]),
  );
  console.log(row(['---', '---', '---', '---', '---', '---', '---']));
  for (const what of [...new Set(results.map((result) => result.what))]) {
    const runs = results.filter((result) => result.what === what);
    const time = summary(runs.map((r) => r.ms));
    const cpu = summary(runs.map((r) => r.cpu));
    const longest = summary(runs.map((r) => r.longest));
    console.log(
      row([
        what,
        runs.length,
        `${time.p50} / ${time.max}`,
        `${cpu.p50} / ${cpu.max}`,
        Math.round(runs[0].bytes / 1024),
        `${longest.p50} / ${longest.max}`,
        Math.max(...runs.map((r) => r.over200)),
      ]),
    );
  }
};
