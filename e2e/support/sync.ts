import type { Locator, Page } from 'playwright-core';

// The sync status of a signed-in user in the navigation bar (shown while unlocked), and its Sync dialog.

export const SYNCED = 'Synced';
export const NOT_SYNCED = 'Not synced yet';
export const WAITING = 'Changes waiting to be saved to your account';
export const SAVING = 'Saving changes to your account';
const STATUSES = [SYNCED, NOT_SYNCED, WAITING, SAVING];

declare global {
  interface Window {
    __syncStatuses?: string[];
  }
}

export const syncStatus = (page: Page, name: string | RegExp): Locator => page.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name });

/** A server id (MongoDB-style ObjectId), which replaces a board's local id once the server has it. */
export const SERVER_ID = /^[0-9a-f]{24}$/;

/** The board id in the page's address (/board/<id>). */
export const boardIdInUrl = (page: Page): string => decodeURIComponent(new URL(page.url()).pathname.replace(/^\/board\//, ''));

/** Opens the Sync dialog from the status button, whatever the status says. */
export async function openSyncDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^(${STATUSES.join('|')})$`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Sync' });
  await dialog.waitFor();
  return dialog;
}

/**
 * Starts noting every sync status the page shows, in order. "Synced" alone does not prove a change was sent: it
 * is also what shows in the moment between an edit and the start of its sync. So a spec that needs a change on
 * the server starts the watch while the device is settled ("Synced", nothing under way), makes the change, and
 * calls the answered function: it waits until the status went through "Saving…" and is back to "Synced".
 */
export async function watchSyncStatus(page: Page): Promise<(timeout?: number) => Promise<void>> {
  await page.evaluate((statuses) => {
    const seen: string[] = [];
    window.__syncStatuses = seen;
    const note = () => {
      const shown = Array.from(document.querySelectorAll('button[aria-label]'))
        .map((button) => button.getAttribute('aria-label') ?? '')
        .find((label) => statuses.includes(label));
      if (shown && seen.at(-1) !== shown) seen.push(shown);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    note();
  }, STATUSES);
  return async (timeout = 30_000) => {
    await page.waitForFunction(
      ({ saving, synced }) => {
        const seen = window.__syncStatuses ?? [];
        return seen.includes(saving) && seen.at(-1) === synced;
      },
      { saving: SAVING, synced: SYNCED },
      { timeout, polling: 100 },
    );
  };
}

/** Waits until the service worker controls the page, so the app itself (and its lazy screens) load with no server. */
export async function underServiceWorker(page: Page): Promise<void> {
  // `ready` never settles where the worker is blocked: fail with the reason instead of at the test's timeout.
  const ready = await page.evaluate(() =>
    Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 30_000))]),
  );
  if (!ready) throw new Error('No service worker after 30 s: did this context allow it (newContext with ...WITH_SERVICE_WORKER)?');
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}
