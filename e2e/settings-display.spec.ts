import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiUser, logIn } from './support/account';
import { boardTitle, output, startAsGuest, tile } from './support/board';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { ownAppAndBrowser } from './support/own-app';
import { backgroundBrightness, labelPlace, openSettings, saveSettingsScreen, spokenWith, voicePicker } from './support/settings';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const own = ownAppAndBrowser();

test('Display: labels above, then below with the dark theme; the board follows at once and after a reload', { timeout: 120_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), DESKTOP);
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    expect(await labelPlace(page, 'quick chat')).toBe('below');
    expect(await backgroundBrightness(page)).toBeGreaterThan(200);

    await openSettings(page);
    await saveSettingsScreen(page, 'Display', async (screen) => {
      const choice = screen.getByRole('radiogroup', { name: 'Label position' });
      // The choice's title has room above it, not set against the line over it.
      const room = await choice.evaluate((group) => {
        const fieldset = group.closest('fieldset');
        const legend = fieldset?.querySelector('legend');
        if (!fieldset || !legend) return -1;
        const text = document.createRange();
        text.selectNodeContents(legend);
        return text.getBoundingClientRect().top - fieldset.getBoundingClientRect().top;
      });
      expect(room).toBeGreaterThanOrEqual(8);
      await choice.getByRole('radio', { name: 'Above' }).check();
    });
    expect(await labelPlace(page, 'quick chat')).toBe('above');

    await openSettings(page);
    await saveSettingsScreen(page, 'Display', async (screen) => {
      await screen.getByRole('radiogroup', { name: 'Label position' }).getByRole('radio', { name: 'Below' }).check();
      await screen.getByRole('switch', { name: 'Dark theme' }).check();
    });
    expect(await labelPlace(page, 'quick chat')).toBe('below');
    expect(await backgroundBrightness(page)).toBeLessThan(40);

    await page.reload();
    await tile(page, 'quick chat').waitFor();
    expect(await labelPlace(page, 'quick chat')).toBe('below');
    expect(await backgroundBrightness(page)).toBeLessThan(40);
  } finally {
    await context.close();
  }
});

test('Display: labels hidden, the output bar hidden, then bigger output buttons', { timeout: 120_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), PHONE);
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await tile(page, 'quick chat').click();
    await tile(page, 'hello').click();
    const clear = output(page).getByRole('button', { name: 'Clear' });
    const standard = (await clear.boundingBox())?.height ?? 0;

    await openSettings(page);
    await saveSettingsScreen(page, 'Display', async (screen) => {
      await screen.getByRole('radiogroup', { name: 'Label position' }).getByRole('radio', { name: 'Hidden' }).check();
      await screen.getByRole('switch', { name: 'Hide output bar' }).check();
    });
    expect(await labelPlace(page, 'quick chat')).toBe('none');
    await expect.poll(() => output(page).count()).toBe(0);

    await openSettings(page);
    await saveSettingsScreen(page, 'Display', async (screen) => {
      await screen.getByRole('switch', { name: 'Hide output bar' }).uncheck();
      await screen.getByRole('switch', { name: 'Increase output action buttons' }).check();
    });
    await output(page).waitFor();
    expect((await clear.boundingBox())?.height ?? 0).toBeGreaterThan(standard);
  } finally {
    await context.close();
  }
});

async function chooseBritishVoiceAndRate(page: Page) {
  await page.getByRole('link', { name: 'Speech' }).click();
  await voicePicker(page).click();
  await page
    .getByRole('listbox', { name: 'Voice' })
    .getByRole('option', { name: /eSpeak NG — English \(United Kingdom\)/ })
    .click();
  const rate = page.getByRole('slider', { name: 'Rate' });
  await rate.focus();
  await rate.press('ArrowRight');
  await rate.press('ArrowRight');
  await spokenWith(page, 'Hi! This is my voice.', { voice: 'espeak-ng:en-GB', rate: 1.5 });
}

test('Speech: another offline voice and a faster rate are heard at once, kept after a reload and used on the board', { timeout: 180_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), DESKTOP);
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await openSettings(page);
    await chooseBritishVoiceAndRate(page);

    await page.reload();
    await expect.poll(() => voicePicker(page).textContent()).toContain('English (United Kingdom)');
    expect(await page.getByRole('slider', { name: 'Rate' }).getAttribute('aria-valuenow')).toBe('1.5');

    await page.goto('/?speechLog');
    await tile(page, 'quick chat').click();
    await tile(page, 'hello').click();
    await spokenWith(page, 'hello', { voice: 'espeak-ng:en-GB', rate: 1.5 });
  } finally {
    await context.close();
  }
});

test('Speech: the voice chosen on one device reaches a second device of the same account', { timeout: 180_000 }, async () => {
  const { app, browser: ownBrowser } = own;
  const user = await apiUser(app, 'Voices');
  const laptop = await newContext(ownBrowser, app.url, DESKTOP);
  const phone = await newContext(ownBrowser, app.url, PHONE);
  try {
    const second = await phone.newPage();
    await logIn(second, user.email);
    await second.waitForURL(`${app.url}/`);
    await boardTitle(second, 'Home').waitFor();

    const first = await laptop.newPage();
    await logIn(first, user.email);
    await first.waitForURL(`${app.url}/`);
    await first.goto('/settings?speechLog');
    await first.getByRole('heading', { name: 'Settings' }).waitFor();
    await chooseBritishVoiceAndRate(first);
    await expect
      .poll(async () => ((await api(app, 'GET', '/settings', undefined, user.token)).body as { speech?: { voiceURI?: string } }).speech?.voiceURI, {
        timeout: 30_000,
      })
      .toBe('espeak-ng:en-GB');

    // The second device gets it from the account (a live update, or the pull on its next start) without logging in again.
    await openSettings(second);
    await second.getByRole('link', { name: 'Speech' }).click();
    await expect.poll(() => voicePicker(second).textContent(), { timeout: 30_000 }).toContain('English (United Kingdom)');
    expect(await second.getByRole('slider', { name: 'Rate' }).getAttribute('aria-valuenow')).toBe('1.5');
  } finally {
    await phone.close();
    await laptop.close();
  }
});
