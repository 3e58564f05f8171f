import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { boardTitle, startAsGuest, tile, tileArea } from './support/board';
import { addTile, toolbar, unlock } from './support/editing';
import { savedBoards } from './support/saved-work';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const savedBoardNames = async (page: Page) => (await savedBoards(page)).map((board) => board.name);

test('deletes a board made on this device after asking, goes back, and Undo brings it back with its folder tile', async () => {
  const context = await newContext(browser, inject('baseURL'));
  const page = await context.newPage();
  await startAsGuest(page, '/');
  await unlock(page);
  await toolbar(page).getByRole('button', { name: 'Edit', exact: true }).click();
  // The root board can never be deleted, so it is not offered.
  await expect(toolbar(page).getByRole('button', { name: 'Delete board' }).count()).resolves.toBe(0);
  await addTile(page, 'Garden', 'Folder');
  await tile(page, 'Garden').click();
  await toolbar(page).getByRole('heading', { name: 'Garden' }).waitFor();
  await addTile(page, 'Flower');
  await tile(page, 'Flower').waitFor();
  const gardenUrl = new URL(page.url()).pathname;

  await toolbar(page).getByRole('button', { name: 'Edit', exact: true }).click();
  await toolbar(page).getByRole('button', { name: 'Delete board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this board?' });
  await expect(dialog.innerText()).resolves.toContain('“Garden” and the tiles that open it will be deleted.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await tile(page, 'Flower').waitFor();

  await toolbar(page).getByRole('button', { name: 'Delete board' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('status').getByText('Board permanently deleted').waitFor();
  await page.waitForURL((url) => url.pathname !== gardenUrl);
  await tileArea(page).getByRole('button').first().waitFor();
  await expect(tile(page, 'Garden').count()).resolves.toBe(0);
  await expect.poll(() => savedBoardNames(page)).not.toContain('Garden');

  await page.locator('.MuiSnackbar-root').getByRole('button', { name: 'Undo' }).click();
  await tile(page, 'Garden').waitFor();
  await expect.poll(() => savedBoardNames(page)).toContain('Garden');
  await toolbar(page).getByRole('button', { name: 'Edit', exact: true }).click();
  await tile(page, 'Garden').click();
  await tile(page, 'Flower').waitFor();
  await context.close();
});

test('after a reload the deleted board stays deleted', async () => {
  const context = await newContext(browser, inject('baseURL'));
  const page = await context.newPage();
  await startAsGuest(page, '/');
  await unlock(page);
  await addTile(page, 'Beach', 'Folder');
  await tile(page, 'Beach').click();
  await toolbar(page).getByRole('heading', { name: 'Beach' }).waitFor();
  await toolbar(page).getByRole('button', { name: 'Edit', exact: true }).click();
  await toolbar(page).getByRole('button', { name: 'Delete board' }).click();
  await page.getByRole('dialog', { name: 'Delete this board?' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('status').getByText('Board permanently deleted').waitFor();
  await expect.poll(() => savedBoardNames(page)).not.toContain('Beach');
  await page.reload();
  await boardTitle(page, 'Home').waitFor();
  await expect(tile(page, 'Beach').count()).resolves.toBe(0);
  await context.close();
});
