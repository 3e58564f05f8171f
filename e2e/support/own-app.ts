import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from './app-process';
import { launchBrowser } from './browser';

export type OwnApp = { readonly app: RunningApp; readonly browser: Browser };

/**
 * A spec file's own app (`npm start`, SQLite on a fresh DATA_DIR, mail to DATA_DIR/outbox) and browser, started
 * before its tests and ended after them: for specs that read the outbox or stop the server, which the shared app
 * of global-setup cannot offer. Read the fields inside tests, once they are set.
 */
export function ownAppAndBrowser(): OwnApp {
  const own = {} as { app: RunningApp; browser: Browser };
  beforeAll(async () => {
    [own.app, own.browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await own.browser?.close();
    await own.app?.stop();
  });
  return own;
}
