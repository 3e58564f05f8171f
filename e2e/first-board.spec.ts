import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { BOARD_WITH_SPEECH_LOG, boardTitle, outputWords, startAsGuest, tile, waitForSpoken } from './support/board';
import { addTile, lock, unlock } from './support/editing';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cover = (page: Page) => page.locator('#first-board');

/** Holds back the app's entry script until `release` is called: what a slow link does to a cold start. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a returning user sees their last board before the app has loaded, and a tap made on it is acted on', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await startAsGuest(page);
    await tile(page, 'quick chat').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tessera.firstBoard') !== null), { timeout: 15_000 }).toBe(true);

    const release = await holdAppScript(page);
    // The page's load waits for the held script: the test goes on as soon as the page is there.
    await page.goto(BOARD_WITH_SPEECH_LOG, { waitUntil: 'commit' });
    // The app's code is held back, yet the root board is there, named as the app names it, and can be tapped.
    await cover(page).getByRole('button', { name: 'quick chat', exact: true }).waitFor();
    expect(await page.evaluate(() => document.querySelectorAll('#root *').length)).toBe(0);
    await cover(page).getByRole('button', { name: 'quick chat', exact: true }).click();
    release();

    // The app takes over: the saved board comes off, and the folder tapped on it opens.
    await boardTitle(page, 'Quick chat').waitFor({ timeout: 20_000 });
    await expect(cover(page).count()).resolves.toBe(0);
    await tile(page, 'hello').click();
    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['hello']);
    expect(await waitForSpoken(page, 'hello')).toMatchObject({ outcome: 'ended' });
    // The page's one inline script is allowed by its hash, so nothing was refused.
    expect(refused).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the saved board shows only at / and only to the user it was saved for', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    // A folder and back: the root board as the app starts it (nothing to go back to) is what gets saved.
    await tile(page, 'quick chat').click();
    await tile(page, 'hello').waitFor();
    await page.getByRole('button', { name: 'Go back' }).click();
    await tile(page, 'quick chat').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tessera.firstBoard') !== null), { timeout: 15_000 }).toBe(true);

    await holdAppScript(page);
    await page.goto('/board/quick-chat', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    await expect(cover(page).count()).resolves.toBe(0);

    await page.goto('/', { waitUntil: 'commit' });
    await cover(page).getByRole('button', { name: 'quick chat', exact: true }).waitFor();

    // Someone else signs in on this device: the guest's board is not theirs to see.
    await page.evaluate(() => localStorage.setItem('tessera.user', JSON.stringify({ id: 'someone-else', name: 'A', email: 'a@example.org', authToken: 't' })));
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    await expect(cover(page).count()).resolves.toBe(0);
  } finally {
    await context.close();
  }
});

test('the four Unlock presses made on the saved board unlock the app once it is there', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await tile(page, 'quick chat').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tessera.firstBoard') !== null), { timeout: 15_000 }).toBe(true);
    const release = await holdAppScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const unlock = cover(page).getByRole('button', { name: 'Unlock' });
    for (let press = 0; press < 4; press += 1) await unlock.click();
    release();
    await page.getByRole('button', { name: 'Lock', exact: true }).waitFor({ timeout: 20_000 });
    await expect(cover(page).count()).resolves.toBe(0);
  } finally {
    await context.close();
  }
});

/**
 * A device with a system voice, which headless Chromium lacks: a stand-in for the browser's Web Speech that has
 * one English voice, says nothing aloud, and writes down every text it is given (window.__said).
 */
const deviceVoice = () => {
  const said: string[] = [];
  (window as unknown as { __said: string[] }).__said = said;
  const voice = { voiceURI: 'device-voice-en', name: 'Device voice', lang: 'en-US', localService: true, default: true };
  class Utterance extends EventTarget {
    voice: unknown = null;
    lang = '';
    pitch = 1;
    rate = 1;
    volume = 1;
    onstart: ((event: Event) => void) | null = null;
    onend: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    constructor(public text: string) {
      super();
    }
  }
  const synthesis = Object.assign(new EventTarget(), {
    speaking: false,
    pending: false,
    paused: false,
    onvoiceschanged: null,
    getVoices: () => [voice],
    speak(utterance: Utterance) {
      said.push(utterance.text);
      setTimeout(() => {
        utterance.onstart?.(new Event('start'));
        utterance.onend?.(new Event('end'));
      }, 20);
    },
    cancel: () => undefined,
    pause: () => undefined,
    resume: () => undefined,
  });
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
};
const said = (page: Page) => page.evaluate(() => (window as unknown as { __said: string[] }).__said);

test('on a device with a voice, a word tapped on the saved board is said at once, and not again when the app takes over', async () => {
  const context = await newContext(browser, inject('baseURL'));
  try {
    await context.addInitScript(deviceVoice);
    const page = await context.newPage();
    await startAsGuest(page);
    await unlock(page);
    await addTile(page, 'hello there');
    await lock(page);
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('tessera.firstBoard') ?? '{}') as { html?: string }).html ?? ''), { timeout: 15_000 })
      .toContain('aria-label="hello there"');

    const release = await holdAppScript(page);
    await page.goto(BOARD_WITH_SPEECH_LOG, { waitUntil: 'commit' });
    await cover(page).getByRole('button', { name: 'hello there', exact: true }).click();
    // Said by the device's voice while the app's code is still held back.
    await expect.poll(() => said(page)).toEqual(['hello there']);
    expect(await page.evaluate(() => document.querySelectorAll('#root *').length)).toBe(0);
    release();

    await expect.poll(() => cover(page).count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => outputWords(page), { timeout: 20_000 }).toEqual(['hello there']);
    await page.waitForTimeout(1000);
    expect(await said(page)).toEqual(['hello there']);
    // The app's own taps speak as ever.
    await tile(page, 'hello there').click();
    await expect.poll(() => said(page)).toEqual(['hello there', 'hello there']);
  } finally {
    await context.close();
  }
});
