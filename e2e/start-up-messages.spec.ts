import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { repoRoot, startApp, type RunningApp } from './support/app-process';
import { startAsGuest, tile } from './support/board';
import { launchBrowser, newContext, PHONE, WITH_SERVICE_WORKER } from './support/browser';

// Spec 02 §4 start-up messages: "Content is cached for offline use." when the app is first installed, and "New
// content is available; please refresh." when a new version is deployed, with a Refresh that moves to it.
// The app serves its own copy of the built web app (WEB_DIST), so this spec can deploy a "new version" of it.

let app: RunningApp;
let browser: Browser;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'tessera-web-'));
  cpSync(path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  [app, browser] = await Promise.all([startApp({ WEB_DIST: webDist }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  rmSync(webDist, { recursive: true, force: true });
});

/** A new build of the service worker: its bytes change, which is how a browser finds a new version. */
function deployNewVersion() {
  const worker = path.join(webDist, 'sw.js');
  writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// a new version ${Date.now()}\n`);
  rmSync(`${worker}.gz`, { force: true });
  rmSync(`${worker}.br`, { force: true });
}

test('a first visit says the app is cached for offline use; a new version says so, and Refresh moves to it', { timeout: 240_000 }, async () => {
  const context = await newContext(browser, app.url, { ...PHONE, ...WITH_SERVICE_WORKER });
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    // The notice on screen (screen readers hear it from the app's live region).
    const notices = page.locator('.MuiSnackbar-root');
    await notices.getByText('Content is cached for offline use.').waitFor({ timeout: 120_000 });
    const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(firstWorker).toMatch(/\/sw\.js$/);

    deployNewVersion();
    await page.reload(); // a navigation makes the browser look for a new version of the worker
    await tile(page, 'quick chat').waitFor();
    const newContent = notices.filter({ hasText: 'New content is available; please refresh.' });
    await newContent.waitFor({ timeout: 120_000 });
    // Nothing moves under the user: the new version waits until they ask for it.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

    await page.evaluate(() => ((window as unknown as { beforeRefresh: boolean }).beforeRefresh = true));
    await newContent.getByRole('button', { name: 'Refresh' }).click();
    // The page reloads on the new version: the waiting worker is now the active one and none waits.
    await page.waitForFunction(() => !(window as unknown as { beforeRefresh?: boolean }).beforeRefresh, undefined, { timeout: 60_000 });
    await tile(page, 'quick chat').waitFor();
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  } finally {
    await context.close();
  }
});
