import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LANGUAGE_CHOICES } from '@tessera/core';
import { contentMessagesEn } from '@tessera/content';
import { resolveEspeakVoice } from '../apps/web/src/lib/speech/espeak-voices';
import { output, startAsGuest, tileArea, type SpokenEntry } from './support/board';
import { DESKTOP, launchBrowser, newContext } from './support/browser';
import { goInApp } from './support/go-in-app';
import { ENGLISH, readCatalogue, translatedCatalogues, type Catalogue } from './support/catalogues';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const english: Catalogue = { ...contentMessagesEn, ...ENGLISH };
const language = (locale: string) => locale.split('-')[0] ?? locale;

// Where a language has several locales, the one its catalogue is written for (pt.json is Brazilian Portuguese,
// sr.json Serbian in Cyrillic; sr-SP.json and sr-ME.json hold their own locale's texts).
const PREFERRED: Record<string, string> = { pt: 'pt-BR', sr: 'sr-RS', sq: 'sq-AL' };

// `npm test` drives one catalogue of each script, each direction and each special locale rule (pt.json for pt-BR,
// Serbian in both scripts): the others differ from these only in their texts, which `npm run i18n:check` checks
// without a browser. `npm run test:languages` (LANGUAGES_E2E=all) drives every catalogue (about 10 minutes), and
// LANGUAGES_E2E=km-KH,pt-PT (locales or catalogue names, comma-separated) drives only those.
const IN_NPM_TEST = new Set(['ar', 'de', 'el', 'fr', 'he', 'hi', 'ja', 'pt', 'ru', 'sr', 'sr-SP', 'th', 'zh']);
const chosen =
  process.env.LANGUAGES_E2E?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean) ?? [];
const driven = ({ name, locale }: { name: string; locale: string }) =>
  chosen.length === 0 ? IN_NPM_TEST.has(name) : chosen.includes('all') || chosen.includes(name) || chosen.includes(locale);

/** Each catalogue of the interface with the locale the Language screen offers for it: fr.json → fr-FR. */
const catalogues = translatedCatalogues()
  .sort()
  .map((name) => {
    const candidates = LANGUAGE_CHOICES.filter((locale) => locale === name || language(locale) === name);
    const locale = PREFERRED[name] ?? candidates.find((tag) => tag === `${name}-${name.toUpperCase()}`) ?? candidates[0];
    if (!locale) throw new Error(`${name}.json matches no locale of the Language screen`);
    return { name, locale };
  })
  .filter(driven)
  .map((catalogue) => ({ ...catalogue, messages: readCatalogue(catalogue.name) }));

/**
 * English texts that must not show in a language: every English message its catalogue lacks or translates
 * differently, unless the catalogue uses the same text for another message ("Tessera"). The built-in tiles' words
 * are left out: they are vocabulary, and a word without a translation in the language shows in English by design.
 */
function englishLeftOver(messages: Catalogue): Set<string> {
  const translated = new Set(Object.values(messages));
  const isVocabulary = (id: string) => id in contentMessagesEn && !/^tessera\.board\.[^.]+$/.test(id) && !id.startsWith('tessera.featured.');
  const vocabulary = new Set(
    Object.keys(contentMessagesEn)
      .filter((id) => isVocabulary(id) && !(id in messages))
      .map((id) => english[id]),
  );
  const left = new Set<string>();
  for (const [id, source] of Object.entries(english)) {
    if (isVocabulary(id) || messages[id] === source || translated.has(source) || vocabulary.has(source)) continue;
    left.add(source);
  }
  return left;
}

/** Every text a person meets on screen: visible elements' own text, and the accessible names given as attributes. */
const visibleTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const texts = new Set<string>();
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (own) texts.add(own);
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });

/** The texts of the screen that are English left over or a raw message id. */
async function untranslated(page: Page, messages: Catalogue): Promise<string[]> {
  const left = englishLeftOver(messages);
  return (await visibleTexts(page)).filter((text) => left.has(text) || text in english);
}

const direction = (page: Page) => page.evaluate(() => [document.documentElement.dir, document.documentElement.lang]);

/** Chooses a language on the Language screen, reached through the settings menu in the current language. */
async function chooseLanguage(page: Page, current: Catalogue, locale: string) {
  await goInApp(page, '/settings');
  await page.getByRole('heading', { name: current['settings.title'] }).waitFor();
  await page.getByRole('link', { name: current['settings.language.title'] }).click();
  await page.getByRole('heading', { name: current['settings.language.title'] }).waitFor();
  await page
    .getByRole('radiogroup')
    .getByRole('radio')
    .and(page.locator(`[value="${locale}"]`))
    .check();
  await page.getByRole('button', { name: current['settings.save'] }).click();
}

