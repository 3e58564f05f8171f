import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { output, outputWords, startAsGuest, tile, waitForSpoken, type SpokenEntry } from './support/board';
import { launchBrowser, newContext } from './support/browser';
import { unlock } from './support/editing';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HIGHLIGHT = 'data-scan-highlight';

/** Unlock, Settings, then each screen named in `screens` in turn, where its step sets what the test needs; then back to the board. */
async function onSettingsScreens(page: Page, screens: Record<string, (page: Page) => Promise<void>>) {
  await unlock(page);
  const settingsPage = page.getByRole('heading', { name: 'Settings', exact: true });
  await page.getByRole('link', { name: 'Settings' }).click();
  for (const [name, choose] of Object.entries(screens)) {
    await settingsPage.waitFor();
    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { name }).waitFor();
    await choose(page);
    // Wait for the Settings page before the next Back, or that press would land on this screen's Back again.
    await page.getByRole('link', { name: 'Back', exact: true }).click();
  }
  await settingsPage.waitFor();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await tile(page, 'quick chat').waitFor();
}

const onScanningScreen = (page: Page, choose: (page: Page) => Promise<void>) => onSettingsScreens(page, { Scanning: choose });

const pickOption = async (page: Page, select: string, option: string) => {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const chooseScanning =
  (method: 'Automatic' | 'Manual', { auditory = false } = {}) =>
  async (page: Page) => {
    await page.getByRole('switch', { name: 'Enable scanning' }).check();
    await pickOption(page, 'Time delay', '0.75 seconds');
    await page.getByRole('radio', { name: method }).check();
    if (auditory) await page.getByRole('switch', { name: 'Auditory scanning' }).check();
  };

const turnOnScanning = (page: Page, method: 'Automatic' | 'Manual', options: { auditory?: boolean } = {}) =>
  onScanningScreen(page, chooseScanning(method, options));

/** How the scanner shows `target` now: 'item' (it alone), 'group' (its row), 'exit', or null. */
const shownAs = (target: Locator) => target.getAttribute(HIGHLIGHT);

/**
 * Selects `target` with one key, as a switch user does: waits until the moving highlight is on its row and
 * presses, then until it is on the target itself and presses. Nothing else is touched.
 */
async function selectWithOneKey(page: Page, target: Locator) {
  for (let step = 0; step < 3; step += 1) {
    const handle = await target.elementHandle();
    // The highlight's kind comes back with the wait itself, so the key follows it as soon as it can.
    const shown = await page.waitForFunction(([element, name]) => (element as Element).getAttribute(name as string), [handle, HIGHLIGHT] as const, {
      polling: 'raf',
      timeout: 60_000,
    });
    const kind = await shown.jsonValue();
    await page.keyboard.press('x');
    if (kind === 'item') return;
  }
  throw new Error('the scanner never highlighted the target on its own');
}

/** Two switches: Space until the highlight reaches the target's row and then the target, Enter on each. */
async function selectWithSpaceAndEnter(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses += 1) {
    const kind = await shownAs(target);
    await page.keyboard.press(kind === 'item' || kind === 'group' ? 'Enter' : 'Space');
    if (kind === 'item') return;
  }
  throw new Error('Space never brought the highlight to the target');
}

const atRoot = (page: Page) => expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).not.toMatch(/quick-chat/);

async function openSpeakGoBack(page: Page, select: (page: Page, target: Locator) => Promise<void>) {
  await select(page, tile(page, 'quick chat'));
  await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/board\/quick-chat$/);
  // Eight tiles: scanned one at a time, no rows.
  await page.locator(`[${HIGHLIGHT}="item"]`).first().waitFor();
  expect(await page.locator(`[${HIGHLIGHT}="group"]`).count()).toBe(0);
  await select(page, tile(page, 'hello'));
  await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['hello']);
  expect(await waitForSpoken(page, 'hello')).toMatchObject({ engine: 'espeak-ng', outcome: 'ended' });
  await select(page, page.getByRole('button', { name: 'Go back' }));
  await atRoot(page);
  await tile(page, 'quick chat').waitFor();
}

/** What the speech log holds now, with the fields these specs compare (times are performance.now(), as the log's). */
type LoggedEntry = SpokenEntry & { cue?: boolean; volume?: number; rate?: number; requestedAt: number; audioStartedAt?: number; endedAt?: number };
const speechLog = (page: Page) => page.evaluate(() => (window.__tesseraSpeechLog ?? []).map((entry) => ({ ...entry })) as LoggedEntry[]);

