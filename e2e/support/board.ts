import type { Locator, Page } from 'playwright-core';
import { interfaceText, type Catalogue } from './catalogues';

/** What the app's speech log records per utterance (lib/speech/speech-log.ts); only the fields the specs read. */
export type SpokenEntry = { text: string; engine: string; outcome?: string; samples?: number; peak?: number; latencyMs?: number };

declare global {
  interface Window {
    __tesseraSpeechLog?: SpokenEntry[];
  }
}

// ?speechLog makes the production build publish window.__tesseraSpeechLog for this tab.
export const BOARD_WITH_SPEECH_LOG = '/?speechLog';

/** A first visit, as a person makes it: the welcome screen, then "Start as guest", then the root board. */
export async function startAsGuest(page: Page, path = BOARD_WITH_SPEECH_LOG): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Start as guest' }).click();
  try {
    await boardTitle(page, 'Home').waitFor();
  } catch (error) {
    // What the page showed instead, for the report (seen twice at the start of a run: to be understood).
    const shown = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '(no text)');
    throw new Error(`No Home board after "Start as guest" at ${page.url()}; the page shows: ${shown.slice(0, 300).replace(/\s+/g, ' ')}`, { cause: error });
  }
}

// The board's parts are found by their names in the language the interface is shown in (`shownIn`, English unless
// told): a spec that switches the language passes that language's catalogue (catalogueOf).

export const tileArea = (page: Page, shownIn?: Catalogue): Locator => page.getByRole('main', { name: interfaceText('board.tiles.label', shownIn) });

export const tile = (page: Page, label: string, shownIn?: Catalogue): Locator => tileArea(page, shownIn).getByRole('button', { name: label, exact: true });

export const output = (page: Page, shownIn?: Catalogue): Locator => page.getByRole('region', { name: interfaceText('board.output.label', shownIn) });

/** The words of the sentence in the output bar, in order. */
export const outputWords = (page: Page, shownIn?: Catalogue): Promise<string[]> => output(page, shownIn).getByRole('listitem').allInnerTexts();

/** While locked the bar shows the board's name as the page heading. */
export const boardTitle = (page: Page, name: string): Locator => page.getByRole('heading', { level: 1, name, exact: true });

/**
 * Waits until the speech log has finished an utterance of `text`, and returns it. The first utterance of a
 * visit loads the offline voice (24 MB on a first visit), so the default wait is long.
 */
export async function waitForSpoken(page: Page, text: string, timeout = 90_000): Promise<SpokenEntry> {
  const handle = await page.waitForFunction(
    (wanted) => window.__tesseraSpeechLog?.find((entry) => entry.text === wanted && entry.outcome !== undefined) ?? null,
    text,
    { timeout, polling: 100 },
  );
  return (await handle.jsonValue()) as SpokenEntry;
}
