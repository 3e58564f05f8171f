import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, apiUser, logInToRoot } from './support/account';
import { startAsGuest } from './support/board';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { ownAppAndBrowser } from './support/own-app';
import { LANGUAGE_KEY } from '../apps/web/src/state/settings-storage-keys';
import { chooseLanguage, languageNameStarts, languages, pageDirection, spokenWith } from './support/settings';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const own = ownAppAndBrowser();

test('Language: Spanish turns the menu and the voice Spanish, Arabic lays the app out right to left, and a reload keeps it', { timeout: 180_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), DESKTOP);
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await page.goto('/settings/language');
    // A radio group: the current language first and checked; the arrow keys move the choice.
    const current = languages(page).getByRole('radio', { checked: true });
    expect(await current.getAttribute('value')).toBe('en-US');
    await current.focus();
    await page.keyboard.press('ArrowDown');
    expect(await languages(page).getByRole('radio', { checked: true }).getAttribute('value')).not.toBe('en-US');
    expect(await page.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);

    await chooseLanguage(page, { settings: 'Settings', language: 'Language' }, 'Español Spanish', 'Save');
    await page.getByRole('heading', { name: 'Idioma' }).waitFor();
    expect(await languages(page).getByRole('radio').first().getAttribute('value')).toBe('es-ES');
    expect(await pageDirection(page)).toEqual(['ltr', 'es-ES']);

    await page.getByRole('link', { name: 'Atrás', exact: true }).click();
    await page.getByRole('heading', { name: 'Configuración' }).waitFor();
    for (const row of ['Idioma', 'Voz', 'Pantalla', 'Exportar']) await page.getByRole('link', { name: row }).waitFor();

    // The voice followed: the offline Spanish voice says the Speech screen's sample.
    await page.goto('/settings/speech?speechLog');
    await expect.poll(() => page.getByRole('combobox', { name: 'Voz' }).textContent()).toContain('Español');
    const rate = page.getByRole('slider', { name: 'Velocidad' });
    await rate.focus();
    await rate.press('ArrowRight');
    await spokenWith(page, '¡Hola! Esta es mi voz.', { voice: 'espeak-ng:es-ES' });

    await chooseLanguage(page, { settings: 'Configuración', language: 'Idioma' }, 'العربية Árabe', 'Guardar');
    await page.getByRole('heading', { name: 'اللغة' }).waitFor();
    await expect.poll(() => pageDirection(page)).toEqual(['rtl', 'ar-SA']);

    await page.reload();
    await page.getByRole('heading', { name: 'اللغة' }).waitFor();
    expect(await pageDirection(page)).toEqual(['rtl', 'ar-SA']);
    expect(await languages(page).getByRole('radio', { checked: true }).getAttribute('value')).toBe('ar-SA');
    // Each row's two names start on the right, "Čeština" and "English (United States)" too, under one another.
    const starts = await languageNameStarts(page);
    expect(starts.length).toBeGreaterThan(40);
    for (const [locale, native, translated] of starts) expect({ locale, start: native }).toEqual({ locale, start: translated });
  } finally {
    await context.close();
  }
});

test('Language: a language without a translation says so and keeps the interface in English, after a reload too', { timeout: 120_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), PHONE);
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    // Every language the Language screen offers has a translation; Zulu, which an older version or another device
    // may have kept as this device's language, has none.
    await page.evaluate((key) => localStorage.setItem(key, 'zu-ZA'), LANGUAGE_KEY);
    const notice = page.getByRole('alert').getByText('A Zulu translation was not found!. Go to Settings if you want to change language.');

    await page.goto('/settings/language');
    await notice.waitFor();
    await page.getByRole('heading', { name: 'Language' }).waitFor();
    await expect.poll(() => pageDirection(page)).toEqual(['ltr', 'zu-ZA']);

    await page.reload();
    await notice.waitFor();
    await page.getByRole('heading', { name: 'Language' }).waitFor();
  } finally {
    await context.close();
  }
});

test(
  'Language: Khmer, which has a translation now, turns the interface Khmer with no notice of a missing one, other languages named in Khmer',
  { timeout: 120_000 },
  async () => {
    const context = await newContext(browser, inject('baseURL'), PHONE);
    try {
      const page = await context.newPage();
      await startAsGuest(page);
      await chooseLanguage(page, { settings: 'Settings', language: 'Language' }, 'ខ្មែរ Khmer', 'Save');
      await page.getByRole('heading', { name: 'ភាសា' }).waitFor();
      expect(await languages(page).getByRole('radio', { checked: true }).getAttribute('value')).toBe('km-KH');
      expect(await page.getByText(/translation was not found/).count()).toBe(0);
      // Chromium has no Khmer names of languages (it would say "Spanish"): the second line comes from our table.
      await languages(page).getByRole('radio', { name: 'Español អេស្ប៉ាញ', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  },
);

test('Language: Arabic chosen on one device reaches a second device of the same account, voice included', { timeout: 180_000 }, async () => {
  const { app, browser: ownBrowser } = own;
  const user = await apiUser(app, 'Languages');
  const laptop = await newContext(ownBrowser, app.url, DESKTOP);
  const phone = await newContext(ownBrowser, app.url, PHONE);
  try {
    const second = await phone.newPage();
    await logInToRoot(app, second, user.email);
    const first = await laptop.newPage();
    await logInToRoot(app, first, user.email);

    await chooseLanguage(first, { settings: 'Settings', language: 'Language' }, 'العربية Arabic', 'Save');
    await first.getByRole('heading', { name: 'اللغة' }).waitFor();
    const saved = async () =>
      (await api(app, 'GET', '/settings', undefined, user.token)).body as { language?: { lang?: string }; speech?: { voiceURI?: string } };
    await expect.poll(async () => (await saved()).language?.lang, { timeout: 30_000 }).toBe('ar-SA');
    expect((await saved()).speech?.voiceURI).toBe('espeak-ng:ar-SA');

    // The second device follows (a live update, or the pull on its next start) without logging in again.
    await expect.poll(() => pageDirection(second), { timeout: 30_000 }).toEqual(['rtl', 'ar-SA']);
    await second.goto('/settings/language');
    await second.getByRole('heading', { name: 'اللغة' }).waitFor();
    expect(await languages(second).getByRole('radio', { checked: true }).getAttribute('value')).toBe('ar-SA');
  } finally {
    await phone.close();
    await laptop.close();
  }
});
