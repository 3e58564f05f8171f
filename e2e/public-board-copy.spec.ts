import { expect, test } from 'vitest';
import type { Board, Communicator } from '@tessera/core';
import type { Locator, Page } from 'playwright-core';
import { api, apiUser, boardsOnServer, logIn, type ApiUser } from './support/account';
import { boardTitle, startAsGuest, tile } from './support/board';
import { DESKTOP, newContext, PHONE } from './support/browser';
import { toggleEdit, toolbar, unlock } from './support/editing';
import { ownAppAndBrowser } from './support/own-app';
import { boardIdInUrl, SERVER_ID, SYNCED, syncStatus } from './support/sync';
import { settled } from './support/settled';

// Spec 01 §4: a non-owner opening a public board is offered a copy of it and of every board it links to; the copy is
// refused to its author and when the communicator already lists the board; someone else's private board is blocked
// with 'ask the author to publish', not "Board not found". A public board whose folder opens a private board cannot be
// copied whole, so it is not copied at all (spec 01 §8: 'ERROR: There was an error trying to get the board.').
const own = ownAppAndBrowser();

const FAILED = 'ERROR: There was an error trying to get the board.';
const copyDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Copy this board?' });
const privateDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'This board is private' });
const notice = (page: Page, text: string): Locator => page.locator('.MuiSnackbar-root').getByText(text);

/** A board of `user` made through the API, published (with a description) unless asked not to. */
async function boardOf(user: ApiUser, board: Partial<Board>, { publish = true } = {}): Promise<Board> {
  const created = await api(own.app, 'POST', '/board', board, user.token);
  if (created.status !== 201) throw new Error(`POST /board answered ${created.status}`);
  const made = created.body as Board;
  if (!publish) return made;
  const published = await api(own.app, 'PUT', `/board/${made.id}`, { ...made, isPublic: true, description: `All about ${made.name}` }, user.token);
  if (published.status !== 200) throw new Error(`PUT /board answered ${published.status}`);
  return published.body as Board;
}

/** A kitchen board whose Fruit folder opens a second board, both of the owner's. */
async function kitchenWithFruit(owner: ApiUser, { publishFruit = true } = {}): Promise<{ kitchen: Board; fruit: Board }> {
  const fruit = await boardOf(
    owner,
    {
      name: 'Fruit',
      tiles: [
        { id: 'f1', label: 'Apple' },
        { id: 'f2', label: 'Pear' },
      ],
    },
    { publish: publishFruit },
  );
  const kitchen = await boardOf(owner, {
    name: 'Kitchen',
    tiles: [
      { id: 'k1', label: 'Soup' },
      { id: 'k2', label: 'Fruit', type: 'folder', loadBoard: fruit.id },
    ],
  });
  return { kitchen, fruit };
}

const onServer = async (id: string) => (await api(own.app, 'GET', `/board/${id}`)).body;

const listItem = (list: Locator, name: string): Locator =>
  list.getByRole('listitem').filter({ has: list.page().getByRole('heading', { level: 3, name, exact: true }) });

/** The communicator dialog, opened from the communicator toolbar (shown while unlocked). */
async function openCommunicator(page: Page): Promise<Locator> {
  await page.getByRole('region', { name: 'Communicator' }).getByRole('button', { name: 'Manage boards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Communicator' });
  await dialog.waitFor();
  return dialog;
}

/** The communicator dialog's public boards, searched for `search`. */
async function openPublicBoards(page: Page, search: string): Promise<Locator> {
  const dialog = await openCommunicator(page);
  await dialog.getByRole('tab', { name: 'Public boards' }).click();
  await dialog.getByRole('searchbox', { name: 'Search boards' }).fill(search);
  await dialog.getByText('Showing 1 of 1').waitFor();
  await listItem(dialog, search).waitFor();
  return dialog;
}

async function signedIn(page: Page, user: ApiUser): Promise<void> {
  await logIn(page, user.email);
  await page.waitForURL(`${own.app.url}/`);
}