/** The newest utterance this page finished in an offline eSpeak NG voice of a language ('sr' takes sr-RS or sr-SP). */
async function spokenIn(page: Page, lang: string) {
  const handle = await page.waitForFunction(
    (wanted) =>
      (window.__tesseraSpeechLog as (SpokenEntry & { voice?: string })[] | undefined)?.findLast(
        (entry) => entry.outcome === 'ended' && entry.voice !== undefined && new RegExp(`^espeak-ng:${wanted}(-|$)`).test(entry.voice),
      ) ?? null,
    lang,
    { timeout: 90_000, polling: 100 },
  );
  return (await handle.jsonValue()) as SpokenEntry & { voice?: string };
}

/**
 * A language no voice here speaks (Khmer: eSpeak NG has none, headless Chromium no other) shows the spec's no-voice
 * warning in its own words (spec 01 §8), once however many taps fail: `tapAgain` fails once more.
 */
async function noVoiceWarnedOnce(page: Page, messages: Catalogue, tapAgain: () => Promise<void>) {
  const warning = page.getByRole('alert').filter({ hasText: messages['app.speech.noVoice'] });
  await warning.waitFor();
  await tapAgain();
  await expect.poll(() => output(page, messages).getByRole('listitem').count()).toBe(2);
  expect(await warning.count()).toBe(1);
}

test(
  `Languages: each interface catalogue (${catalogues.map(({ name }) => name).join(', ')}) turns the settings menu and the board into its language, in its direction, and a tile is spoken in its voice`,
  { timeout: 120_000 + catalogues.length * 40_000 },
  async () => {
    const context = await newContext(browser, inject('baseURL'), DESKTOP);
    try {
      const page = await context.newPage();
      await startAsGuest(page);
      let current: Catalogue = english;
      for (const { name, locale, messages } of catalogues) {
        await chooseLanguage(page, current, locale);
        await page.getByRole('heading', { name: messages['settings.language.title'] }).waitFor();
        current = messages;
        expect(await direction(page), name).toEqual([language(locale) === 'ar' || language(locale) === 'he' ? 'rtl' : 'ltr', locale]);

        // Inside the one running app, as the menu's links go (a reload per screen was most of this test's time).
        await goInApp(page, '/settings');
        await page.getByRole('heading', { name: messages['settings.title'] }).waitFor();
        for (const row of ['settings.language.title', 'settings.speech.title', 'settings.display.title', 'settings.scanning.title'])
          await page.getByRole('link', { name: messages[row] }).waitFor();
        expect(await untranslated(page, messages), `${name}: settings menu`).toEqual([]);

        // The home board: its name and the screen's texts in the language; a folder opens a board named in it.
        await goInApp(page, '/');
        await page.getByRole('heading', { level: 1, name: messages['tessera.board.root'], exact: true }).waitFor();
        expect(await untranslated(page, messages), `${name}: home board`).toEqual([]);
        const tiles = tileArea(page, messages);
        await tiles.getByRole('button').first().click();
        const boardNames = Object.entries(messages)
          .filter(([id]) => /^tessera\.board\.[^.]+$/.test(id))
          .map(([, text]) => text);
        await expect.poll(async () => boardNames.includes((await page.getByRole('heading', { level: 1 }).textContent()) ?? ''), { timeout: 10_000 }).toBe(true);
        expect(await untranslated(page, messages), `${name}: folder board`).toEqual([]);

        // A word tile reaches the output bar and is spoken by the language's voice (headless Chromium has only eSpeak
        // NG); the speech log is emptied first, so it holds this tap only (Serbian is spoken twice, in either script).
        await page.evaluate(() => window.__tesseraSpeechLog?.splice(0));
        await tiles.getByRole('button').first().click();
        await expect.poll(() => output(page, messages).getByRole('listitem').count()).toBe(1);
        if (resolveEspeakVoice(locale)) {
          const spoken = await spokenIn(page, language(locale));
          expect(spoken, name).toMatchObject({ engine: 'espeak-ng', outcome: 'ended' });
        } else await noVoiceWarnedOnce(page, messages, () => tiles.getByRole('button').first().click());
        await page.getByRole('button', { name: messages['outputBar.clear'], exact: true }).click();
      }
    } finally {
      await context.close();
    }
  },
);
