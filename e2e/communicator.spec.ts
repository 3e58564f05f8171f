import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Board } from '@tessera/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, apiUser, boardsOnServer, logIn, type ApiUser } from './support/account';
import { startApp, type RunningApp } from './support/app-process';
import { startAsGuest, tile } from './support/board';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { addTile, toolbar, unlock } from './support/editing';
import { linkFromOutbox } from './support/outbox';
import { SYNCED, syncStatus } from './support/sync';

// Spec 01 §2 (communicator toolbar and dialog), §4 (publishing, deletion refusals), §7 (POST /board/report).
// The app of this file mails reports to the moderators, so a sent report can be seen arriving.
const MODERATORS = 'moderators@example.org';
let app: RunningApp;
let browser: Browser;
let publisher: ApiUser;

/** A board of `user`, made public with a description, as another device of theirs would leave it. */
async function publicBoard(user: ApiUser, name: string, description: string): Promise<Board> {
  const created = await api(app, 'POST', '/board', { name, tiles: [{ id: 't1', label: `${name} word` }] }, user.token);
  if (created.status !== 201) throw new Error(`POST /board answered ${created.status}`);
  const board = created.body as Board;
  const published = await api(app, 'PUT', `/board/${board.id}`, { ...board, isPublic: true, description }, user.token);
  if (published.status !== 200) throw new Error(`PUT /board answered ${published.status}`);
  return published.body as Board;
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ MODERATORS_EMAIL: MODERATORS }), launchBrowser()]);
  publisher = await apiUser(app, 'Publisher');
  for (let index = 1; index <= 11; index += 1) await publicBoard(publisher, `Topic ${index}`, `Words about topic ${index}`);
  await publicBoard(publisher, 'Zoo animals', 'Lions, tigers and bears');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const communicatorDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Communicator' });
const boardItem = (list: Locator, name: string): Locator =>
  list.getByRole('listitem').filter({ has: list.page().getByRole('heading', { level: 3, name, exact: true }) });
const notice = (page: Page, text: string): Locator => page.locator('.MuiSnackbar-root').getByText(text);

/** Opens the communicator dialog from the communicator toolbar (shown while unlocked). */
async function openCommunicator(page: Page): Promise<Locator> {
  await page.getByRole('region', { name: 'Communicator' }).getByRole('button', { name: 'Manage boards' }).click();
  const dialog = communicatorDialog(page);
  await dialog.waitFor();
  return dialog;
}

