import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser';
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

// The service worker is blocked here: it is installed within seconds of a first visit, and a script it answers
// from its precache is out of page.route's reach, so holdAppScript could no longer hold the app back.
const ON_DESKTOP = { ...DESKTOP, serviceWorkers: 'block' } as const;
const ON_PHONE = { ...PHONE, serviceWorkers: 'block' } as const;

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

/** What the page's content security policy refused, from the console. */
function refusedScripts(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

/**
 * Opens / with the app's code held back: the root board is there all the same, named as the app names it, and
 * can be tapped (`onCopy` looks at it first). "quick chat" is tapped on it, the code let through: the app takes
 * over, the folder tapped on the copy opens, and a word tapped in the app is added and said.
 */
async function quickChatTappedOnCopy(page: Page, onCopy: () => Promise<void> = async () => {}): Promise<void> {
  const release = await holdAppScript(page);
  // The page's load waits for the held script: the test goes on as soon as the page is there.
  await page.goto(BOARD_WITH_SPEECH_LOG, { waitUntil: 'commit' });
  await cover(page).getByRole('button', { name: 'quick chat', exact: true }).waitFor();
  expect(await page.evaluate(() => document.querySelectorAll('#root *').length)).toBe(0);
  await onCopy();
  await cover(page).getByRole('button', { name: 'quick chat', exact: true }).click();
  release();

  await boardTitle(page, 'Quick chat').waitFor({ timeout: 20_000 });
  await expect(cover(page).count()).resolves.toBe(0);
  await tile(page, 'hello').click();
  await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['hello']);
  expect(await waitForSpoken(page, 'hello')).toMatchObject({ outcome: 'ended' });
}

test('a returning user sees their last board before the app has loaded, and a tap made on it is acted on', async () => {
  const context = await newContext(browser, inject('baseURL'), ON_DESKTOP);
  try {
    const page = await context.newPage();
    const refused = refusedScripts(page);
    await startAsGuest(page);
    await tile(page, 'quick chat').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tessera.firstBoard') !== null), { timeout: 15_000 }).toBe(true);

    await quickChatTappedOnCopy(page);
    // The page's one inline script is allowed by its hash, so nothing was refused.
    expect(refused).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a device that has saved no board yet gets the default root board at once, from the page itself', async () => {
  const context = await newContext(browser, inject('baseURL'), ON_DESKTOP);
  try {
    // Past the welcome screen, nothing else: no board of its own saved, default settings, signed out.
    await context.addInitScript(() => localStorage.setItem('tessera.welcomeSeen', 'true'));
    const page = await context.newPage();
    const refused = refusedScripts(page);
    await quickChatTappedOnCopy(page, async () => {
      expect(await page.evaluate(() => localStorage.getItem('tessera.firstBoard'))).toBeNull();
    });
    expect(refused).toEqual([]);
  } finally {
    await context.close();
  }
});

test('on a phone the copy loads the pictures in view at once, and the others only as they are scrolled into view', async () => {
  const context = await newContext(browser, inject('baseURL'), ON_PHONE);
  try {
    await context.addInitScript(() => localStorage.setItem('tessera.welcomeSeen', 'true'));
    const page = await context.newPage();
    const release = await holdAppScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const picture = (label: string) => cover(page).getByRole('button', { name: label, exact: true }).locator('img');
    const loaded = (label: string) => picture(label).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
    await expect.poll(() => loaded('emotions'), { timeout: 10_000 }).toBe(true);
    // The last tile of the long home board is far below the fold: its picture is not fetched yet.
    expect(await picture('animals').getAttribute('src')).toBeNull();
    expect(await picture('animals').getAttribute('data-picture')).toMatch(/^\/symbols\//);

    await picture('animals').scrollIntoViewIfNeeded();
    await expect.poll(() => loaded('animals'), { timeout: 10_000 }).toBe(true);
    release();
    await expect.poll(() => cover(page).count(), { timeout: 20_000 }).toBe(0);
    await tile(page, 'animals').waitFor();
  } finally {
    await context.close();
  }
});

test('a first visit gets the welcome screen at once; "Start as guest" on it brings the default board, and the app carries on', async () => {
  const context = await newContext(browser, inject('baseURL'), ON_PHONE);
  try {
    const page = await context.newPage();
    const release = await holdAppScript(page);
    await page.goto(BOARD_WITH_SPEECH_LOG, { waitUntil: 'commit' });
    await cover(page).getByRole('heading', { level: 1, name: 'Welcome to Tessera' }).waitFor();
    await cover(page).getByRole('button', { name: 'Start as guest' }).click();
    await cover(page).getByRole('button', { name: 'quick chat', exact: true }).click();
    expect(await page.evaluate(() => document.querySelectorAll('#root *').length)).toBe(0);
    release();

    await boardTitle(page, 'Quick chat').waitFor({ timeout: 20_000 });
    await expect(cover(page).count()).resolves.toBe(0);
    await page.goto('/');
    // The welcome was seen: the next start goes straight to the board.
    await tile(page, 'quick chat').waitFor();
    await expect(page.getByRole('button', { name: 'Start as guest' }).count()).resolves.toBe(0);
  } finally {
    await context.close();
  }
});

test("the welcome screen's copy gives way to the app's, and is not shown after a change of language", async () => {
  const context = await newContext(browser, inject('baseURL'), ON_DESKTOP);
  try {
    const page = await context.newPage();
    const release = await holdAppScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await cover(page).getByRole('button', { name: 'Start as guest' }).waitFor();
    release();
    await expect.poll(() => cover(page).count(), { timeout: 20_000 }).toBe(0);
    await page.getByRole('button', { name: 'Start as guest' }).click();
    await tile(page, 'quick chat').waitFor();

    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('tessera.language', 'ar-SA');
    });
    await holdAppScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    await expect(cover(page).count()).resolves.toBe(0);
  } finally {
    await context.close();
  }
});

test('the saved board shows only at / and only to the user it was saved for', async () => {
  const context = await newContext(browser, inject('baseURL'), ON_DESKTOP);
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
  const context = await newContext(browser, inject('baseURL'), ON_DESKTOP);
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
  const context = await newContext(browser, inject('baseURL'), ON_DESKTOP);
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
    // The app's own taps speak as ever. A tap speaks as it adds its word, so once the second word is shown the log
    // holds exactly what was said: the tap made on the saved board was not said again when the app took it over.
    await tile(page, 'hello there').click();
    await expect.poll(() => outputWords(page)).toEqual(['hello there', 'hello there']);
    expect(await said(page)).toEqual(['hello there', 'hello there']);
  } finally {
    await context.close();
  }
});
