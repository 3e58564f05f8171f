import { expect, test } from 'vitest';
import type { Board } from '@tessera/core';
import { api, apiUser, boardsOnServer, logIn } from './support/account';
import { boardTitle, tile } from './support/board';
import { ownAppAndBrowser } from './support/own-app';
import { DESKTOP, newContext } from './support/browser';
import { relabelTile, toggleEdit, toolbar, unlock } from './support/editing';
import { SERVER_ID, SYNCED, syncStatus } from './support/sync';

// Spec 01 §4/§6: only the owner (email matching author) edits a board; anyone reads a public one.
const own = ownAppAndBrowser();

const B_LABEL = 'Changed by B';

test('someone else’s public board stays as its owner left it: another user changes only their copy of it', { timeout: 120_000 }, async () => {
  const { app, browser } = own;
  const [owner, other] = await Promise.all([apiUser(app, 'Owner'), apiUser(app, 'Visitor')]);

  // The owner's board, made private (the default) and then published.
  const created = await api(
    app,
    'POST',
    '/board',
    {
      id: 'kitchen1',
      name: 'Kitchen',
      tiles: [
        { id: 't1', label: 'Soup' },
        { id: 't2', label: 'Bread' },
      ],
    },
    owner.token,
  );
  expect(created.status).toBe(201);
  const made = created.body as Board;
  expect(made.id).toMatch(SERVER_ID);
  expect(made.isPublic).toBe(false);
  const published = await api(app, 'PUT', `/board/${made.id}`, { ...made, isPublic: true }, owner.token);
  expect(published.status).toBe(200);
  const before = await api(app, 'GET', `/board/${made.id}`);
  expect(before.status).toBe(200); // public: anyone reads it, without a token
  expect((before.body as Board).tiles.map((t) => t.label)).toEqual(['Soup', 'Bread']);

  // The other user opens the board's link in the browser: a copy is offered (spec 01 §4), and declined for now.
  const context = await newContext(browser, app.url, DESKTOP);
  try {
    const page = await context.newPage();
    await logIn(page, other.email);
    await page.waitForURL(`${app.url}/`);
    await page.goto(`/board/${made.id}`);
    // Fetched from the server (this device did not hold it), and offered as a copy.
    const offer = page.getByRole('dialog', { name: 'Copy this board?' });
    await offer.getByText('“Kitchen” is a public board by Owner.', { exact: false }).waitFor();
    await offer.getByRole('button', { name: 'Not now' }).click();
    await offer.waitFor({ state: 'detached' });
    await boardTitle(page, 'Kitchen').waitFor();
    await tile(page, 'Soup').waitFor();
    await unlock(page);
    await syncStatus(page, SYNCED).waitFor({ timeout: 30_000 });
    await toggleEdit(page);
    // Changing it is not possible: the change is not made, and the copy is offered again instead.
    await tile(page, 'Soup').click();
    await toolbar(page).getByRole('button', { name: 'Edit selected' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Tile' });
    await editor.getByRole('textbox', { name: 'Label' }).fill(B_LABEL);
    await editor.getByRole('button', { name: 'Save' }).click();
    await offer.getByText('“Kitchen” belongs to someone else, so it cannot be changed.', { exact: false }).waitFor();
    await expect(tile(page, B_LABEL).count()).resolves.toBe(0);
    await offer.getByRole('button', { name: 'Copy board' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.waitForURL((url) => !url.pathname.endsWith(made.id));
    // The copy is the user's own: the change goes in.
    await relabelTile(page, 'Soup', B_LABEL);

    // Their sync settles: the change is on the server in a private board of their own, not in the owner's.
    const copies = async () => (await boardsOnServer(app, other)).filter((board) => board.tiles.some((t) => t.label === B_LABEL));
    await expect.poll(async () => (await copies()).length, { timeout: 30_000 }).toBe(1);
    const [copy] = await copies();
    expect(copy?.id).not.toBe(made.id);
    expect(copy?.isPublic).toBe(false);
    expect(copy?.email).toBe(other.email);
    expect(copy?.tiles.map((t) => t.label)).toEqual([B_LABEL, 'Bread']);
    await syncStatus(page, SYNCED).waitFor({ timeout: 30_000 });
  } finally {
    await context.close();
  }

  const afterBrowser = await api(app, 'GET', `/board/${made.id}`);
  expect(afterBrowser.body).toEqual(before.body);

  // Straight at the API with the other user's token: refused as if the board did not exist, and nothing changes.
  const put = await api(app, 'PUT', `/board/${made.id}`, { ...(before.body as Board), tiles: [{ id: 't1', label: B_LABEL }] }, other.token);
  expect(put.status).toBe(404);
  const remove = await api(app, 'DELETE', `/board/${made.id}`, undefined, other.token);
  expect(remove.status).toBe(404);
  const afterApi = await api(app, 'GET', `/board/${made.id}`);
  expect(afterApi.status).toBe(200);
  expect(afterApi.body).toEqual(before.body);
});
