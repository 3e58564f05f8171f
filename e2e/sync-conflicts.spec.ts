import type { Board } from '@tessera/core';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { api, apiUser, boardsOnServer, logIn, type ApiUser } from './support/account';
import { boardTitle, tile } from './support/board';
import { DESKTOP, newContext, PHONE, WITH_SERVICE_WORKER } from './support/browser';
import { addTile, toolbar, unlock } from './support/editing';
import { ownAppAndBrowser } from './support/own-app';
import { boardIdInUrl, openSyncDialog, SERVER_ID, SYNCED, syncStatus, underServiceWorker, watchSyncStatus } from './support/sync';

// No edit is ever lost (issue 11): two devices of one family's account, against the real app (`npm start`, SQLite).
const own = ownAppAndBrowser();

/** A device of the account: its own browser context, signed in through the Login dialog, on the home board. */
async function signedInDevice(context: BrowserContext, user: ApiUser): Promise<Page> {
  const page = await context.newPage();
  await logIn(page, user.email);
  await page.waitForURL(`${own.app.url}/`);
  await boardTitle(page, 'Home').waitFor();
  return page;
}

const labelsOn = async (page: Page): Promise<string[]> => page.getByRole('main', { name: 'Tiles' }).getByRole('button').allInnerTexts();

async function serverBoard(user: ApiUser, id: string): Promise<Board> {
  const answer = await api(own.app, 'GET', `/board/${id}`, undefined, user.token);
  expect(answer.status).toBe(200);
  return answer.body as Board;
}

const tileLabels = (board: Board): string[] => board.tiles.map((entry) => entry.label ?? '');

/** Adds a tile and waits until the device says it is saved to the account. */
async function addAndSync(page: Page, label: string): Promise<void> {
  const synced = await watchSyncStatus(page);
  await addTile(page, label);
  await tile(page, label).waitFor();
  await synced();
}

test(
  'a built-in board changed on one device opens as the account’s by its address on the other, and both devices’ words stay',
  { timeout: 180_000 },
  async () => {
    const user = await apiUser(own.app, 'Family');
    const laptop = await newContext(own.browser, own.app.url, DESKTOP);
    const phone = await newContext(own.browser, own.app.url, PHONE);
    try {
      // Device A adds a word to the built-in Emotions board, and it is saved to the account.
      const a = await signedInDevice(laptop, user);
      await unlock(a);
      await tile(a, 'emotions').click();
      await toolbar(a).getByRole('heading', { name: 'Emotions' }).waitFor();
      await addAndSync(a, 'proudA');
      const onServer = (await boardsOnServer(own.app, user)).find((board) => board.originId === 'emotions');
      expect(tileLabels(onServer as Board)).toContain('proudA');

      // Device B signs in and opens the board by its address (a bookmark): it shows the account's version.
      const b = await signedInDevice(phone, user);
      await b.goto('/board/emotions');
      await tile(b, 'proudA').waitFor();
      await expect.poll(() => boardIdInUrl(b)).toBe(onServer?.id);

      // B adds its own word: A, still on the board, shows it within moments (live update), and keeps its own.
      await unlock(b);
      await toolbar(b).getByRole('heading', { name: 'Emotions' }).waitFor();
      const shown = Date.now();
      await addTile(b, 'proudB');
      await tile(a, 'proudB').waitFor({ timeout: 5_000 });
      const liveDelayMs = Date.now() - shown;
      expect(liveDelayMs).toBeLessThan(5_000);
      await tile(a, 'proudA').waitFor();
      await syncStatus(b, SYNCED).waitFor({ timeout: 30_000 });
      expect(tileLabels(await serverBoard(user, onServer?.id as string))).toEqual(expect.arrayContaining(['proudA', 'proudB']));

      // The account keeps the versions each write replaced, with the device that wrote them, restorable from any device.
      const dialog = await openSyncDialog(a);
      await dialog.getByRole('heading', { name: 'Earlier versions of Emotions in your account' }).waitFor();
      const earlier = dialog.getByRole('listitem').filter({ hasText: /^Version 1,/ });
      await earlier.getByText(/Chrome \d+ · Linux, 13 tiles/).waitFor();
      await dialog.getByRole('button', { name: 'Restore version 1 of Emotions' }).click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => labelsOn(a)).not.toContain('proudB');
      await tile(b, 'proudB').waitFor({ state: 'detached', timeout: 10_000 });
      await tile(b, 'proudA').waitFor();
    } finally {
      await phone.close();
      await laptop.close();
    }
  },
);