/** Waits until the speech log holds a finished entry that `matches`, and returns it. */
async function waitForLogged(page: Page, matches: (entry: LoggedEntry) => boolean, timeout = 90_000): Promise<LoggedEntry> {
  let found: LoggedEntry | undefined;
  const poll = async () => {
    found = (await speechLog(page)).find((entry) => entry.outcome !== undefined && matches(entry));
    return found !== undefined;
  };
  await expect.poll(poll, { timeout, interval: 100 }).toBe(true);
  return found!;
}

/** A cue of auditory scanning said to its end. */
const waitForCueHeard = (page: Page, text: string) => waitForLogged(page, (entry) => entry.cue === true && entry.outcome === 'ended' && entry.text === text);

/** The name of what is highlighted now (a tile, a button), once the highlight is on one item. */
const highlightedName = async (page: Page) => {
  const item = page.locator(`[${HIGHLIGHT}="item"]`);
  await item.waitFor();
  return (await item.getAttribute('aria-label')) ?? (await item.innerText());
};

/** WCAG contrast ratio of two CSS colours (rgb() or rgba() strings, alpha ignored). */
const contrast = (page: Page, one: string, other: string) =>
  page.evaluate(
    ([a, b]) => {
      const luminance = (css: string) => {
        const [r = 0, g = 0, bl = 0] = (css.match(/[\d.]+/g) ?? []).map(Number).map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
      };
      const [light, dark] = [luminance(a!), luminance(b!)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    },
    [one, other],
  );

test('automatic scanning: one key at the right moments opens a folder, speaks a tile and goes back', { timeout: 180_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await turnOnScanning(page, 'Automatic');
    // The instructions, then how to stop (spec 01 §2, §9).
    await page
      .getByRole('status')
      .getByText(/^Automatic: the scanner moves through the items by itself/)
      .waitFor();
    await page.getByRole('status').getByText('Press Escape 4 times to turn the scanner off.').waitFor();
    // The highlight moves by itself, about every 0.75 s.
    const first = await page.locator(`[${HIGHLIGHT}]`).first().getAttribute('data-tile-id');
    await expect.poll(async () => page.locator(`[${HIGHLIGHT}]`).first().getAttribute('data-tile-id'), { timeout: 3000 }).not.toBe(first);
    // The ring is drawn with the highlight, a frame after it moves: waited for, not read at once.
    await expect.poll(() => page.locator('[data-scan-ring]').count()).toBe(1);

    await openSpeakGoBack(page, selectWithOneKey);
    // The output bar's buttons are reached too: Clear empties the sentence.
    await selectWithOneKey(page, output(page).getByRole('button', { name: 'Clear' }));
    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual([]);
  } finally {
    await context.close();
  }
});

test('automatic scanning on the keyboard board: the prediction row is a row of its own, and one key types "hi"', { timeout: 180_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await turnOnScanning(page, 'Automatic');
    await page.goto('/board/keyboard?speechLog');
    const keys = page.getByRole('group', { name: 'Keys' });
    const key = (name: string) => keys.getByRole('button', { name, exact: true });
    await key('h').waitFor();
    // The six slots light up together, no key with them (the scanner's rows are the rows on screen).
    await page.waitForFunction((name) => document.querySelector('[data-tile-id="prediction-0"]')?.getAttribute(name) === 'group', HIGHLIGHT, {
      polling: 'raf',
      timeout: 60_000,
    });
    expect(await page.locator(`[data-tile-id^="prediction-"][${HIGHLIGHT}="group"]`).count()).toBe(6);
    expect(await page.locator(`[data-tile-id^="key-"][${HIGHLIGHT}]`).count()).toBe(0);
    for (const name of ['h', 'i', 'Space']) await selectWithOneKey(page, key(name));
    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['hi']);
    expect(await waitForSpoken(page, 'hi')).toMatchObject({ engine: 'espeak-ng', outcome: 'ended' });
  } finally {
    await context.close();
  }
});

