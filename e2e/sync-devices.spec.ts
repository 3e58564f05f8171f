import { expect, test } from 'vitest';
import { activate, logIn, newEmail, signUp } from './support/account';
import { boardTitle, tile } from './support/board';
import { ownAppAndBrowser } from './support/own-app';
import { DESKTOP, newContext, PHONE } from './support/browser';
import { addTile, toolbar, unlock } from './support/editing';
import { boardIdInUrl, SERVER_ID, SYNCED, syncStatus, watchSyncStatus } from './support/sync';

// Two devices of one account against the real app (`npm start`, SQLite on a fresh DATA_DIR, mail to DATA_DIR/outbox).
const own = ownAppAndBrowser();

test('a board made on one device, once synced, is on a second device logged in as the same user', { timeout: 120_000 }, async () => {
  const { app, browser } = own;
  // The caregiver edits on a laptop; the person uses the boards on a phone (locked, as a phone is handed over).
  const laptop = await newContext(browser, app.url, DESKTOP);
  const phone = await newContext(browser, app.url, PHONE);
  try {
    const page = await laptop.newPage();
    const address = newEmail('devices');
    await signUp(page, 'Two Devices', address);
    await activate(app, page, address);
    await logIn(page, address);
    await page.waitForURL(`${app.url}/`);
    await boardTitle(page, 'Home').waitFor();

    // A folder tile makes a new board. Synced: its id was replaced by the server's everywhere, the address included.
    await unlock(page);
    await addTile(page, 'Garden', 'Folder');
    await tile(page, 'Garden').click();
    await toolbar(page).getByRole('heading', { name: 'Garden' }).waitFor();
    await expect.poll(() => boardIdInUrl(page), { timeout: 30_000 }).toMatch(SERVER_ID);
    await syncStatus(page, SYNCED).waitFor({ timeout: 30_000 });
    const gardenId = boardIdInUrl(page);
    // Still on the new board: its id changing under the address does not send the user back to the root board.
    await toolbar(page).getByRole('heading', { name: 'Garden' }).waitFor();

    // A tile on the new board, and its sync.
    const synced = await watchSyncStatus(page);
    await addTile(page, 'Watering can');
    await tile(page, 'Watering can').waitFor();
    await synced();
    expect(boardIdInUrl(page)).toBe(gardenId);
    await toolbar(page).getByRole('heading', { name: 'Garden' }).waitFor();

    // The second device: the same account, logged in on a fresh browser.
    const second = await phone.newPage();
    await logIn(second, address);
    await second.waitForURL(`${app.url}/`);
    await tile(second, 'Garden').click();
    await boardTitle(second, 'Garden').waitFor();
    await tile(second, 'Watering can').waitFor();
    await expect.poll(() => boardIdInUrl(second)).toBe(gardenId);

    // Issue 26: Logout on the laptop ends its session on the server. A copy of its token is refused from then on
    // (403, the server's "not signed in", ARCHITECTURE.md), on its profile and on its boards alike, while the phone's
    // session goes on: it reloads signed in, its next edit syncs to the server, and its Devices screen lists the laptop
    // as no longer signed in (no "Sign out" beside it).
    const storedUser = (on: typeof page) => on.evaluate(() => JSON.parse(localStorage.getItem('tessera.user') ?? '{}') as { id: string; authToken: string });
    const laptopUser = await storedUser(page);
    const phoneUser = await storedUser(second);
    expect(laptopUser.authToken).not.toBe(phoneUser.authToken);
    const statusWith = async (token: string) => (await fetch(`${app.url}/api/user/${laptopUser.id}`, { headers: { authorization: `Bearer ${token}` } })).status;
    expect(await statusWith(laptopUser.authToken)).toBe(200);
    await page.goto('/settings');
    await page.getByRole('region', { name: 'Two Devices' }).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('region', { name: 'Guest' }).waitFor();
    await expect.poll(() => statusWith(laptopUser.authToken), { timeout: 10_000 }).toBe(403);
    expect(await statusWith(phoneUser.authToken)).toBe(200);
    const boardWith = (token: string) => fetch(`${app.url}/api/board/${gardenId}`, { headers: { authorization: `Bearer ${token}` } });
    const listStatusWith = async (token: string) =>
      (await fetch(`${app.url}/api/board/byemail/${encodeURIComponent(address)}`, { headers: { authorization: `Bearer ${token}` } })).status;
    expect(await listStatusWith(laptopUser.authToken)).toBe(403);
    expect(await listStatusWith(phoneUser.authToken)).toBe(200);
    await second.reload();
    await boardTitle(second, 'Garden').waitFor();
    // The phone still syncs: a tile added on it after the laptop's logout reaches the server under the phone's session.
    await unlock(second);
    const phoneSynced = await watchSyncStatus(second);
    await addTile(second, 'Hose');
    await tile(second, 'Hose').waitFor();
    await phoneSynced();
    const onServer = (await (await boardWith(phoneUser.authToken)).json()) as { tiles: { label?: string }[] };
    expect(onServer.tiles.map((t) => t.label)).toContain('Hose');
    await second.goto('/settings/devices');
    const devices = second.getByRole('list', { name: 'Devices' });
    await devices.getByText('This device').waitFor();
    await expect.poll(() => devices.getByRole('button', { name: /^Sign out / }).count()).toBe(0);
  } finally {
    await phone.close();
    await laptop.close();
  }
});
