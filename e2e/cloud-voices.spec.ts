import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiUser, logInToRoot } from './support/account';
import { startApp, type RunningApp } from './support/app-process';
import { tile } from './support/board';
import { DESKTOP, launchBrowser, newContext } from './support/browser';
import { backToBoard, openSettings, spokenWith, voicePicker } from './support/settings';

// Issue 29, online voices: the app's own server speaks with eSpeak NG (on by default), chosen on the Speech screen.

const SERVER_VOICE = 'cloud:espeak:en-US';
const INSUFFICIENT = 'Your internet connection is insufficient to reproduce an online voice properly.';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The next answer of GET /api/speech for `text`. */
const speechAnswer = (page: Page, text: string): Promise<Response> =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/speech' && url.searchParams.get('text') === text;
  });

test(
  'a server voice chosen on the Speech screen says a tap; with the server down the same board still speaks, offline, and says why',
  { timeout: 240_000 },
  async () => {
    const user = await apiUser(app, 'Voices');
    const context = await newContext(browser, app.url, DESKTOP);
    try {
      // The speech log for the whole tab from its first page, whenever the app first speaks (the login navigates
      // away from ?speechLog before the Speech screen makes the first sound).
      await context.addInitScript(() => sessionStorage.setItem('tessera.speechLog', '1'));
      const page = await context.newPage();
      await page.goto('/?speechLog');
      await logInToRoot(app, page, user.email);
      await openSettings(page);

      await page.getByRole('link', { name: 'Speech' }).click();
      await voicePicker(page).click();
      const option = page.getByRole('listbox', { name: 'Voice' }).getByRole('option', { name: /^eSpeak NG \(server\) — English \(United States\)/ });
      expect(await option.textContent()).toMatch(/online$/);
      const sample = speechAnswer(page, 'Hi! This is my voice.');
      await option.click();
      expect((await sample).headers()['content-type']).toBe('audio/wav');
      await spokenWith(page, 'Hi! This is my voice.', { engine: 'cloud', voice: SERVER_VOICE });
      // Spec 02 §2: pitch and rate are disabled (and dimmed) for a cloud voice.
      expect(await voicePicker(page).textContent()).toMatch(/online$/);
      for (const slider of ['Pitch', 'Rate']) expect(await page.getByRole('slider', { name: slider }).isDisabled()).toBe(true);

      await backToBoard(page);
      await tile(page, 'quick chat').click();
      const hello = speechAnswer(page, 'hello');
      await tile(page, 'hello').click();
      const answer = await hello;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('audio/wav');
      const said = await spokenWith(page, 'hello', { engine: 'cloud', voice: SERVER_VOICE });
      expect(said.latencyMs).toBeGreaterThan(0);

      // Meanwhile the offline voice the server voice falls back to was loaded, its data kept on the device.
      const offlineVoiceKept = () => page.evaluate(async () => (await (await caches.open('tessera-espeak-ng')).keys()).length);
      await expect.poll(offlineVoiceKept, { timeout: 90_000, interval: 250 }).toBeGreaterThan(0);

      // The server goes down: a word never said yet is said at once by the offline voice, and the notice says why.
      await app.halt();
      await tile(page, 'thank you').click();
      const fallback = await spokenWith(page, 'thank you', { engine: 'espeak-ng' });
      expect(fallback.samples).toBeGreaterThan(1000);
      await page.getByRole('alert').getByText(INSUFFICIENT).waitFor();
      await page.getByRole('button', { name: 'Change voice' }).click();
      await page.getByRole('heading', { name: 'Speech' }).waitFor();
    } finally {
      await context.close();
    }
  },
);