test('manual scanning: Space moves, Enter selects; Escape four times turns scanning off', { timeout: 180_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    // The page's clock runs as ever, and can be sped up: two seconds pass at once, every timer due in them run.
    await page.clock.install();
    await startAsGuest(page);
    await turnOnScanning(page, 'Manual');
    const highlighted = page.locator(`[${HIGHLIGHT}]`);
    const first = await highlighted.first().getAttribute('data-tile-id');
    await page.clock.runFor(2000); // manual: nothing moves by itself
    expect(await highlighted.first().getAttribute('data-tile-id')).toBe(first);
    // The root board has more than 12 tiles: a whole row is highlighted first.
    expect(await page.locator(`[${HIGHLIGHT}="group"]`).count()).toBeGreaterThan(1);

    await openSpeakGoBack(page, selectWithSpaceAndEnter);

    // The output bar: Speak says the sentence again, Backspace takes its word away.
    const saidHello = async () => (await speechLog(page)).filter((entry) => !entry.cue && entry.text === 'hello' && entry.outcome === 'ended').length;
    expect(await saidHello()).toBe(1);
    await selectWithSpaceAndEnter(page, output(page).getByRole('button', { name: 'Speak' }));
    await expect.poll(saidHello, { timeout: 30_000 }).toBe(2);
    await selectWithSpaceAndEnter(page, output(page).getByRole('button', { name: 'Backspace' }));
    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual([]);
    // The lock: selected once it locks; it keeps the highlight, so four more presses of Enter unlock.
    await selectWithSpaceAndEnter(page, page.getByRole('button', { name: 'Lock', exact: true }));
    const unlockButton = page.getByRole('button', { name: 'Unlock' });
    await unlockButton.waitFor();
    expect(await shownAs(unlockButton)).toBe('item');
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Lock', exact: true }).waitFor();

    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Escape');
    expect(await highlighted.count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.getByRole('status').getByText('Scanning turned off').waitFor();
    await expect.poll(() => highlighted.count()).toBe(0);
    expect(await page.locator('[data-scan-ring]').count()).toBe(0);
    // Taps act as before, and the setting is off for the next visit too.
    await tile(page, 'quick chat').click();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/board\/quick-chat$/);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('tessera.settings') ?? '{}').scanning);
    expect(saved).toMatchObject({ active: false, strategy: 'manual', delay: 750 });
  } finally {
    await context.close();
  }
});

test('the highlight stands out in the dark theme: a bright frame on the dark page and on the tile', { timeout: 120_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await onSettingsScreens(page, {
      Display: async () => {
        await page.getByRole('switch', { name: 'Dark theme' }).check();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('status').getByText('Settings saved').waitFor();
      },
      Scanning: chooseScanning('Manual'),
    });
    expect(await page.evaluate(() => document.documentElement.classList.contains('is-dark'))).toBe(true);
    await page.locator(`[${HIGHLIGHT}="group"]`).first().waitFor(); // the first row, once the scanner has loaded
    await page.keyboard.press('Enter'); // into the row: one tile highlighted
    const target = page.locator(`[${HIGHLIGHT}="item"]`);
    await target.waitFor();
    const ring = page.locator('[data-scan-ring]');
    const frame = await ring.evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.borderTopColor, width: parseFloat(style.borderTopWidth), shadow: style.boxShadow };
    });
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const tileColour = await target.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(frame.width).toBeGreaterThanOrEqual(4);
    expect(frame.shadow).toContain('rgb(0, 0, 0)'); // a black edge on either side of the frame
    expect(await contrast(page, frame.color, background)).toBeGreaterThanOrEqual(7);
    // On a light tile the yellow may match it in lightness: then its black edge stands out instead.
    expect(await contrast(page, frame.color, 'rgb(0, 0, 0)')).toBeGreaterThanOrEqual(7);
    expect(Math.max(await contrast(page, frame.color, tileColour), await contrast(page, 'rgb(0, 0, 0)', tileColour))).toBeGreaterThanOrEqual(3);
    // The frame surrounds the tile, on top of the page.
    const [ringBox, tileBox] = [(await ring.boundingBox())!, (await target.boundingBox())!];
    expect(ringBox.x).toBeLessThan(tileBox.x);
    expect(ringBox.y).toBeLessThan(tileBox.y);
    expect(ringBox.x + ringBox.width).toBeGreaterThan(tileBox.x + tileBox.width);
    expect(ringBox.y + ringBox.height).toBeGreaterThan(tileBox.y + tileBox.height);
  } finally {
    await context.close();
  }
});