test('a guest browses and searches the public boards, loads more, and opens one', { timeout: 90_000 }, async () => {
  const context = await newContext(browser, app.url, PHONE);
  try {
    const page = await context.newPage();
    await startAsGuest(page, '/');
    await unlock(page);
    // On a 390 px phone the communicator's name shows whole, not cut to "My com…" beside the buttons.
    const name = page.getByRole('region', { name: 'Communicator' }).getByText('My communicator', { exact: true });
    await expect(name.evaluate((element) => element.scrollWidth <= element.clientWidth)).resolves.toBe(true);
    const dialog = await openCommunicator(page);
    await expect(dialog.getByRole('tab', { name: 'My boards' }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('tab', { name: 'Public boards' }).click();
    await dialog.getByText('Showing 10 of 12').waitFor();
    // Newest first: the last board published leads.
    await expect(dialog.getByRole('heading', { level: 3 }).first().innerText()).resolves.toBe('Zoo animals');
    await dialog.getByRole('button', { name: 'Load more' }).click();
    await dialog.getByText('Showing 12 of 12').waitFor();
    await expect(dialog.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);

    await dialog.getByRole('searchbox', { name: 'Search boards' }).fill('tigers');
    await dialog.getByText('Showing 1 of 1').waitFor();
    const zoo = boardItem(dialog, 'Zoo animals');
    await zoo.getByText('Lions, tigers and bears').waitFor();
    await zoo.getByText('by Publisher').waitFor();

    await zoo.getByRole('link', { name: 'Zoo animals' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/\/board\/[0-9a-f]{24}$/);
    await tile(page, 'Zoo animals word').waitFor();
  } finally {
    await context.close();
  }
});

test('a board published by one user, after a description was asked for, shows in the public boards of another device', { timeout: 120_000 }, async () => {
  const owner = await apiUser(app, 'Owner');
  const garden = await api(app, 'POST', '/board', { name: 'Garden', tiles: [{ id: 'g1', label: 'Flower' }] }, owner.token);
  expect(garden.status).toBe(201);
  const ownerContext = await newContext(browser, app.url, DESKTOP);
  const visitorContext = await newContext(browser, app.url, PHONE);
  try {
    const page = await ownerContext.newPage();
    await logIn(page, owner.email);
    await page.waitForURL(`${app.url}/`);
    await unlock(page);
    // The account's boards have arrived on this device.
    await syncStatus(page, SYNCED).waitFor({ timeout: 30_000 });
    const dialog = await openCommunicator(page);
    await dialog.getByRole('tab', { name: 'My boards' }).click();
    const item = boardItem(dialog, 'Garden');
    await item.getByText('Private').waitFor();
    await item.getByRole('button', { name: 'Publish' }).click();

    const ask = page.getByRole('dialog', { name: 'Publish board' });
    await ask.getByText('Before it is published, describe this board, so that others know what it is for.').waitFor();
    await expect(ask.getByRole('button', { name: 'Publish' }).isDisabled()).resolves.toBe(true);
    await ask.getByRole('textbox', { name: 'Description' }).fill('Flowers, plants and garden tools');
    await ask.getByRole('button', { name: 'Publish' }).click();
    await ask.waitFor({ state: 'detached' });
    await notice(page, 'Board published: everybody can see it now').waitFor();
    await item.getByText('Public').waitFor();
    // The sync sends the edit; the server then lists it among the public boards.
    await expect
      .poll(async () => ((await api(app, 'GET', '/board/public?search=Garden')).body as { data: Board[] }).data.map((board) => board.description), {
        timeout: 30_000,
      })
      .toEqual(['Flowers, plants and garden tools']);

    // Its cover: a picture drawn from its tiles, kept on the device and uploaded by the sync with the board.
    await item.getByRole('button', { name: 'Edit image' }).click();
    const cover = page.getByRole('dialog', { name: 'Board image' });
    await cover.getByRole('img', { name: 'No image yet' }).waitFor();
    await cover.getByRole('button', { name: 'Use a picture of the board' }).click();
    await cover.getByRole('img', { name: 'Image of Garden' }).waitFor();
    await cover.getByRole('button', { name: 'Done' }).click();
    await cover.waitFor({ state: 'detached' });
    const captionOnServer = async () => ((await api(app, 'GET', '/board/public?search=Garden')).body as { data: Board[] }).data[0]?.caption ?? '';
    await expect.poll(captionOnServer, { timeout: 30_000 }).toMatch(new RegExp(`^${app.url}/media/[0-9a-f]{32}\\.png$`));
    const picture = await fetch(await captionOnServer());
    expect(picture.headers.get('content-type')).toBe('image/png');

    const visitor = await visitorContext.newPage();
    await startAsGuest(visitor, '/');
    await unlock(visitor);
    const publicList = await openCommunicator(visitor);
    await publicList.getByRole('tab', { name: 'Public boards' }).click();
    const shown = boardItem(publicList, 'Garden');
    await shown.getByText('Flowers, plants and garden tools').waitFor();
    await shown.getByText('by Owner').waitFor();
    // The cover shows from the server to someone else.
    await expect.poll(() => shown.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(400);
  } finally {
    await ownerContext.close();
    await visitorContext.close();
  }
});

test('a guest reports a board: Send waits for a reason, and the moderators get the report', { timeout: 90_000 }, async () => {
  const context = await newContext(browser, app.url, DESKTOP);
  try {
    const page = await context.newPage();
    await startAsGuest(page, '/');
    await unlock(page);
    const dialog = await openCommunicator(page);
    await dialog.getByRole('tab', { name: 'Public boards' }).click();
    await dialog.getByRole('searchbox', { name: 'Search boards' }).fill('Zoo');
    await dialog.getByText('Showing 1 of 1').waitFor();
    await boardItem(dialog, 'Zoo animals').getByRole('button', { name: 'Report board' }).click();

    const report = page.getByRole('dialog', { name: 'Report board' });
    const send = report.getByRole('button', { name: 'Send' });
    await expect(send.isDisabled()).resolves.toBe(true);
    await report.getByRole('radio', { name: 'It is spam or advertising' }).check();
    await expect(send.isEnabled()).resolves.toBe(true);
    await send.click();
    await report.getByText('Thank you. Your report was sent to our moderators.').waitFor();
    const link = await linkFromOutbox(app.dataDir, 'report', MODERATORS, /\/board\/[0-9a-f]{24}/);
    const [zoo] = ((await api(app, 'GET', '/board/public?search=Zoo')).body as { data: Board[] }).data;
    expect(link).toBe(`/board/${zoo?.id}`);
    await report.getByRole('button', { name: 'Close' }).click();
    await report.waitFor({ state: 'detached' });
  } finally {
    await context.close();
  }
});

test('my boards refuse to delete the root board and the board on screen, and delete another after asking', { timeout: 120_000 }, async () => {
  const user = await apiUser(app, 'Deleter');
  const context = await newContext(browser, app.url, DESKTOP);
  try {
    const page = await context.newPage();
    await logIn(page, user.email);
    await page.waitForURL(`${app.url}/`);
    await unlock(page);
    // Adding a tile to the home board makes it the user's own root board; the folder makes a board of its own.
    await addTile(page, 'Pond', 'Folder');
    await tile(page, 'Pond').click();
    await toolbar(page).getByRole('heading', { name: 'Pond' }).waitFor();

    const dialog = await openCommunicator(page);
    await dialog.getByRole('tab', { name: 'My boards' }).click();
    await boardItem(dialog, 'Home').getByRole('button', { name: 'Delete' }).click();
    await notice(page, 'Root Board cannot be deleted').waitFor();
    // The next notice waits for this one to go (spec 01 §4: a queue, each shown 5 s).
    await boardItem(dialog, 'Pond').getByRole('button', { name: 'Delete' }).click();
    await notice(page, 'The board on screen cannot be deleted. Open another board first.').waitFor({ timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: 'Delete this board?' }).count()).resolves.toBe(0);

    // From the home board, the pond can go.
    await boardItem(dialog, 'Home').getByRole('link', { name: 'Home' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toolbar(page).getByRole('heading', { name: 'Home' }).waitFor();
    await syncStatus(page, SYNCED).waitFor({ timeout: 30_000 });
    await openCommunicator(page);
    await dialog.getByRole('tab', { name: 'My boards' }).click();
    await boardItem(dialog, 'Pond').getByRole('button', { name: 'Delete' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete this board?' });
    await ask.getByText('“Pond” and the tiles that open it will be deleted. You can undo this right after.').waitFor();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await ask.waitFor({ state: 'detached' });
    await notice(page, 'Board permanently deleted').waitFor();
    await expect(boardItem(dialog, 'Pond').count()).resolves.toBe(0);
    await expect.poll(async () => (await boardsOnServer(app, user)).map((board) => board.name), { timeout: 30_000 }).not.toContain('Pond');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(tile(page, 'Pond').count()).resolves.toBe(0);
  } finally {
    await context.close();
  }
});
