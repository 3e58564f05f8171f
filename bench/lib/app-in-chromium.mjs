import { chromiumVersion, launchChromium } from './chromium.mjs';
import { loadAverage, machine } from './machine-load.mjs';
import { startWebApp } from './web-app.mjs';

/**
 * Starts the production app (`npm start`) and headless Chromium, runs `work(app, browser)`, and always stops both,
 * then prints the machine line every browser benchmark begins its figures with (`more()` adds that run's conditions).
 */
export async function inChromiumAgainstApp(work, more = () => '') {
  const app = await startWebApp();
  const browser = await launchChromium();
  try {
    return await work(app, browser);
  } finally {
    const version = chromiumVersion(browser);
    await browser.close();
    await app.stop();
    const conditions = more();
    console.log(`machine: ${machine()}, ${loadAverage()}; ${version} headless${conditions ? `; ${conditions}` : ''}`);
  }
}
