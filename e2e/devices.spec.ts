import { expect, test } from 'vitest';
import { apiUser, logInToRoot } from './support/account';
import { boardTitle } from './support/board';
import { DESKTOP, newContext } from './support/browser';
import { ownAppAndBrowser } from './support/own-app';

// Issue 24: two browsers alike signed in to one account are two devices, numbered, and each can be signed out.
const own = ownAppAndBrowser();

test('two signed-in browsers are two devices, numbered, one "This device", and the other signs out on its own', { timeout: 180_000 }, async () => {
  const { app, browser } = own;
  const user = await apiUser(app, 'Devices');
  const first = await newContext(browser, app.url, DESKTOP);
  const second = await newContext(browser, app.url, DESKTOP);
  try {
    const here = await first.newPage();
    const there = await second.newPage();
    await logInToRoot(app, here, user.email);
    await logInToRoot(app, there, user.email);

    await here.goto('/settings/devices');
    const list = here.getByRole('list', { name: 'Devices' });
    // The API user's own login (deviceId "e2e") is a third row, of a name of its own.
    const browserRows = list.getByRole('listitem').filter({ hasText: /\(\d\)/ });
    await expect.poll(() => browserRows.count(), { timeout: 15_000, message: 'two numbered rows' }).toBe(2);
    const names = (await browserRows.allInnerTexts()).map((text) => /^(.*\(\d\))/.exec(text)?.[1]);
    expect(names[0]).toMatch(/^Chrome.* \d+ · Linux \(1\)$/);
    expect(names[1]).toBe(names[0]?.replace('(1)', '(2)'));
    const mine = browserRows.filter({ hasText: 'This device' });
    await expect.poll(() => mine.count()).toBe(1);
    const other = browserRows.filter({ hasNotText: 'This device' });
    expect(await mine.getByRole('button', { name: /^Sign out/ }).count()).toBe(0);

    // Signing out the other browser ends its session: it is a guest on its next start, this one is still signed in.
    await other.getByRole('button', { name: /^Sign out Chrome.* · Linux \(\d\)$/ }).click();
    await expect.poll(() => other.getByRole('button', { name: /^Sign out/ }).count()).toBe(0);
    await there.reload();
    await boardTitle(there, 'Home').waitFor();
    await expect.poll(() => there.evaluate(() => localStorage.getItem('tessera.user')), { timeout: 15_000 }).toBeNull();
    await here.reload();
    await here.getByRole('list', { name: 'Devices' }).getByText('This device').waitFor();
  } finally {
    await first.close();
    await second.close();
  }
});
