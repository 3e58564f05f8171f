import { expect, test } from 'vitest';
import type { Communicator } from '@tessera/core';
import type { Locator, Page } from 'playwright-core';
import { api, apiUser, logInToRoot } from './support/account';
import { boardTitle, tile, tileArea } from './support/board';
import { DESKTOP, newContext, PHONE } from './support/browser';
import { toolbar, unlock } from './support/editing';
import { ownAppAndBrowser } from './support/own-app';
import { SYNCED, syncStatus, watchSyncStatus } from './support/sync';

// Spec 01 §2 (the featured-board picker) and §4 (switching a featured default board): the core vocabulary board
// made the root on one device, there after a reload, and on a second device of the account after the sync.
const own = ownAppAndBrowser();
const CORE = 'Core vocabulary (11 × 6)';

/** Opens the picker from the communicator toolbar (shown while unlocked). */
async function openPicker(page: Page): Promise<Locator> {
  await page.getByRole('region', { name: 'Communicator' }).getByRole('button', { name: 'Featured boards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Featured boards' });
  await dialog.waitFor();
  return dialog;
}

/** The board on screen has the core board's fixed 11 × 6 grid: 66 tiles in 6 rows of 11. */
async function showsCoreGrid(page: Page): Promise<void> {
  await tile(page, 'I').waitFor();
  await tile(page, 'again').waitFor();
  const shape = await tileArea(page)
    .locator('[data-tile-id]')
    .evaluateAll((tiles) => ({
      tiles: tiles.length,
      rows: new Set(tiles.map((entry) => entry.getAttribute('data-row'))).size,
      columns: new Set(tiles.map((entry) => entry.getAttribute('data-column'))).size,
    }));
  expect(shape).toEqual({ tiles: 66, rows: 6, columns: 11 });
}

const notice = (page: Page): Locator => page.locator('.MuiSnackbar-root');

test('the core board chosen in the picker becomes the root: shown, kept over a reload, and on the account’s other device', { timeout: 180_000 }, async () => {
  const { app, browser } = own;
  const user = await apiUser(app, 'Featured');
  const laptop = await newContext(browser, app.url, DESKTOP);
  const phone = await newContext(browser, app.url, PHONE);
  try {
    const page = await laptop.newPage();
    await logInToRoot(app, page, user.email);
    await unlock(page);
    // The account's communicator is on the server before the second device signs in.
    await syncStatus(page, SYNCED).waitFor({ timeout: 30_000 });
    const second = await phone.newPage();
    await logInToRoot(app, second, user.email);

    // Each set shows a picture of its root board's tiles; the root now is marked.
    let picker = await openPicker(page);
    const core = picker.getByRole('button', { name: CORE });
    await expect.poll(() => core.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBe(400);
    await expect(picker.getByRole('button', { name: 'Classic boards' }).getAttribute('aria-current')).resolves.toBe('true');
    await expect(core.getAttribute('aria-current')).resolves.toBeNull();

    // Chosen by keyboard: the board screen shows the core board, and the notice (shown for 5 s) can undo it.
    await core.focus();
    await page.keyboard.press('Enter');
    await notice(page).getByText(`${CORE} is now the root board`).waitFor();
    await toolbar(page).getByRole('heading', { name: 'Core words' }).waitFor();
    await notice(page).getByRole('button', { name: 'Undo' }).click();
    await toolbar(page).getByRole('heading', { name: 'Home' }).waitFor();
    await picker.waitFor({ state: 'detached' });

    // The picker again: the classic set is the root once more; choose the core board for good, and see it sent.
    await syncStatus(page, SYNCED).waitFor({ timeout: 30_000 });
    const synced = await watchSyncStatus(page);
    picker = await openPicker(page);
    await expect(picker.getByRole('button', { name: 'Classic boards' }).getAttribute('aria-current')).resolves.toBe('true');
    await picker.getByRole('button', { name: CORE }).click();
    await toolbar(page).getByRole('heading', { name: 'Core words' }).waitFor();
    await showsCoreGrid(page);
    await synced();
    const onServer = await api(app, 'GET', `/communicator/byemail/${encodeURIComponent(user.email)}`, undefined, user.token);
    const communicators = (onServer.body as { data: Communicator[] }).data;
    expect(communicators).toHaveLength(1);
    expect(communicators[0]).toMatchObject({ rootBoard: 'core-root' });
    expect(communicators[0]?.boards).toContain('core-root');
    expect(communicators[0]?.defaultBoardsIncluded).toContainEqual({ nameOnJSON: 'core', homeBoard: 'core-root' });

    // Home goes to the new root: from one of its folders back to / ...
    await tile(page, 'people').click();
    await toolbar(page).getByRole('heading', { name: 'People' }).waitFor();
    await page.goto('/');
    await toolbar(page).getByRole('heading', { name: 'Core words' }).or(boardTitle(page, 'Core words')).waitFor();
    await showsCoreGrid(page);
    // ... and a reload starts there too.
    await page.reload();
    await boardTitle(page, 'Core words').waitFor();
    await showsCoreGrid(page);

    // The second device, left on its root board, follows once the sync brings the communicator; and keeps it.
    await boardTitle(second, 'Core words').waitFor({ timeout: 30_000 });
    await showsCoreGrid(second);
    await second.reload();
    await boardTitle(second, 'Core words').waitFor();
    await showsCoreGrid(second);
  } finally {
    await phone.close();
    await laptop.close();
  }
});
