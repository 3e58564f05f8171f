import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { startAsGuest } from './support/board';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { goInApp } from './support/go-in-app';
import { settled } from './support/settled';

// axe-core on every settings screen, at a phone's and a laptop's size, in the light and the dark theme (issue 14).
// axe is injected into the page from the npm package, so nothing is fetched.

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every settings screen a guest reaches from the menu, by its address and its heading. */
const SCREENS: [string, string][] = [
  ['/settings', 'Settings'],
  ['/settings/people', 'People'],
  ['/settings/devices', 'Devices'],
  ['/settings/language', 'Language'],
  ['/settings/speech', 'Speech'],
  ['/settings/display', 'Display'],
  ['/settings/scanning', 'Scanning'],
  ['/settings/navigation', 'Navigation & Buttons'],
  ['/settings/export', 'Export'],
  ['/settings/import', 'Import'],
  ['/settings/help', 'Help'],
  ['/settings/about', 'About'],
];

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] };

/** The page's axe violations, each with the elements it found (axe added to the page once, on the first call). */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return (found as Violation[]).map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const looks: [string, BrowserContextOptions][] = [
  ['phone, light', PHONE],
  ['phone, dark', { ...PHONE, colorScheme: 'dark' }],
  ['laptop, light', DESKTOP],
  ['laptop, dark', { ...DESKTOP, colorScheme: 'dark' }],
];

for (const [look, options] of looks) {
  test(`no axe violation on any settings screen (${look})`, { timeout: 240_000 }, async () => {
    // bypassCSP: axe is added to the page as a script of the test's own, which the app's policy rightly refuses.
    const context = await newContext(browser, inject('baseURL'), { ...options, bypassCSP: true });
    try {
      const page = await context.newPage();
      await startAsGuest(page, '/');
      // Loaded once at the settings menu, so no screen of the board's stays in the page behind the screens checked.
      await page.goto('/settings');
      const found: Record<string, string[]> = {};
      for (const [path, heading] of SCREENS) {
        // Each screen as the menu's links open it, in the one running app: a reload per screen doubled the spec's time.
        await goInApp(page, path);
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        await settled(page); // transitions ended (axe reads colours as drawn)
        const screenViolations = await violations(page);
        if (screenViolations.length > 0) found[path] = screenViolations;
      }
      expect(found).toEqual({});
    } finally {
      await context.close();
    }
  });
}
