import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, WITH_SERVICE_WORKER } from './support/browser';
import { addTile, lock, relabelTile, toggleEdit, toolbar, unlock } from './support/editing';
import { savedBoards } from './support/saved-work';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const tilesArea = (page: Page) => page.getByRole('main', { name: 'Tiles' });
const tile = (page: Page, name: string) => tilesArea(page).getByRole('button', { name, exact: true });

/** A fresh device: the welcome screen, then the board as a guest. */
const startAsGuest = async (options = DESKTOP) => {
  const context = await newContext(browser, inject('baseURL'), options);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Start as guest' }).click();
  await tilesArea(page).waitFor();
  return { context, page };
};

test('adds a tile with a label, sees it, and still sees it after a reload', async () => {
  const { context, page } = await startAsGuest();
  await unlock(page);
  await toggleEdit(page);
  await addTile(page, 'Lemonade');
  await tile(page, 'Lemonade').waitFor();
  await expect.poll(async () => (await savedBoards(page)).some((board) => board.tiles.some((t) => t.label === 'Lemonade'))).toBe(true);
  await page.reload();
  await tile(page, 'Lemonade').waitFor();
  await expect(tile(page, 'Lemonade').isVisible()).resolves.toBe(true);
  // Locked again after the reload: nothing that edits shows.
  await expect(page.getByRole('button', { name: 'Add Tile' }).count()).resolves.toBe(0);
  await context.close();
});

test('edits a label of a selected tile', async () => {
  const { context, page } = await startAsGuest();
  await unlock(page);
  await addTile(page, 'Tea');
  await toggleEdit(page);
  await tile(page, 'Tea').click();
  await toolbar(page).getByRole('button', { name: 'Edit selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Tile' });
  await dialog.getByRole('textbox', { name: 'Label' }).fill('Green tea');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await tile(page, 'Green tea').waitFor();
  await expect(tile(page, 'Tea').count()).resolves.toBe(0);
  await context.close();
});

test('copies and pastes tiles, then deletes them with an undo', async () => {
  const { context, page } = await startAsGuest();
  await unlock(page);
  await addTile(page, 'Biscuit');
  await toggleEdit(page);
  await tile(page, 'Biscuit').click();
  await toolbar(page).getByRole('button', { name: 'Copy' }).click();
  await toolbar(page).getByRole('button', { name: 'Paste' }).click();
  await expect.poll(() => tile(page, 'Biscuit').count()).toBe(2);

  await toolbar(page).getByRole('checkbox', { name: 'Select all' }).check();
  const total = await tilesArea(page).getByRole('button').count();
  await toolbar(page).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => tilesArea(page).getByRole('button').count()).toBe(0);
  await page.getByRole('status').getByText(`${total} tiles deleted`).waitFor();
  await page.locator('.MuiSnackbar-root').getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => tilesArea(page).getByRole('button').count()).toBe(total);
  await expect(tile(page, 'Biscuit').count()).resolves.toBe(2);
  await context.close();
});

test('a deletion’s Undo shows at once over the first start’s “Content is cached” notice, which shows again after it', async () => {
  const { context, page } = await startAsGuest({ ...DESKTOP, ...WITH_SERVICE_WORKER });
  const snackbar = page.locator('.MuiSnackbar-root');
  const cached = snackbar.getByText('Content is cached for offline use.');
  // The service worker's first install is announced a few seconds after the start: wait for it to be open.
  await cached.waitFor({ timeout: 30_000 });
  await unlock(page);
  await toggleEdit(page);
  await tilesArea(page).getByRole('button').first().click();
  await toolbar(page).getByRole('button', { name: 'Delete' }).click();
  await snackbar.getByRole('button', { name: 'Undo' }).waitFor({ timeout: 2000 });
  expect(await snackbar.textContent()).toContain('1 tile deleted');
  await snackbar.getByRole('button', { name: 'Undo' }).click();
  await cached.waitFor();
  await context.close();
});

test('adds a folder tile that creates a new board, and navigates into it', async () => {
  const { context, page } = await startAsGuest();
  await unlock(page);
  await addTile(page, 'Snacks', 'Folder');
  await tile(page, 'Snacks').click();
  await page.waitForURL((url) => url.pathname.startsWith('/board/') && !url.pathname.endsWith('/root'));
  await toolbar(page).getByRole('heading', { name: 'Snacks' }).waitFor();
  await page.getByText('This board has no tiles yet.').waitFor();
  await addTile(page, 'Crisps');
  await tile(page, 'Crisps').waitFor();
  await page.getByRole('button', { name: 'Go back' }).click();
  await tile(page, 'Snacks').waitFor();
  await context.close();
});

test('Edit selected, Save, then Delete: only the tile chosen after the save is deleted', async () => {
  const { context, page } = await startAsGuest();
  await unlock(page);
  await addTile(page, 'Soup');
  await addTile(page, 'Bread');
  await toggleEdit(page);
  await relabelTile(page, 'Soup', 'Hot soup');
  // The edited tile is no longer chosen: the next Delete removes Bread alone.
  await expect(tile(page, 'Hot soup').getAttribute('aria-pressed')).resolves.not.toBe('true');
  await tile(page, 'Bread').click();
  await toolbar(page).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('status').getByText('1 tile deleted').waitFor();
  await tile(page, 'Bread').waitFor({ state: 'detached' });
  await expect(tile(page, 'Hot soup').isVisible()).resolves.toBe(true);
  await context.close();
});

test('an Empty board tile stays on the board it was made on and opens its new board after locking', async () => {
  const { context, page } = await startAsGuest();
  await unlock(page);
  await addTile(page, 'Park', 'Empty board');
  // Saving opens the new board at once.
  await page.getByText('This board has no tiles yet.').waitFor();
  await page.getByRole('button', { name: 'Go back' }).click();
  await lock(page);
  await tile(page, 'Park').click();
  await page.getByRole('heading', { level: 1, name: 'Park' }).waitFor();
  await page.getByText('This board has no tiles yet.').waitFor();
  await context.close();
});

test('adds and removes a row on a fixed board', async () => {
  const context = await newContext(browser, inject('baseURL'));
  const page = await context.newPage();
  await page.goto('/board/partner-ask');
  await tilesArea(page).waitFor();
  await unlock(page);
  await toggleEdit(page);
  await toolbar(page).getByText('Rows: 5').waitFor();
  await toolbar(page).getByRole('button', { name: 'Add row' }).click();
  await toolbar(page).getByText('Rows: 6').waitFor();
  await expect(page.locator('[data-fixed="true"] > [data-row="5"]').count()).resolves.toBe(6);
  // The reload comes once the change is on the device, as it would for a person (a save takes milliseconds).
  await expect.poll(async () => (await savedBoards(page)).find((board) => board.id === 'partner-ask')?.grid?.rows).toBe(6);
  await page.reload();
  await tilesArea(page).waitFor();
  await expect(page.locator('[data-fixed="true"] > [data-row="5"]').count()).resolves.toBe(6);
  await unlock(page);
  await toggleEdit(page);
  await toolbar(page).getByRole('button', { name: 'Remove row' }).click();
  await toolbar(page).getByText('Rows: 5').waitFor();
  await expect(page.locator('[data-fixed="true"] > [data-row="5"]').count()).resolves.toBe(0);
  await context.close();
});
