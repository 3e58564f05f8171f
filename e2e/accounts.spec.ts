import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from './support/app-process';
import { launchBrowser, newContext, PHONE } from './support/browser';
import { activate, logIn, PASSWORD as password, signUp } from './support/account';
import { linkFromOutbox } from './support/outbox';

// Accounts against the real app (`npm start`, SQLite on a fresh DATA_DIR, mail to DATA_DIR/outbox).
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const email = (name: string) => `${name}-${Date.now()}@example.org`;

describe('accounts', () => {
  test('sign up, activate from the outbox link, log in, and see the name in settings', async () => {
    const context = await newContext(browser, app.url, PHONE);
    const page = await context.newPage();
    const address = email('ana');
    // The links under the login buttons are a finger's size (44 px) on a phone, not a line of small text.
    await page.goto('/login-signup');
    for (const name of ['Privacy policy', 'Terms of use']) expect((await page.getByRole('link', { name }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await signUp(page, 'Ana Tester', address);
    await activate(app, page, address);
    await logIn(page, address, password);
    await page.waitForURL(`${app.url}/`);
    await page.getByRole('region', { name: 'Output' }).waitFor(); // the board, not the first-visit welcome
    await page.goto('/settings');
    const row = page.getByRole('region', { name: 'Ana Tester' });
    await row.waitFor();
    await expect(row.getByRole('button', { name: 'Logout' }).isVisible()).resolves.toBe(true);
    // A reload keeps the user signed in.
    await page.reload();
    await page.getByRole('region', { name: 'Ana Tester' }).waitFor();
    await context.close();
  });

  test('a wrong password shows the server’s refusal', async () => {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    const address = email('wrong');
    await signUp(page, 'Wrong Password', address);
    await activate(app, page, address);
    const dialog = await logIn(page, address, 'not the password');
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Login failed: wrong email or password.');
    await context.close();
  });

  test('forgot password, reset from the outbox link, then log in with the new password', async () => {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    const address = email('reset');
    await signUp(page, 'Reset Tester', address);
    await activate(app, page, address);

    // Another device is signed in with the old password: the change must end its session.
    const otherContext = await newContext(browser, app.url, PHONE);
    const other = await otherContext.newPage();
    await logIn(other, address, password);
    await other.waitForURL(`${app.url}/`);

    await page.goto('/login-signup');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password?' });
    await forgot.getByLabel(/^Email/).fill(address);
    await forgot.getByRole('button', { name: 'Send' }).click();
    await forgot.getByRole('status').waitFor();

    const link = await linkFromOutbox(app.dataDir, 'reset', address, /https?:\/\/\S+\/reset\/[\w-]+\/[\w-]+/);
    await page.goto(new URL(link).pathname);
    const change = page.getByRole('dialog', { name: 'Save your new password' });
    await change.getByLabel(/^New password/).fill('brand new 2');
    await change.getByLabel(/^Repeat new password/).fill('brand new 2');
    await change.getByRole('button', { name: 'Save' }).click();
    await change.getByRole('status').waitFor();
    await page.waitForURL(`${app.url}/login-signup`, { timeout: 5000 });

    // Its token is revoked: the next call gets 403, which logs it out and shows the login screen.
    await other.goto('/settings/people');
    await other.waitForURL(`${app.url}/login-signup`);
    await other.goto('/settings');
    await other.getByRole('region', { name: 'Guest' }).waitFor();
    await otherContext.close();

    const old = await logIn(page, address, password);
    await old.getByRole('alert').waitFor();
    await old.getByLabel(/^Password/).fill('brand new 2');
    await old.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.goto('/settings');
    await page.getByRole('region', { name: 'Reset Tester' }).waitFor();
    await context.close();
  });

  test('the People screen saves the name and birth date on the server', async () => {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    const address = email('people');
    await signUp(page, 'People Tester', address);
    await activate(app, page, address);
    await logIn(page, address, password);
    await page.waitForURL(`${app.url}/`);

    await page.goto('/settings/people');
    const name = page.getByLabel(/^Name/);
    await expect(name.inputValue()).resolves.toBe('People Tester');
    await name.fill('Renamed Tester');
    await page.getByLabel('Birth date').fill('21/05/1990');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).first().waitFor();

    // Another device (a fresh context) logs in and sees what the server stored.
    const other = await newContext(browser, app.url, { ...PHONE, userAgent: IPHONE_SAFARI });
    const second = await other.newPage();
    await logIn(second, address, password);
    await second.waitForURL(`${app.url}/`);
    await second.goto('/settings/people');
    await second.locator('input[value="21/05/1990"]').waitFor();
    await expect(second.getByLabel(/^Name/).inputValue()).resolves.toBe('Renamed Tester');
    await second.goto('/settings/devices');
    await second.getByRole('list', { name: 'Devices' }).waitFor();
    const rows = second.getByRole('list', { name: 'Devices' }).getByRole('listitem');
    expect(await rows.count()).toBe(2);
    expect(await rows.filter({ hasText: 'Safari 17 · iOS 17.1' }).textContent()).toContain('Device: Apple iPhone');
    await other.close();
    await context.close();
  });

  test('Delete account asks first, then removes the account from the server and this device', async () => {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    const address = email('leaving');
    await signUp(page, 'Leaving Tester', address);
    await activate(app, page, address);
    await logIn(page, address, password);
    await page.waitForURL(`${app.url}/`);
    const accountDatabases = () =>
      page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith('tessera-user-')));
    await expect.poll(accountDatabases).toHaveLength(1);

    await page.goto('/settings/people');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await page.waitForURL(`${app.url}/`);
    await page.getByText('Your account was deleted.').first().waitFor();
    await expect.poll(accountDatabases).toHaveLength(0);
    await page.goto('/settings');
    await page.getByRole('region', { name: 'Guest' }).waitFor();
    // The server no longer knows the account.
    const again = await logIn(page, address, password);
    await again.getByRole('alert').waitFor();
    await context.close();
  });
});
