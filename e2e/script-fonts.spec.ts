import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from './support/app-process';
import { startAsGuest } from './support/board';
import { DESKTOP, launchBrowser, newContext, WITH_SERVICE_WORKER } from './support/browser';
import { underServiceWorker } from './support/sync';

// Issue 16: the interface and the board draw every script in a Noto font of their own, fetched for the language in
// use, and kept offline once that language has been shown. This machine has no system font for Devanagari or
// Chinese, so a text not drawn in its Noto font would show as boxes.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Catalogue = Record<string, string>;
const catalogue = (name: string): Catalogue =>
  JSON.parse(readFileSync(path.join(repoRoot, 'apps/web/src/lib/i18n/messages', `${name}.json`), 'utf8')) as Catalogue;

/** Chooses a language on the Language screen, by its locale, through the settings in the language shown. */
async function chooseLanguage(page: Page, shown: Catalogue, locale: string): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('heading', { name: shown['settings.title'] }).waitFor();
  await page.getByRole('link', { name: shown['settings.language.title'] }).click();
  await page.getByRole('heading', { name: shown['settings.language.title'] }).waitFor();
  await page
    .getByRole('radiogroup')
    .getByRole('radio')
    .and(page.locator(`[value="${locale}"]`))
    .check();
  await page.getByRole('button', { name: shown['settings.save'] }).click();
  await page.goto('/');
}

type Drawn = { label: string; stack: string; faces: number; loaded: number; failed: number; ready: boolean };

/**
 * How the board's first tile label written in `script` is drawn: its font stack, how many faces of `family` there
 * are and have loaded, how many of those its letters need failed to load, and whether every face of `family` they
 * need is loaded (document.fonts.check).
 */
const drawnIn = (page: Page, family: string, script: string): Promise<Drawn | null> =>
  page.evaluate(
    ({ family: wanted, script: letters }) => {
      const pattern = new RegExp(`\\p{Script=${letters}}`, 'u');
      const element = Array.from(document.querySelectorAll<HTMLElement>('main [data-tile-id] .tessera-tile-label')).find((label) =>
        pattern.test(label.textContent ?? ''),
      );
      if (!element) return null;
      const label = element.textContent ?? '';
      // Only the label's letters of that script: its spaces and digits are Roboto's.
      const own = (label.match(new RegExp(pattern.source, 'gu')) ?? []).join('');
      const faces = Array.from(document.fonts as unknown as Iterable<FontFace>).filter((face) => face.family.replace(/["']/g, '') === wanted);
      // The faces whose Unicode ranges hold a letter of the label: the ones it is drawn with.
      const codes = [...own].map((letter) => letter.codePointAt(0) ?? 0);
      const holds = (face: FontFace) =>
        face.unicodeRange.split(',').some((range) => {
          const [from = 0, to = from] = range
            .trim()
            .replace(/^U\+/i, '')
            .split('-')
            .map((hex) => parseInt(hex, 16));
          return codes.some((code) => code >= from && code <= to);
        });
      return {
        label,
        stack: getComputedStyle(element).fontFamily,
        faces: faces.length,
        loaded: faces.filter((face) => face.status === 'loaded').length,
        failed: faces.filter((face) => face.status === 'error' && holds(face)).length,
        ready: document.fonts.check(`500 17px "${wanted}"`, own),
      };
    },
    { family, script },
  );

/** Waits until the board's labels in `script` are drawn in `family`, every face they need loaded and none failed. */
async function expectDrawnIn(page: Page, family: string, script: string): Promise<Drawn> {
  await page.locator('main [data-tile-id]').first().waitFor({ timeout: 30_000 });
  await expect
    .poll(() => drawnIn(page, family, script), { timeout: 30_000, interval: 250 })
    .toMatchObject({ stack: expect.stringContaining(`"${family}"`), ready: true, failed: 0, loaded: expect.any(Number) });
  const drawn = (await drawnIn(page, family, script)) as Drawn;
  expect(drawn.loaded).toBeGreaterThan(0);
  return drawn;
}

/** How many font files whose names start with `prefix` the service worker keeps in its font cache. */
const keptFontParts = (page: Page, prefix: string): Promise<number> =>
  page.evaluate(async (start) => {
    const kept = await (await caches.open('tessera-fonts')).keys();
    return kept.filter((request) => new URL(request.url).pathname.split('/').pop()?.startsWith(start)).length;
  }, prefix);

test(
  'the board in Hindi and in Chinese draws in Noto Sans Devanagari and Noto Sans SC, and still does offline after a reload',
  { timeout: 240_000 },
  async () => {
    const context = await newContext(browser, inject('baseURL'), { ...DESKTOP, ...WITH_SERVICE_WORKER });
    try {
      const page = await context.newPage();
      await startAsGuest(page, '/');
      await page.getByText('Content is cached for offline use.').first().waitFor({ timeout: 120_000 });
      await underServiceWorker(page);
      // English needs no script font: none is in the stack, and none of their files is fetched.
      expect(
        await page.evaluate(
          () =>
            Array.from(document.fonts as unknown as Iterable<FontFace>).filter((face) => face.family.startsWith('Noto') && face.status !== 'unloaded').length,
        ),
      ).toBe(0);

      await chooseLanguage(page, catalogue('en'), 'hi-IN');
      await expectDrawnIn(page, 'Noto Sans Devanagari', 'Devanagari');
      await chooseLanguage(page, catalogue('hi'), 'zh-CN');
      const chinese = await expectDrawnIn(page, 'Noto Sans SC', 'Han');
      // Chinese comes in a hundred parts by Unicode range: only the parts the screen's characters fall in are fetched.
      expect(chinese.loaded).toBeLessThan(chinese.faces / 2);

      // The worker keeps the parts it fetched (the big Chinese font is not precached for everybody).
      await expect.poll(() => keptFontParts(page, 'noto-sans-sc-'), { timeout: 10_000 }).toBeGreaterThanOrEqual(chinese.loaded);

      // Offline, with the browser's own HTTP cache emptied and a new tab: only the worker can answer now.
      await context.setOffline(true);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
      const offline = await context.newPage();
      await offline.goto('/');
      expect(await offline.evaluate(() => navigator.onLine)).toBe(false);
      await expectDrawnIn(offline, 'Noto Sans SC', 'Han');

      await chooseLanguage(offline, catalogue('zh'), 'hi-IN');
      await offline.reload();
      await expectDrawnIn(offline, 'Noto Sans Devanagari', 'Devanagari');
    } finally {
      await context.close();
    }
  },
);