test('two devices edit the same board offline and reconnect, in either order: every word is on both and on the server', { timeout: 180_000 }, async () => {
  const user = await apiUser(own.app, 'Offline');
  const laptop = await newContext(own.browser, own.app.url, { ...DESKTOP, ...WITH_SERVICE_WORKER });
  const tablet = await newContext(own.browser, own.app.url, { ...DESKTOP, ...WITH_SERVICE_WORKER });
  try {
    const a = await signedInDevice(laptop, user);
    await underServiceWorker(a);
    await unlock(a);
    await addAndSync(a, 'Garden');
    const b = await signedInDevice(tablet, user);
    await underServiceWorker(b);
    await unlock(b);
    await tile(b, 'Garden').waitFor();

    const round = async (first: { page: Page; context: BrowserContext; word: string }, second: { page: Page; context: BrowserContext; word: string }) => {
      await Promise.all([first.context.setOffline(true), second.context.setOffline(true)]);
      await addTile(first.page, first.word);
      await addTile(second.page, second.word);
      await tile(first.page, first.word).waitFor();
      await tile(second.page, second.word).waitFor();
      await first.context.setOffline(false);
      await syncStatus(first.page, SYNCED).waitFor({ timeout: 30_000 });
      await second.context.setOffline(false);
      await syncStatus(second.page, SYNCED).waitFor({ timeout: 30_000 });
      for (const page of [first.page, second.page]) {
        for (const word of [first.word, second.word]) await tile(page, word).waitFor({ timeout: 15_000 });
      }
    };
    await round({ page: a, context: laptop, word: 'rose' }, { page: b, context: tablet, word: 'tulip' });
    await round({ page: b, context: tablet, word: 'daisy' }, { page: a, context: laptop, word: 'lily' });

    const home = (await boardsOnServer(own.app, user)).find((board) => board.originId === 'root');
    expect(tileLabels(home as Board)).toEqual(expect.arrayContaining(['Garden', 'rose', 'tulip', 'daisy', 'lily']));
    // After a reload too: nothing only in memory.
    await a.reload();
    await unlock(a);
    for (const word of ['rose', 'tulip', 'daisy', 'lily']) await tile(a, word).waitFor();
  } finally {
    await tablet.close();
    await laptop.close();
  }
});

test('an edit made while the server is killed (kill -9) in the middle of a sync lands once it is back, on both devices', { timeout: 180_000 }, async () => {
  const user = await apiUser(own.app, 'Crash');
  const laptop = await newContext(own.browser, own.app.url, DESKTOP);
  const phone = await newContext(own.browser, own.app.url, PHONE);
  try {
    const a = await signedInDevice(laptop, user);
    const b = await signedInDevice(phone, user);
    await unlock(a);
    await addAndSync(a, 'Before');
    // The first word's save is on its way when the server dies; the second is made while it is down.
    await addTile(a, 'Midway');
    await own.app.crash();
    await addTile(a, 'Down');
    await tile(a, 'Down').waitFor();
    await own.app.restart();
    await syncStatus(a, SYNCED).waitFor({ timeout: 60_000 });
    const home = (await boardsOnServer(own.app, user)).find((board) => board.originId === 'root') as Board;
    expect(tileLabels(home)).toEqual(expect.arrayContaining(['Before', 'Midway', 'Down']));
    expect(tileLabels(home).filter((label) => label === 'Midway')).toHaveLength(1);
    // The other device catches up when its live connection comes back.
    for (const word of ['Before', 'Midway', 'Down']) await tile(b, word).waitFor({ timeout: 30_000 });
  } finally {
    await phone.close();
    await laptop.close();
  }
});

test('two tabs on one device: each shows the other’s edits, one of them talks to the server, and no change is sent twice', { timeout: 120_000 }, async () => {
  const user = await apiUser(own.app, 'Tabs');
  const context = await newContext(own.browser, own.app.url, DESKTOP);
  const writes: string[] = [];
  const streams: string[] = [];
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/events') streams.push(pathname);
    if (['POST', 'PUT'].includes(request.method()) && pathname.startsWith('/api/board')) writes.push(`${request.method()} ${pathname}`);
  });
  try {
    const first = await signedInDevice(context, user);
    const second = await context.newPage();
    await second.goto('/');
    await boardTitle(second, 'Home').waitFor();
    // A person works in the tab in front (a tab behind it gets its animation frames rarely, which slows its clicks).
    await first.bringToFront();
    await unlock(first);
    await second.bringToFront();
    await unlock(second);
    await first.bringToFront();

    await addAndSync(first, 'apple');
    await tile(second, 'apple').waitFor({ timeout: 5_000 });
    const before = (await boardsOnServer(own.app, user)).find((board) => board.originId === 'root') as Board;
    const writesBefore = writes.length;

    await second.bringToFront();
    await addTile(second, 'pear');
    await tile(first, 'pear').waitFor({ timeout: 5_000 });
    await syncStatus(second, SYNCED).waitFor({ timeout: 30_000 });
    await syncStatus(first, SYNCED).waitFor({ timeout: 30_000 });
    const after = (await boardsOnServer(own.app, user)).find((board) => board.originId === 'root') as Board;
    expect(tileLabels(after)).toEqual(expect.arrayContaining(['apple', 'pear']));
    // One edit, one write, one new version, whichever tab sent it.
    expect(writes.slice(writesBefore)).toEqual([`PUT /api/board/${after.id}`]);
    expect(after.version).toBe((before.version as number) + 1);
    expect(after.id).toMatch(SERVER_ID);
    // One live connection for the account on this device.
    expect(new Set(streams).size).toBe(1);
    expect(streams.length).toBe(1);
  } finally {
    await context.close();
  }
});
