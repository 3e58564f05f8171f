import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestProvider, type TestProvider } from '../apps/server/test/helpers/oidc-provider';
import { startApp, type RunningApp } from './support/app-process';
import { launchBrowser, newContext } from './support/browser';

// Social login in the browser, end to end: the app (`npm start`) configured for Google with a small OpenID
// provider on a local port, started here, that signs its current user in at once.
let provider: TestProvider;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  provider = await startTestProvider();
  [app, browser] = await Promise.all([
    startApp({ GOOGLE_CLIENT_ID: provider.clientId, GOOGLE_CLIENT_SECRET: provider.clientSecret, OIDC_GOOGLE_ISSUER: provider.issuer }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await provider?.close();
});

test('Continue with Google signs in through the provider and comes back signed in, with only the configured button shown', async () => {
  const context = await newContext(browser, app.url);
  try {
    const page = await context.newPage();
    await page.goto('/login-signup');
    const google = page.getByRole('link', { name: 'Continue with Google' });
    await google.waitFor();
    await expect(page.getByRole('link', { name: 'Continue with Facebook' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Continue with Apple' }).count()).resolves.toBe(0);

    provider.user = { sub: 'e2e-google-1', email: `google-${Date.now()}@example.org`, email_verified: true, name: 'Gloria Google' };
    await google.click();
    // The provider sent the browser to /login/google/callback; the app signs in and opens the board.
    await page.waitForURL(`${app.url}/`, { timeout: 20_000 });
    await page.getByRole('region', { name: 'Output' }).waitFor();
    expect(provider.authorizations.at(-1)?.get('redirect_uri')).toBe(`${app.url}/login/google/callback`);
    await page.goto('/settings');
    await page.getByRole('region', { name: 'Gloria Google' }).waitFor();
    // A reload keeps the user signed in.
    await page.reload();
    await page.getByRole('region', { name: 'Gloria Google' }).waitFor();
  } finally {
    await context.close();
  }
});
