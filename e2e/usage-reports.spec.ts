import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { api, apiUser, logInToRoot } from './support/account';
import { output, tile } from './support/board';
import { DESKTOP, newContext } from './support/browser';
import { unlock } from './support/editing';
import { ownAppAndBrowser } from './support/own-app';

// Usage reports (issue 28) against the real app: the choice, taps recorded after speech and sent from the device's
// queue, the page's counts and words, the CSV download, a pause, a second device of the account, and deletion.
const own = ownAppAndBrowser();

const timesClicked = (page: Page, word: string) =>
  page
    .getByRole('table', { name: 'Top Used Buttons' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: word, exact: true }) })
    .getByRole('cell')
    .first()
    .innerText()
    .catch(() => '');

async function openAnalytics(page: Page) {
  await page.getByRole('navigation', { name: 'Board navigation' }).getByRole('link', { name: 'Analytics' }).click();
  await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
}

async function backToBoard(page: Page) {
  await page.getByRole('link', { name: 'Back' }).click();
  await tile(page, 'quick chat').waitFor();
}

test('usage reports: consent, taps counted once from two devices, the words, the CSV, a pause, and deletion', { timeout: 180_000 }, async () => {
  const { app, browser } = own;
  const user = await apiUser(app, 'Reports');
  const laptop = await newContext(browser, app.url, DESKTOP);
  const tablet = await newContext(browser, app.url, DESKTOP);
  try {
    const page = await laptop.newPage();
    await logInToRoot(app, page, user.email);
    await unlock(page);

    // Off until the user turns it on: the page explains, and the switch turns reports on (on the server too).
    await openAnalytics(page);
    const reportsSwitch = page.getByRole('switch', { name: 'Usage reports' });
    expect(await reportsSwitch.isChecked()).toBe(false);
    await reportsSwitch.check();
    await page.getByRole('combobox', { name: 'Period' }).waitFor();
    await expect.poll(async () => ((await api(app, 'GET', '/analytics/consent', undefined, user.token)).body as { reportsOn: boolean }).reportsOn).toBe(true);

    // A few taps, and the phrase spoken.
    await backToBoard(page);
    await tile(page, 'quick chat').click();
    await tile(page, 'hello').click();
    await tile(page, 'hello').click();
    await tile(page, 'thank you').click();
    await output(page).getByRole('button', { name: 'Speak' }).click();

    await openAnalytics(page);
    await expect.poll(() => timesClicked(page, 'hello'), { timeout: 30_000 }).toBe('2');
    expect(await timesClicked(page, 'thank you')).toBe('1');
    // The phrase's words: "hello hello thank you", four words in one utterance.
    const language = page.getByRole('region', { name: 'Language' });
    await expect.poll(() => language.getByRole('definition').first().innerText()).toBe('4');
    expect(await language.getByText('Words per utterance (MLU)').locator('xpath=following-sibling::*[1]').innerText()).toBe('4');
    await language.getByRole('table', { name: 'Word frequency' }).getByRole('rowheader', { name: 'hello', exact: true }).waitFor();

    // The CSV has a row per tap.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^tessera-usage-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\n').filter((line) => line.includes(',Click Symbol,Speech,hello,'))).toHaveLength(2);

    // Paused: the next tap is off the record. Resumed, the tap after it counts again.
    await backToBoard(page);
    const pause = page.getByRole('button', { name: 'Pause reports' });
    await pause.click();
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    await tile(page, 'quick chat').click();
    await tile(page, 'hello').click();
    await pause.click();
    expect(await pause.getAttribute('aria-pressed')).toBe('false');
    await tile(page, 'thank you').click();

    // A second device of the account (its choice comes from the server) taps too.
    const second = await tablet.newPage();
    await logInToRoot(app, second, user.email);
    // Its recording starts once the account's choice has come from the server.
    await expect
      .poll(() =>
        second.evaluate(() =>
          Object.keys(localStorage).some((key) => key.startsWith('tessera-usage:') && localStorage.getItem(key)?.includes('"reportsOn":true')),
        ),
      )
      .toBe(true);
    await tile(second, 'quick chat').click();
    await tile(second, 'hello').click();

    await openAnalytics(page);
    await expect.poll(() => timesClicked(page, 'thank you'), { timeout: 30_000 }).toBe('2');
    // The tablet's tap is counted once, the paused one never: the page reads the account's reports as they are when
    // it opens (the tablet sends its queue by itself, a moment after the tap).
    const helloAfterReload = async () => {
      await page.reload();
      await page.getByRole('table', { name: 'Top Used Buttons' }).waitFor();
      return timesClicked(page, 'hello');
    };
    await expect.poll(helloAfterReload, { timeout: 30_000, interval: 1000 }).toBe('3');
    await second.reload();
    await tile(second, 'hello').waitFor();
    expect(await helloAfterReload()).toBe('3');

    // Delete all reports: asked first, then everything goes and reports are off, on the server too.
    await page.getByRole('button', { name: 'Delete all reports' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete all reports' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('switch', { name: 'Usage reports' }).isChecked()).toBe(false);
    expect(((await api(app, 'GET', '/analytics/consent', undefined, user.token)).body as { reportsOn: boolean }).reportsOn).toBe(false);
    const answer = await api(
      app,
      'POST',
      '/analytics/batchGet',
      [{ startDate: '30daysAgo', endDate: 'today', metric: 'totalEvents', dimension: 'eventLabel' }],
      user.token,
    );
    expect((answer.body as { reports: { data: { rows: unknown[] } }[] }).reports[0]?.data.rows).toEqual([]);
  } finally {
    await laptop.close();
    await tablet.close();
  }
});
