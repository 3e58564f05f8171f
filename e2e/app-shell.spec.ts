import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a first-time visitor is welcomed, then starts as a guest on the board screen', async () => {
  const context = await newContext(browser, inject('baseURL'));
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Start as guest' }).click();
  await page.getByRole('region', { name: 'Output' }).waitFor();
  await expect(page.getByRole('region', { name: 'Output' }).isVisible()).resolves.toBe(true);
  await context.close();
});

test('an unknown path shows the not-found screen', async () => {
  const context = await newContext(browser, inject('baseURL'));
  const page = await context.newPage();
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(200);
  await page.getByText("This page doesn't exist").waitFor();
  await expect(page.getByText("This page doesn't exist").isVisible()).resolves.toBe(true);
  await context.close();
});

test('the API answers health from the same origin', async () => {
  const res = await fetch(`${inject('baseURL')}/api/health`);
  const body = (await res.json()) as { status: string; db: string };
  expect(body).toMatchObject({ status: 'ok', db: 'sqlite' });
});
