// Live updates between two devices of one account (issue 11: a change on one shows on the other within 2 s): two
// browser contexts signed in as the same user, both on the home board; one adds a word through the tile editor, the
// other shows it without being touched. Measured from the Save press on the first to the tile in the second's page.
/* global document, MutationObserver, window -- functions handed to page.evaluate run in the browser */
import { signUpAndLogIn } from './lib/api-user.mjs';
import { signedInPage } from './lib/account-device.mjs';
import { chromiumVersion, launchChromium } from './lib/chromium.mjs';
import { machine } from './lib/machine.mjs';
import { summary } from './lib/stats.mjs';
import { startWebApp } from './lib/web-app.mjs';

const WORDS = 20;

const unlock = async (page) => {
  for (let press = 0; press < 4; press += 1) await page.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('button', { name: 'Lock', exact: true }).waitFor();
};

/** Notes, in the page, the moment a tile with each label first appears (the page's clock is the machine's). */
const watchTiles = (page) =>
  page.evaluate(() => {
    window.__tileSeenAt = {};
    const note = () => {
      for (const button of document.querySelectorAll('main button')) {
        const label = button.textContent?.trim();
        if (label && !(label in window.__tileSeenAt)) window.__tileSeenAt[label] = performance.timeOrigin + performance.now();
      }
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    note();
  });

const seenAt = (page, label) =>
  page.waitForFunction((wanted) => window.__tileSeenAt?.[wanted] ?? null, label, { timeout: 30_000, polling: 50 }).then((handle) => handle.jsonValue());

export const run = async () => {
  const app = await startWebApp();
  const browser = await launchChromium();
  try {
    const account = await signUpAndLogIn(app.url, app.dataDir, 'Live');
    const writer = await signedInPage(browser, app.url, account);
    const reader = await signedInPage(browser, app.url, account);
    for (const { page } of [writer, reader]) {
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Home', exact: true }).waitFor();
    }
    await unlock(writer.page);
    await watchTiles(reader.page);
    const delays = [];
    for (let i = 0; i < WORDS; i += 1) {
      const label = `live word ${i}`;
      await writer.page.getByRole('region', { name: 'Edit board' }).getByRole('button', { name: 'Add Tile' }).click();
      const dialog = writer.page.getByRole('dialog', { name: 'Create tile' });
      await dialog.getByRole('textbox', { name: 'Label' }).fill(label);
      const pressedAt = await writer.page.evaluate(() => performance.timeOrigin + performance.now());
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      delays.push((await seenAt(reader.page, label)) - pressedAt);
    }
    const { n, p50, p95, max } = summary(delays);
    console.log(`machine: ${machine()}, ${chromiumVersion(browser)}`);
    console.log('Two contexts of one account on npm start (SQLite); Save pressed on one → tile on the other, no reload');
    console.log('| n | p50 (ms) | p95 (ms) | max (ms) |');
    console.log('|---|---|---|---|');
    console.log(`| ${n} | ${p50} | ${p95} | ${max} |`);
    await writer.context.close();
    await reader.context.close();
  } finally {
    await browser.close();
    await app.stop();
  }
};
