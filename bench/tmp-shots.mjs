// Throwaway: screenshots of the output bar and the Recent phrases dialog (not committed).
import { chromium } from 'playwright-core';
import { startWebApp } from './lib/web-app.mjs';

const out = process.argv[2] ?? '/tmp/hist31/shots';
const app = await startWebApp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true });
const words = { en: { folder: 'quick chat', a: ['hello', 'please'], b: ['yes'], c: ['thank you'] }, ar: { folder: 'عبارات سريعة', a: ['مرحبا', 'من فضلك'], b: ['نعم'], c: ['شكرا'] } };
const sizes = { phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, desktop: { viewport: { width: 1366, height: 768 } }, narrow: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true } };
try {
  for (const [size, options] of Object.entries(sizes)) {
    for (const scheme of ['light', 'dark']) {
      for (const lang of ['en', 'ar']) {
        if (size === 'narrow' && (scheme === 'dark' || lang === 'ar')) continue;
        const context = await browser.newContext({ baseURL: app.url, colorScheme: scheme, ...options });
        await context.addInitScript((l) => {
          localStorage.setItem('tessera.welcomeSeen', 'true');
          localStorage.setItem('tessera.tours', JSON.stringify({ settingsTourEnabled: false, boardTourEnabled: false }));
          if (l === 'ar') localStorage.setItem('tessera.language', 'ar-SA');
        }, lang);
        const page = await context.newPage();
        await page.goto('/');
        const w = words[lang];
        const main = page.getByRole('main');
        const outputBar = page.locator('section[data-output-sentence], section').first();
        const bar = page.locator('section').first();
        const emptyHeight = (await bar.boundingBox()).height;
        await main.getByRole('button', { name: w.folder, exact: true }).click();
        for (const phrase of [w.c, w.a, w.b]) {
          for (const word of phrase) await main.getByRole('button', { name: word, exact: true }).click();
          await bar.locator('button[data-scan="speak"]').click();
          await page.waitForTimeout(400);
          await bar.locator('button[data-scan="clear"]').click();
        }
        for (const word of w.a) await main.getByRole('button', { name: word, exact: true }).click();
        const fullHeight = (await bar.boundingBox()).height;
        console.log(size, scheme, lang, 'output bar height empty/with words:', emptyHeight, fullHeight);
        await page.screenshot({ path: `${out}/bar-${size}-${scheme}-${lang}.png` });
        await bar.locator('button').filter({ has: page.locator('[data-testid="HistoryIcon"]') }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('listitem').first().waitFor();
        await dialog.getByRole('listitem').nth(1).getByRole('button').last().click();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${out}/dialog-${size}-${scheme}-${lang}.png` });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
