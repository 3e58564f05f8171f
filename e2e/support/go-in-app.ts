import type { Page } from 'playwright-core';

/**
 * Goes to `path` inside the running app, as its own links do (a history entry the router then shows), rather than
 * loading the whole app again as page.goto does: for specs that visit many screens of one app and check each, where
 * a reload per screen is most of the spec's time. The entry is written as the router writes its own.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `e2e-${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}
