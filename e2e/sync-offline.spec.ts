import { expect, test } from 'vitest';
import { apiUser, boardsOnServer, logIn, type ApiUser } from './support/account';
import type { RunningApp } from './support/app-process';
import { boardTitle, tile } from './support/board';
import { ownAppAndBrowser } from './support/own-app';
import { DESKTOP, newContext, PHONE, WITH_SERVICE_WORKER } from './support/browser';
import { relabelTile, toggleEdit, unlock } from './support/editing';
import { NOT_SYNCED, openSyncDialog, SYNCED, syncStatus, underServiceWorker, WAITING } from './support/sync';

// The server goes down under a signed-in user who keeps editing (`npm start` on its own DATA_DIR, stopped and
// started again on the same port): the edit is kept on the device and lands once the server is back.
const own = ownAppAndBrowser();

const labelsOnServer = async (app: RunningApp, user: ApiUser): Promise<string[]> =>
  (await boardsOnServer(app, user)).flatMap((board) => board.tiles.map((t) => t.label ?? ''));

test('an edit made while the server is stopped is kept, and lands once it is started again', { timeout: 150_000 }, async () => {
  const { app, browser } = own;
  const user = await apiUser(app, 'Offline');
  const laptop = await newContext(browser, app.url, { ...DESKTOP, ...WITH_SERVICE_WORKER });
  const phone = await newContext(browser, app.url, PHONE);
  try {
    const page = await laptop.newPage();
    await logIn(page, user.email);
    await page.waitForURL(`${app.url}/`);
    await boardTitle(page, 'Home').waitFor();
    await underServiceWorker(page);
    await boardTitle(page, 'Home').waitFor();
    await unlock(page);
    await syncStatus(page, SYNCED).waitFor({ timeout: 30_000 });

    await app.halt();
    await toggleEdit(page);
    await relabelTile(page, 'drinks', 'cold drinks');
    await syncStatus(page, new RegExp(`^(${NOT_SYNCED}|${WAITING})$`)).waitFor({ timeout: 30_000 });

    // A reload while the server is still down: the edit is on this device, and still waiting.
    await page.reload();
    await boardTitle(page, 'Home').waitFor({ timeout: 30_000 });
    await tile(page, 'cold drinks').waitFor();
    expect(await tile(page, 'drinks').count()).toBe(0);
    await unlock(page);
    await syncStatus(page, NOT_SYNCED).waitFor({ timeout: 30_000 });
    const dialog = await openSyncDialog(page);
    await dialog.getByText('Your changes are kept on this device and will be sent when the server can be reached.').waitFor();

    // The server is back (same port, same data); the user tries again rather than wait for the next retry.
    await app.restart();
    await dialog.getByRole('button', { name: 'Try again now' }).click();
    await dialog.getByText('All your changes are saved to your account.').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await syncStatus(page, SYNCED).waitFor();
    expect(await labelsOnServer(app, user)).toContain('cold drinks');

    // Another device of the same account gets the new label.
    const second = await phone.newPage();
    await logIn(second, user.email);
    await second.waitForURL(`${app.url}/`);
    await tile(second, 'cold drinks').waitFor({ timeout: 30_000 });
    expect(await tile(second, 'drinks').count()).toBe(0);
  } finally {
    await phone.close();
    await laptop.close();
  }
});
