import type { Page } from 'playwright-core';
import { tile, type SpokenEntry } from './board';
import { unlock } from './editing';

// The settings screens as a person reaches and uses them, and what the board shows of their settings.

/** Settings are reached from the unlocked board. */
export async function openSettings(page: Page): Promise<void> {
  if ((await page.getByRole('button', { name: 'Unlock' }).count()) > 0) await unlock(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
}

/**
 * From the settings menu: opens the screen of the row `row` (Display, Navigation & Buttons), lets `choose` change it,
 * saves, and goes back to the board through the menu.
 */
export async function saveSettingsScreen(page: Page, row: string, choose: (page: Page) => Promise<void>): Promise<void> {
  await page.getByRole('link', { name: row }).click();
  await page.getByRole('heading', { name: row }).waitFor();
  await choose(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').getByText('Settings saved').waitFor();
  await backToBoard(page);
  await tile(page, 'quick chat').waitFor();
}

/**
 * From a settings screen, Back to the menu and Back to the board. The menu must be there before the second Back:
 * pressed too soon, it is the screen's own Back again and leaves the test on the menu (a flake seen in a CI run).
 */
export async function backToBoard(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
}

/** Where a tile's label sits against its picture: 'above' or 'below' (by their boxes on screen), or 'none'. */
export async function labelPlace(page: Page, label: string): Promise<'above' | 'below' | 'none'> {
  const button = tile(page, label);
  const picture = await button.locator('img').boundingBox();
  const text = button.getByText(label, { exact: true });
  if ((await text.count()) === 0 || !picture) return 'none';
  const box = await text.boundingBox();
  return box && box.y + box.height <= picture.y + 1 ? 'above' : 'below';
}

/** The page background's brightness, 0 (black) to 255 (white). */
export const backgroundBrightness = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const [r = 0, g = 0, b = 0] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });

/** How many tiles stand side by side in the board's first row, as laid out on screen. */
export const columnsOnScreen = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const tops = Array.from(document.querySelectorAll('main [data-tile-id]'), (element) => Math.round(element.getBoundingClientRect().top));
    const first = Math.min(...tops);
    return tops.filter((top) => Math.abs(top - first) < 2).length;
  });

/** The last utterance of `text` the app finished, once one matches `wanted` (voice, rate...). */
export async function spokenWith(page: Page, text: string, wanted: Partial<SpokenEntry> & { voice?: string; rate?: number }): Promise<SpokenEntry> {
  const handle = await page.waitForFunction(
    ({ text: said, wanted: expected }) =>
      (window.__tesseraSpeechLog as (SpokenEntry & Record<string, unknown>)[] | undefined)?.findLast(
        (entry) => entry.text === said && entry.outcome === 'ended' && Object.entries(expected).every(([key, value]) => entry[key] === value),
      ) ?? null,
    { text, wanted },
    { timeout: 90_000, polling: 100 },
  );
  return (await handle.jsonValue()) as SpokenEntry;
}

export const voicePicker = (page: Page, name = 'Voice') => page.getByRole('combobox', { name });

/** The Language screen's list of languages. */
export const languages = (page: Page) => page.getByRole('radiogroup');

/** The page's reading direction and language, as the document states them. */
export const pageDirection = (page: Page): Promise<string[]> => page.evaluate(() => [document.documentElement.dir, document.documentElement.lang]);

/** Chooses a language on the Language screen, reached from the settings menu whose texts are in `menu`'s language. */
export async function chooseLanguage(page: Page, menu: { settings: string; language: string }, radio: string, save: string): Promise<void> {
  await page.goto('/settings?speechLog');
  await page.getByRole('heading', { name: menu.settings }).waitFor();
  await page.getByRole('link', { name: menu.language }).click();
  await page.getByRole('heading', { name: menu.language }).waitFor();
  await languages(page).getByRole('radio', { name: radio, exact: true }).check();
  await page.getByRole('button', { name: save }).click();
}

/**
 * Where each row of the Language screen starts its two names, by their text on screen: `[locale, native, translated]`,
 * the x of the start edge (the left in a left-to-right page, the right in a right-to-left one) of each name's text.
 */
export const languageNameStarts = (page: Page): Promise<[string, number, number][]> =>
  page.evaluate(() => {
    const rtl = document.documentElement.dir === 'rtl';
    const start = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      return Math.round(rtl ? box.right : box.left);
    };
    return Array.from(document.querySelectorAll('[role="radiogroup"] label'), (label) => {
      const native = label.querySelector('[lang]');
      const translated = native?.closest('p')?.nextElementSibling;
      return [native?.getAttribute('lang') ?? '', native ? start(native) : NaN, translated ? start(translated) : NaN] as [string, number, number];
    });
  });
