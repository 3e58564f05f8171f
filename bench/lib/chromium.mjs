import { chromium } from 'playwright-core';
import chromiumFlags from '../../e2e/support/chromium-flags.json' with { type: 'json' };

// The flags the end-to-end specs use: headless Debian Chromium, quiet on a machine with no outside network.
const ARGS = chromiumFlags;

export const launchChromium = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ARGS });

export const chromiumVersion = (browser) => `Chromium ${browser.version()}`;

/** A context of a returning guest: the welcome screen was seen, so `/` opens the root board. */
export const returningGuestContext = async (browser, baseURL, options = {}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 }, ...options });
  await context.addInitScript(() => localStorage.setItem('tessera.welcomeSeen', 'true'));
  return context;
};

/** Slows the page's CPU by `rate` (4 = a mid-range phone on a fast laptop), through the DevTools protocol. */
export const throttleCpu = async (page, rate) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
};
