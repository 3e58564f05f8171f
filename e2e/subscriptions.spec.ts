import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Board } from '@tessera/core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../apps/server/src/testing/mercadopago-stand-in.ts';
import { startPaypalStandIn, type PaypalStandIn } from '../apps/server/src/testing/paypal-stand-in.ts';
import { api, apiUser, boardsOnServer, logIn, type ApiUser } from './support/account';
import { repoRoot, startApp, type RunningApp } from './support/app-process';
import { startAsGuest } from './support/board';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { unlock } from './support/editing';
import { SYNCED, syncStatus } from './support/sync';

// Issue 27, the web side (spec 02 §2, §4, §8; spec 01 §6): an app of its own with PayPal and Mercado Pago configured
// (their stand-ins on loopback) and no trial, so that premium is off for a new account; and the suite's shared app,
// with no provider. One browser profile serves every screenshot variant (its page set to each size and colour scheme).
let paypal: PaypalStandIn;
let mercadoPago: MercadoPagoStandIn;
let app: RunningApp;
let browser: Browser;
let user: ApiUser;
/** A signed-in user who never subscribed, for the screenshots. */
let viewer: ApiUser;

const PLAN_ID = 'P-5ML4271244454362WXNWU5NQ';
const PHONE_SIZE = PHONE.viewport ?? { width: 390, height: 844 };
const DESKTOP_SIZE = DESKTOP.viewport ?? { width: 1366, height: 768 };
/** Where the screenshots of the Subscribe screen go, to be looked at. */
const SHOTS = path.join(tmpdir(), 'tessera-subscriptions-screens');

const admin = (...args: string[]) =>
  promisify(execFile)('npm', ['run', 'admin', '--silent', '--', ...args], { cwd: repoRoot, env: { ...process.env, DATA_DIR: app.dataDir } });

beforeAll(async () => {
  [paypal, mercadoPago] = await Promise.all([startPaypalStandIn({ plans: [PLAN_ID] }), startMercadoPagoStandIn()]);
  [app, browser] = await Promise.all([startApp({ ...paypal.env, ...mercadoPago.env, TRIAL_DAYS: '0' }), launchBrowser()]);
  await admin(
    'plans',
    'add',
    '--name',
    'Premium monthly (Tessera)',
    '--price',
    '4.99',
    '--currency',
    'USD',
    '--period',
    'month',
    '--provider',
    'paypal',
    '--plan-id',
    PLAN_ID,
  );
  await admin(
    'plans',
    'add',
    '--name',
    'Premium yearly (Tessera)',
    '--price',
    '49.90',
    '--currency',
    'USD',
    '--period',
    'year',
    '--provider',
    'paypal',
    '--plan-id',
    PLAN_ID,
  );
  await admin('plans', 'add', '--name', 'Premium mensual', '--price', '1500', '--currency', 'ARS', '--period', 'month', '--provider', 'mercadopago');
  user = await apiUser(app, 'Subscriber');
  viewer = await apiUser(app, 'Viewer');
  mkdirSync(SHOTS, { recursive: true });
}, 180_000);
afterAll(async () => {
  await shots?.context.close();
  await browser?.close();
  await app?.stop();
  await paypal?.close();
  await mercadoPago?.close();
});

const peopleRows = (page: Page) => page.getByRole('list', { name: 'People' }).getByRole('link').allInnerTexts();
const card = (page: Page, name: string) => page.getByRole('region', { name });

/** A new browser profile of `options`, signed in as `email` (through the Login dialog) and at `/`. */
async function signedInPage(options: BrowserContextOptions, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, app.url, options);
  const page = await context.newPage();
  await logIn(page, email);
  await page.waitForURL(`${app.url}/`);
  return { context, page };
}

