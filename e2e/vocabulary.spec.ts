import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BOARD_WITH_SPEECH_LOG, outputWords, startAsGuest, tile, tileArea, waitForSpoken, type SpokenEntry } from './support/board';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { catalogueOf } from './support/catalogues';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Chooses a language on the Language screen, reached from the settings menu (in English, where every visit starts). */
async function chooseLanguage(page: Page, radio: string, locale: string) {
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await page.getByRole('link', { name: 'Language' }).click();
  const languages = page.getByRole('radiogroup');
  await languages.getByRole('radio', { name: radio, exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  // Saved: the list now starts with it (whether the screen is then in that language or still in English).
  await expect.poll(() => languages.getByRole('radio').first().getAttribute('value')).toBe(locale);
}

/** The home board's first folders in English, none of which may be left once a language is chosen. */
const HOME_IN_ENGLISH = ['food', 'drinks', 'emotions', 'family', 'animals'];

const LANGUAGES = [
  {
    radio: 'Français French',
    locale: 'fr-FR',
    home: ['nourriture', 'boissons', 'émotions', 'famille', 'animaux'],
    folder: 'discussion rapide',
    words: ['bonjour', 'merci'],
    device: PHONE,
  },
  {
    radio: 'Deutsch German',
    locale: 'de-DE',
    home: ['Essen', 'Getränke', 'Gefühle', 'Familie', 'Tiere'],
    folder: 'kurz sagen',
    words: ['hallo', 'danke'],
    device: DESKTOP,
  },
];

test.each(LANGUAGES)(
  'Vocabulary: in $locale the home board shows its words in that language and a tap speaks them with its voice',
  { timeout: 180_000 },
  async ({ radio, locale, home, folder, words, device }) => {
    const context = await newContext(browser, inject('baseURL'), device);
    try {
      const page = await context.newPage();
      await startAsGuest(page);
      await chooseLanguage(page, radio, locale);
      // The interface is in the language too: its catalogue names the tile area and the output bar.
      const shownIn = catalogueOf(locale);

      await page.goto(BOARD_WITH_SPEECH_LOG);
      for (const word of home) await tile(page, word, shownIn).waitFor();
      for (const word of HOME_IN_ENGLISH) expect(await tile(page, word, shownIn).count(), `${word} left in English`).toBe(0);
      // No tile is empty: every one has a name.
      const names = await tileArea(page, shownIn)
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim() ?? ''));
      expect(names.filter((name) => name === '')).toEqual([]);

      await tile(page, folder, shownIn).click();
      const [hello, thanks] = words as [string, string];
      await tile(page, hello, shownIn).click();
      await expect.poll(() => outputWords(page, shownIn), { timeout: 10_000 }).toEqual([hello]);
      const spoken = (await waitForSpoken(page, hello)) as SpokenEntry & { voice?: string };
      expect(spoken).toMatchObject({ engine: 'espeak-ng', outcome: 'ended', voice: `espeak-ng:${locale}` });
      expect(spoken.peak).toBeGreaterThan(0.05);

      await tile(page, thanks, shownIn).click();
      await expect.poll(() => outputWords(page, shownIn), { timeout: 10_000 }).toEqual([hello, thanks]);
      expect(await waitForSpoken(page, thanks)).toMatchObject({ engine: 'espeak-ng', outcome: 'ended' });
    } finally {
      await context.close();
    }
  },
);

// Portugal's words lie over Brazil's (packages/content/src/messages/pt-PT.json over pt.json): one folder of the home
// board and one word inside another folder are enough to show the region's file reaches the screen; the rest is
// checked without a browser (packages/content's vocabulary tests).
test("Vocabulary: in pt-PT the boards say Portugal's words where they differ from Brazil's", { timeout: 120_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), DESKTOP);
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await chooseLanguage(page, 'Português (Portugal) Portuguese (Portugal)', 'pt-PT');
    const shownIn = catalogueOf('pt-PT');

    await page.goto(BOARD_WITH_SPEECH_LOG);
    await tile(page, 'desporto', shownIn).waitFor();
    expect(await tile(page, 'esportes', shownIn).count()).toBe(0);
    await tile(page, 'bebidas', shownIn).click();
    await tile(page, 'sumo', shownIn).waitFor();
    expect(await tile(page, 'suco', shownIn).count()).toBe(0);
  } finally {
    await context.close();
  }
});