test('dwell: a pointer resting on a tile selects it after the set time, not before, and not again until it leaves', { timeout: 120_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await page.clock.install();
    await startAsGuest(page);
    await onScanningScreen(page, async () => {
      await page.getByRole('switch', { name: 'Dwell selection' }).check();
      await pickOption(page, 'Dwell time', '1.5 seconds');
    });
    const restOn = async (target: Locator) => {
      const box = (await target.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
    };

    await restOn(tile(page, 'quick chat'));
    const rested = Date.now();
    await page.locator('[data-dwell-ring]').waitFor();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/board\/quick-chat$/);
    expect(Date.now() - rested).toBeGreaterThanOrEqual(1400);

    // The pointer has not left: the tile now under it is not selected, however long it rests.
    await page.clock.runFor(2500);
    expect(await outputWords(page)).toEqual([]);

    // Off the tiles (the sentence is no target), then onto "hello".
    const away = output(page).locator('[data-output-sentence]');
    await restOn(away);
    await restOn(tile(page, 'hello'));
    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['hello']);
    await page.clock.runFor(2500);
    expect(await outputWords(page)).toEqual(['hello']);
    // Leaving and coming back selects it again.
    await restOn(away);
    await restOn(tile(page, 'hello'));
    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['hello', 'hello']);
  } finally {
    await context.close();
  }
});

test('auditory scanning says each highlighted row and item quietly as the highlight reaches it', { timeout: 180_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await turnOnScanning(page, 'Manual', { auditory: true });
    // The root board has more than 12 tiles: its first row is named as scanning starts, at half the volume.
    const row = await waitForCueHeard(page, 'Row 1');
    expect(row).toMatchObject({ engine: 'espeak-ng', volume: 0.5 });
    expect(row.peak).toBeGreaterThan(0);
    await page.keyboard.press('Space');
    await waitForCueHeard(page, 'Row 2');

    // Into the row: each tile is named by its label as the highlight reaches it.
    await page.keyboard.press('Enter');
    await waitForCueHeard(page, await highlightedName(page));
    await page.keyboard.press('Space');
    const second = await highlightedName(page);
    expect(await waitForCueHeard(page, second)).toMatchObject({ volume: 0.5 });
  } finally {
    await context.close();
  }
});

test('a fast highlight never cuts off the speech of a tile selected while auditory scanning', { timeout: 240_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    // The slowest speech, so a phrase lasts longer than the highlight's 0.75 s.
    await onSettingsScreens(page, {
      Speech: async () => {
        const rate = page.getByRole('slider', { name: 'Rate' });
        await rate.focus();
        await rate.press('Home');
        await waitForLogged(page, (entry) => entry.text === 'Hi! This is my voice.' && entry.rate === 0);
      },
      Scanning: chooseScanning('Automatic', { auditory: true }),
    });
    await page.goto('/board/quick-chat'); // the board opened at once, without a key press to get there
    await tile(page, 'hello').waitFor();

    // Every move of the highlight, timed as the speech log times things.
    await page.evaluate(() => {
      const moves: number[] = [];
      (window as unknown as { __scanMoves: number[] }).__scanMoves = moves;
      new MutationObserver(() => moves.push(performance.now())).observe(document.body, { subtree: true, attributeFilter: ['data-scan-highlight'] });
    });
    await selectWithOneKey(page, tile(page, 'How are you?'));
    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['How are you?']);
    const said = await waitForLogged(page, (entry) => !entry.cue && entry.text === 'How are you?');
    expect(said).toMatchObject({ engine: 'espeak-ng', outcome: 'ended', volume: 1, rate: 0 });
    // The cue that waited is said after it.
    await waitForLogged(page, (entry) => entry.cue === true && entry.requestedAt >= said.endedAt!, 30_000);

    const log = await speechLog(page);
    // The highlight moved on while the tile was being said, yet no cue reached the engine then.
    const moves = await page.evaluate(() => (window as unknown as { __scanMoves: number[] }).__scanMoves);
    expect(moves.some((at) => at > said.audioStartedAt! && at < said.endedAt!)).toBe(true);
    expect(log.filter((entry) => entry.cue && entry.requestedAt > said.requestedAt && entry.requestedAt < said.endedAt!)).toEqual([]);
  } finally {
    await context.close();
  }
});