test('with PayPal configured: the Subscribe row shows, the screen lists the plans, PayPal goes to its approval page', { timeout: 120_000 }, async () => {
  const { context, page } = await signedInPage(DESKTOP, user.email);
  try {
    await page.goto('/settings');
    await expect.poll(() => peopleRows(page), { timeout: 15_000 }).toEqual(['People', 'Subscribe', 'Devices']);
    await page.getByRole('link', { name: 'Subscribe' }).click();
    await page.getByRole('heading', { level: 1, name: 'Subscribe' }).waitFor();
    await page.getByText('You are not subscribed.').waitFor();
    const monthly = card(page, 'Premium monthly');
    await monthly.getByText('$4.99 / month').waitFor();
    await monthly.getByText('Publish boards').waitFor();
    await card(page, 'Premium yearly').getByText('$49.90 / year').waitFor();

    // PayPal's approval page is out of reach here: the browser is seen going there, with the link PayPal answered.
    await page.route('https://www.sandbox.paypal.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>PayPal approval</h1>' }));
    await monthly.getByRole('button', { name: 'PayPal' }).click();
    await page.waitForURL(/^https:\/\/www\.sandbox\.paypal\.com\/webapps\/billing\/subscriptions\?ba_token=BA-/);
    expect(paypal.requests.filter((request) => request.method === 'POST' && request.path === '/v1/billing/subscriptions')).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test('once PayPal says the subscription is active: the info card, and the cancel with its confirm dialog', { timeout: 120_000 }, async () => {
  // PayPal's buyer approved the subscription started above, and PayPal tells the app (a signed webhook).
  const [started] = paypal.allSubscriptions();
  expect(started?.status).toBe('APPROVAL_PENDING');
  const nextBilling = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
  const activated = paypal.webhook('BILLING.SUBSCRIPTION.ACTIVATED', paypal.approve(started?.id ?? '', nextBilling));
  const told = await fetch(`${app.url}/api/subscription/webhook/paypal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...activated.headers },
    body: JSON.stringify(activated.body),
  });
  expect(told.status).toBe(200);
  const dateText = new Date(nextBilling).toLocaleDateString('en-US', { dateStyle: 'long' });

  const { context, page } = await signedInPage(DESKTOP, user.email);
  try {
    for (const [name, variant] of [
      ['phone-dark', { size: PHONE_SIZE, colorScheme: 'dark' }],
      ['desktop', { size: DESKTOP_SIZE, colorScheme: 'light' }],
    ] as const) {
      await page.setViewportSize(variant.size);
      await page.emulateMedia({ colorScheme: variant.colorScheme });
      await page.goto('/settings/subscribe');
      await page.getByRole('heading', { level: 2, name: 'Premium monthly' }).waitFor();
      await page.getByText('Active', { exact: true }).waitFor();
      await page.getByText('$4.99 / month').waitFor();
      await page.getByText(`Next payment at ${dateText}`).waitFor();
      await page.getByRole('button', { name: 'Cancel Subscription' }).waitFor();
      await page.screenshot({ path: path.join(SHOTS, `subscribed-${name}.png`), fullPage: true });
    }

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await dialog.getByRole('button', { name: 'Close' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await dialog.getByText('Your subscription was cancelled successfully.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel Subscription' }).isDisabled()).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'cancelled-dialog-desktop.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Subscription Canceled').waitFor();
    await page.getByText(`The premium access will end on ${dateText}`).waitFor();
    expect(paypal.allSubscriptions()[0]?.status).toBe('CANCELLED');
  } finally {
    await context.close();
  }
});

test("a guest's Subscribe leads to /login-signup", { timeout: 60_000 }, async () => {
  const context = await newContext(browser, app.url, PHONE);
  try {
    const page = await context.newPage();
    await startAsGuest(page, '/');
    await page.goto('/settings/subscribe');
    const monthly = card(page, 'Premium monthly');
    await monthly.getByRole('link', { name: 'Subscribe' }).click();
    await page.waitForURL(`${app.url}/login-signup`);
  } finally {
    await context.close();
  }
});

test('publishing a board without premium: the server refuses it and the app shows the banner with its Subscribe button', { timeout: 120_000 }, async () => {
  const owner = await apiUser(app, 'Publisher');
  const made = await api(app, 'POST', '/board', { name: 'Garden', description: 'Flowers and plants', tiles: [{ id: 'g1', label: 'Flower' }] }, owner.token);
  expect(made.status).toBe(201);
  const { context, page } = await signedInPage(DESKTOP, owner.email);
  try {
    await unlock(page);
    await syncStatus(page, SYNCED).waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'Communicator' }).getByRole('button', { name: 'Manage boards' }).click();
    const dialog = page.getByRole('dialog', { name: 'Communicator' });
    await dialog.getByRole('tab', { name: 'My boards' }).click();
    const item = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Garden', exact: true }) });
    await item.getByRole('button', { name: 'Publish' }).click();

    const banner = page.locator('.MuiSnackbar-root').filter({ hasText: 'This feature is blocked' });
    await banner.waitFor({ timeout: 30_000 });
    const stored = (await boardsOnServer(app, owner)).find((board: Board) => board.id === (made.body as Board).id);
    expect(stored?.isPublic).toBe(false);
    // The communicator dialog is modal: closed, the page behind it (the banner too) is reachable again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await banner.getByRole('link', { name: 'Subscribe' }).click();
    await page.waitForURL(`${app.url}/settings/subscribe`);
    await page.getByText('You are not subscribed.').waitFor();
  } finally {
    await context.close();
  }
});

/** The screenshot variants' one profile and page; the variants set its size and colour scheme (see `variant`). */
let shots: { context: BrowserContext; page: Page } | undefined;
/** Who the variants' page is now: nobody yet, a guest (the device's language, Arabic), then the viewer, signed in. */
let shotsAs: 'nobody' | 'guest' | 'viewer' = 'nobody';

/** The variants' page, as a guest of `language` or as the signed-in viewer (in English, the account's language). */
async function variantPage(as: 'guest' | 'viewer'): Promise<Page> {
  if (!shots) {
    const context = await newContext(browser, app.url, DESKTOP);
    shots = { context, page: await context.newPage() };
  }
  const { page } = shots;
  if (as === 'guest' && shotsAs === 'nobody') {
    await startAsGuest(page, '/');
    await page.evaluate(() => localStorage.setItem('tessera.language', 'ar-SA'));
  } else if (as === 'viewer' && shotsAs !== 'viewer') {
    // The guest's Arabic stays the device's: the viewer signs in with English.
    await page.evaluate(() => localStorage.setItem('tessera.language', 'en-US'));
    await logIn(page, viewer.email);
    await page.waitForURL(`${app.url}/`);
  }
  shotsAs = as;
  return page;
}

// A guest's language is this device's (a signed-in user's comes from the account): the guest's variants come first,
// then the viewer signs in on the same profile. A phone is its viewport here (one profile cannot switch to a touch
// screen); the board-layout spec covers the phone itself.
test.each([
  ['phone-arabic-guest', PHONE_SIZE, 'light', 'guest'],
  ['desktop-arabic-dark-guest', DESKTOP_SIZE, 'dark', 'guest'],
  ['phone-light', PHONE_SIZE, 'light', 'viewer'],
  ['phone-dark', PHONE_SIZE, 'dark', 'viewer'],
  ['desktop-light', DESKTOP_SIZE, 'light', 'viewer'],
  ['desktop-dark', DESKTOP_SIZE, 'dark', 'viewer'],
] as const)('the Subscribe screen, %s: nothing overflows, and a screenshot to look at', { timeout: 60_000 }, async (name, size, colorScheme, as) => {
  const page = await variantPage(as);
  await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme });
  await page.goto('/settings/subscribe');
  await page.locator('.MuiCard-root').first().waitFor();
  await page.locator('.MuiAlert-root').first().waitFor();
  if (as === 'viewer') await page.getByText('You are not subscribed.').waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(as === 'guest' ? 'rtl' : 'ltr');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
});

test('with no payment provider (the shared app): no Subscribe row, and /settings/subscribe leads back to Settings', { timeout: 60_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), DESKTOP);
  try {
    const page = await context.newPage();
    await startAsGuest(page, '/');
    await page.goto('/settings');
    await page.getByRole('list', { name: 'People' }).waitFor();
    const answer = await page.evaluate(async () => (await fetch('/api/me/subscription')).json() as Promise<{ subscriptionsEnabled: boolean }>);
    expect(answer.subscriptionsEnabled).toBe(false);
    await expect.poll(() => peopleRows(page)).toEqual(['People', 'Devices']);
    await page.goto('/settings/subscribe');
    await page.waitForURL(`${inject('baseURL')}/settings`);
    await expect.poll(() => peopleRows(page)).toEqual(['People', 'Devices']);
  } finally {
    await context.close();
  }
});

test("Mercado Pago's button opens the card form's screen, which says when Mercado Pago's SDK is out of reach", { timeout: 60_000 }, async () => {
  const buyer = await apiUser(app, 'Comprador');
  const { context, page } = await signedInPage(PHONE, buyer.email);
  try {
    await page.goto('/settings/subscribe');
    await card(page, 'Premium mensual').getByRole('link', { name: 'Mercado Pago' }).click();
    await page.waitForURL(/\/settings\/mercado-pago\?plan=/);
    await page.getByRole('heading', { level: 1, name: 'Mercado Pago' }).waitFor();
    // No connection to sdk.mercadopago.com here: the screen fails soft, with its message.
    await page.getByText('The Mercado Pago card form could not be loaded. Check your internet connection and try again.').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(SHOTS, 'mercado-pago-unreachable-phone.png'), fullPage: true });
    await page.getByRole('link', { name: 'Close' }).click();
    await page.waitForURL(`${app.url}/settings/subscribe`);
  } finally {
    await context.close();
  }
});
