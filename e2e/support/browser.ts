import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import chromiumFlags from './chromium-flags.json' with { type: 'json' };

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags that keep headless Chromium quiet on a machine with no outside network (the benchmarks read the same file).
const ARGS: string[] = chromiumFlags;

/** Extra flags per spec, e.g. Chromium's fake microphone (`--use-fake-device-for-media-stream`). */
export const launchBrowser = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...ARGS, ...extraArgs] });

export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 768 } };

/** Context options for the specs about what the service worker does (offline, the first install's notice, updates). */
export const WITH_SERVICE_WORKER: BrowserContextOptions = { serviceWorkers: 'allow' };

/**
 * A browser profile on the app. Its first visit is a first-time user's, except that:
 * - the board walkthrough (which floats over the unlocked board) is marked done, as for a carer who has seen it, so
 *   the specs that edit a board meet the board alone; `{ boardTour: true }` leaves it to run (e2e/board-tour.spec.ts);
 * - the service worker is not installed unless the options say `...WITH_SERVICE_WORKER`: its install precaches the
 *   whole app (321 files, 10 MB), which cost Chromium 1.5 s of CPU for each of the suite's ~200 profiles (measured
 *   2026-12-02: 1.90 s a first visit with it, 0.41 s without) and slowed every spec beside it. The specs about
 *   offline use, the first install's notice, updates and cached fonts and pictures keep it.
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = DESKTOP,
  { boardTour = false } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', ...options });
  if (!boardTour) {
    await context.addInitScript(() => {
      if (localStorage.getItem('tessera.tours') === null)
        localStorage.setItem('tessera.tours', JSON.stringify({ settingsTourEnabled: false, boardTourEnabled: false }));
    });
  }
  return context;
}
