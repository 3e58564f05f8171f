import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const tilesArea = (page: Page) => page.getByRole('main', { name: 'Tiles' });
const tile = (page: Page, name: string) => tilesArea(page).getByRole('button', { name, exact: true });
const toolbar = (page: Page) => page.getByRole('region', { name: 'Edit board' });

/** A fresh device: the welcome screen, then the board as a guest. */
const startAsGuest = async () => {
  const context = await newContext(browser, inject('baseURL'));
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Start as guest' }).click();
  await tilesArea(page).waitFor();
  return { context, page };
};

const unlock = async (page: Page) => {
  for (let press = 0; press < 4; press += 1) await page.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('button', { name: 'Lock', exact: true }).waitFor();
};

const toggleEdit = (page: Page) => toolbar(page).getByRole('button', { name: 'Edit', exact: true }).click();

const addTile = async (page: Page, label: string, type?: 'Folder' | 'Empty board') => {
  await toolbar(page).getByRole('button', { name: 'Add Tile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create tile' });
  if (type) await dialog.getByRole('radio', { name: type }).check();
  await dialog.getByRole('textbox', { name: type === 'Empty board' ? 'Board Name' : 'Label' }).fill(label);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
};

/** Whether a board saved in this browser's IndexedDB has a tile with this label (so a reload cannot lose it). */
const savedOnDevice = (page: Page, label: string) =>
  page.waitForFunction(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('tessera');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('boards')) return resolve(false);
          const read = db.transaction('boards').objectStore('boards').getAll();
          read.onsuccess = () => {
            db.close();
            resolve((read.result as { tiles: { label?: string }[] }[]).some((board) => board.tiles.some((t) => t.label === wanted)));
          };
        };
      }),
    label,
  );

test('adds a tile with a label, sees it, and still sees it after a reload', async () => {
  const { context, page } = await startAsGuest();
  await unlock(page);
  await toggleEdit(page);
  await addTile(page, 'Lemonade');
  await tile(page, 'Lemonade').waitFor();
  await savedOnDevice(page, 'Lemonade');
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