test(
  'a board published with a folder is copied whole by another user, and both of their devices open the copy and its folder',
  { timeout: 180_000 },
  async () => {
    const { app, browser } = own;
    const [owner, copier] = await Promise.all([apiUser(app, 'Owner'), apiUser(app, 'Copier')]);
    const { kitchen, fruit } = await kitchenWithFruit(owner);
    const before = [await onServer(kitchen.id), await onServer(fruit.id)];

    const first = await newContext(browser, app.url, PHONE);
    const second = await newContext(browser, app.url, DESKTOP);
    try {
      const page = await first.newPage();
      await signedIn(page, copier);
      await page.goto(`/board/${kitchen.id}`);
      const dialog = copyDialog(page);
      await dialog.getByText('“Kitchen” is a public board by Owner.', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Copy board' }).click();
      await dialog.waitFor({ state: 'detached' });
      await notice(page, 'Board copied: the copy and its folders are yours, in your communicator').waitFor();
      await page.waitForURL((url) => !url.pathname.endsWith(kitchen.id));
      await boardTitle(page, 'Kitchen').waitFor();
      // The copy's folder opens the copy of the linked board, not the owner's.
      await tile(page, 'Fruit').click();
      await boardTitle(page, 'Fruit').waitFor();
      await tile(page, 'Apple').waitFor();
      await expect.poll(() => boardIdInUrl(page)).not.toBe(fruit.id);

      // The sync sends both copies; on the server the folder points at the copy's server id.
      const copies = async () => (await boardsOnServer(app, copier)).filter((board) => ['Kitchen', 'Fruit'].includes(board.name));
      await expect
        .poll(
          async () => {
            const found = await copies();
            const kitchenCopy = found.find((board) => board.name === 'Kitchen');
            const fruitCopy = found.find((board) => board.name === 'Fruit');
            return Boolean(fruitCopy && SERVER_ID.test(fruitCopy.id) && kitchenCopy?.tiles.find((t) => t.label === 'Fruit')?.loadBoard === fruitCopy.id);
          },
          { timeout: 45_000 },
        )
        .toBe(true);
      const [kitchenCopy, fruitCopy] = ['Kitchen', 'Fruit'].map((name) => copies().then((found) => found.find((board) => board.name === name)));
      const kitchenOnServer = (await kitchenCopy)!;
      const fruitOnServer = (await fruitCopy)!;
      expect(kitchenOnServer).toMatchObject({ isPublic: false, email: copier.email });
      expect([kitchenOnServer.id, fruitOnServer.id]).not.toContain(kitchen.id);
      expect(fruitOnServer.tiles.map((t) => t.label)).toEqual(['Apple', 'Pear']);
      // Both copies joined the account's communicator.
      await expect
        .poll(
          async () => {
            const answer = await api(app, 'GET', `/communicator/byemail/${encodeURIComponent(copier.email)}`, undefined, copier.token);
            return ((answer.body as { data: Communicator[] }).data ?? []).flatMap((communicator) => communicator.boards);
          },
          { timeout: 30_000 },
        )
        .toEqual(expect.arrayContaining([kitchenOnServer.id, fruitOnServer.id]));

      // The copier's other device: the copy is in the communicator, and its folder works there too.
      const other = await second.newPage();
      await signedIn(other, copier);
      await unlock(other);
      await syncStatus(other, SYNCED).waitFor({ timeout: 30_000 });
      await other.getByRole('region', { name: 'Communicator' }).getByRole('button', { name: 'Boards', exact: true }).click();
      await other.getByRole('menuitem', { name: 'Kitchen' }).click();
      await other.waitForURL(`${app.url}/board/${kitchenOnServer.id}`);
      await expect(copyDialog(other).count()).resolves.toBe(0); // the user's own board: nothing to offer
      await tile(other, 'Fruit').click();
      await tile(other, 'Pear').waitFor();
      await other.waitForURL(`${app.url}/board/${fruitOnServer.id}`);
    } finally {
      await first.close();
      await second.close();
    }
    // The owner's boards are as they were.
    expect([await onServer(kitchen.id), await onServer(fruit.id)]).toEqual(before);
  },
);

test(
  'a public board is copied from the public boards list with its folder; the copy says where it came from; the author has no Copy',
  { timeout: 180_000 },
  async () => {
    const { app, browser } = own;
    const [owner, copier] = await Promise.all([apiUser(app, 'Grocer'), apiUser(app, 'Collector')]);
    const spices = await boardOf(owner, { name: 'Spices', tiles: [{ id: 's1', label: 'Pepper' }] });
    const pantry = await boardOf(owner, {
      name: 'Pantry',
      tiles: [
        { id: 'p1', label: 'Rice' },
        { id: 'p2', label: 'Spices', type: 'folder', loadBoard: spices.id },
      ],
    });

    const context = await newContext(browser, app.url, PHONE);
    const ownerContext = await newContext(browser, app.url, DESKTOP);
    try {
      const page = await context.newPage();
      await signedIn(page, copier);
      await unlock(page);
      await syncStatus(page, SYNCED).waitFor({ timeout: 30_000 });
      const dialog = await openPublicBoards(page, 'Pantry');
      await listItem(dialog, 'Pantry').getByRole('button', { name: 'Copy' }).click();
      const copy = copyDialog(page);
      await copy.getByText('“Pantry” is a public board by Grocer.', { exact: false }).waitFor();
      await copy.getByRole('button', { name: 'Copy board' }).click();
      await copy.waitFor({ state: 'detached' });
      await dialog.waitFor({ state: 'detached' });
      await notice(page, 'Board copied: the copy and its folders are yours, in your communicator').waitFor();
      await boardTitle(page, 'Pantry').waitFor();
      await expect.poll(() => boardIdInUrl(page)).not.toBe(pantry.id);
      await tile(page, 'Spices').click();
      await tile(page, 'Pepper').waitFor();
      await expect.poll(() => boardIdInUrl(page)).not.toBe(spices.id);

      // On the server, each copy remembers its original.
      await expect
        .poll(
          async () =>
            (await boardsOnServer(app, copier))
              .filter((board) => board.copiedFrom && SERVER_ID.test(board.id))
              .map((board) => board.copiedFrom)
              .sort((a, b) => a!.name.localeCompare(b!.name)),
          { timeout: 45_000 },
        )
        .toEqual([
          { id: pantry.id, name: 'Pantry' },
          { id: spices.id, name: 'Spices' },
        ]);
      // The copy's info links to the original.
      const mine = await openCommunicator(page);
      await mine.getByRole('tab', { name: 'My boards' }).click();
      await listItem(mine, 'Pantry').getByRole('button', { name: 'Board info' }).click();
      const info = page.getByRole('dialog', { name: 'Board info' });
      await info.getByText('Copied from').waitFor();
      await info.getByRole('link', { name: 'Pantry' }).click();
      await page.waitForURL(`${app.url}/board/${pantry.id}`);
      // The original opens as it is, someone else's board: followed from inside the app, no copy is pressed on the
      // user again (the list's Copy and a first edit still offer one).
      await tile(page, 'Rice').waitFor();
      await settled(page);
      expect(await copyDialog(page).count()).toBe(0);

      // Its author finds the board in the public list with nothing to copy.
      const author = await ownerContext.newPage();
      await signedIn(author, owner);
      await unlock(author);
      await syncStatus(author, SYNCED).waitFor({ timeout: 30_000 });
      const list = await openPublicBoards(author, 'Pantry');
      await listItem(list, 'Pantry').getByRole('button', { name: 'Board info' }).waitFor();
      await expect(listItem(list, 'Pantry').getByRole('button', { name: 'Copy' }).count()).resolves.toBe(0);
    } finally {
      await context.close();
      await ownerContext.close();
    }
  },
);

test('no copy is offered to its author, nor made of a board the communicator already lists', { timeout: 120_000 }, async () => {
  const { app, browser } = own;
  const [owner, keeper] = await Promise.all([apiUser(app, 'Author'), apiUser(app, 'Keeper')]);
  const { kitchen } = await kitchenWithFruit(owner);
  const before = await onServer(kitchen.id);
  // The keeper's communicator already lists the owner's board.
  const listed = await api(
    app,
    'POST',
    '/communicator',
    { name: 'Keeper’s', rootBoard: 'root', boards: ['root', kitchen.id], email: keeper.email, author: 'Keeper' },
    keeper.token,
  );
  expect(listed.status).toBe(201);

  const authorContext = await newContext(browser, app.url, DESKTOP);
  const context = await newContext(browser, app.url, DESKTOP);
  try {
    const author = await authorContext.newPage();
    await signedIn(author, owner);
    await author.goto(`/board/${kitchen.id}`);
    await tile(author, 'Soup').waitFor();
    await settled(author);
    await expect(copyDialog(author).count()).resolves.toBe(0);

    const page = await context.newPage();
    await signedIn(page, keeper);
    // The account's communicator is on this device before the board is opened.
    await unlock(page);
    await syncStatus(page, SYNCED).waitFor({ timeout: 30_000 });
    await page.goto(`/board/${kitchen.id}`);
    await tile(page, 'Soup').waitFor();
    await settled(page);
    await expect(copyDialog(page).count()).resolves.toBe(0);
    // Changing it is refused, and the dialog says why no copy is made.
    await unlock(page);
    await toggleEdit(page);
    await tile(page, 'Soup').click();
    await toolbar(page).getByRole('button', { name: 'Edit selected' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Tile' });
    await editor.getByRole('textbox', { name: 'Label' }).fill('Stew');
    await editor.getByRole('button', { name: 'Save' }).click();
    const dialog = copyDialog(page);
    await dialog.getByText('“Kitchen” belongs to someone else and is already in your communicator, so it cannot be changed or copied.').waitFor();
    await expect(dialog.getByRole('button', { name: 'Copy board' }).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await tile(page, 'Soup').waitFor();
    await syncStatus(page, SYNCED).waitFor({ timeout: 30_000 });
  } finally {
    await authorContext.close();
    await context.close();
  }
  expect((await boardsOnServer(app, keeper)).filter((board) => board.name === 'Kitchen')).toEqual([]);
  expect(await onServer(kitchen.id)).toEqual(before);
});

test(
  'someone else’s private board asks its author to publish it; a missing one is not found; a folder to a private board stops the copy',
  { timeout: 120_000 },
  async () => {
    const { app, browser } = own;
    const owner = await apiUser(app, 'Keeps');
    const secret = await boardOf(owner, { name: 'Diary', tiles: [{ id: 'd1', label: 'Secret' }] }, { publish: false });
    const { kitchen } = await kitchenWithFruit(owner, { publishFruit: false });

    const context = await newContext(browser, app.url, PHONE);
    try {
      const page = await context.newPage();
      await startAsGuest(page, '/');
      await page.goto(`/board/${secret.id}`);
      const blocked = privateDialog(page);
      await blocked.getByText('Only its author can open it. Ask the author to publish it, then open it again.').waitFor();
      await expect(notice(page, 'Board not found').count()).resolves.toBe(0);
      await blocked.getByRole('button', { name: 'OK' }).click();
      await blocked.waitFor({ state: 'detached' });
      await expect(tile(page, 'Secret').count()).resolves.toBe(0);

      await page.goto('/board/0123456789abcdef01234567');
      await notice(page, 'Board not found').waitFor();
      await expect(privateDialog(page).count()).resolves.toBe(0);

      // The public kitchen opens, but its Fruit folder is private: the copy fails whole and nothing is kept.
      await page.goto(`/board/${kitchen.id}`);
      const dialog = copyDialog(page);
      await dialog.getByRole('button', { name: 'Copy board' }).click();
      await dialog.getByRole('alert').getByText(FAILED).waitFor();
      await dialog.getByRole('button', { name: 'Not now' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(boardIdInUrl(page)).toBe(kitchen.id);
      await unlock(page);
      await page.getByRole('region', { name: 'Communicator' }).getByRole('button', { name: 'Boards', exact: true }).click();
      await expect(page.getByRole('menuitem', { name: 'Kitchen' }).count()).resolves.toBe(0);
      await page.keyboard.press('Escape');
      // And the folder itself is blocked the same way.
      await tile(page, 'Fruit').click();
      await privateDialog(page).waitFor();
    } finally {
      await context.close();
    }
  },
);
