import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  FIRST_BOARD_KEY,
  FORMAT,
  START_AS_GUEST,
  WELCOME_SCREEN,
  type DefaultScreens,
  type FirstBoardSnapshot,
} from '../../src/lib/first-board/snapshot-format';
import { compiledDeclarations } from '../compiled-declarations';

const TAKE_SNAPSHOT = fileURLToPath(new URL('../../src/lib/first-board/take-snapshot.ts', import.meta.url));
/** How long the built app may take to start and save its first board. */
const TIMEOUT_MS = 60_000;

/**
 * Runs the built app at `url` in headless Chromium as a first-time visitor and returns copies of what it shows
 * first: the welcome screen (copied in the page by take-snapshot.ts, as the app copies its board), and, after
 * "Start as guest", the root board the app itself then saves (app/first-board-saver.ts): built-in boards, default
 * settings, English, light, on a desktop screen; the layout is CSS, so the copies fit any screen.
 */
export async function defaultScreens(url: string, executablePath: string): Promise<DefaultScreens> {
  const copyWelcome = `(() => {
    const FORMAT = ${FORMAT};
    ${await compiledDeclarations(TAKE_SNAPSHOT)}
    return takeSnapshot(document, document.querySelector(${JSON.stringify(WELCOME_SCREEN)}), null, '/', null);
  })()`;
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block', locale: 'en-US', colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(url);
    const start = page.locator(`${WELCOME_SCREEN} [${START_AS_GUEST}]`);
    await start.waitFor({ timeout: TIMEOUT_MS });
    const welcome = (await page.evaluate(copyWelcome)) as FirstBoardSnapshot;
    await start.click();
    const saved = await page.waitForFunction((key) => localStorage.getItem(key), FIRST_BOARD_KEY, { timeout: TIMEOUT_MS, polling: 100 });
    return { welcome, board: JSON.parse((await saved.jsonValue()) ?? 'null') as FirstBoardSnapshot };
  } finally {
    await browser.close();
  }
}
