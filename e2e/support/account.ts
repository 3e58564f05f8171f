import type { Board } from '@tessera/core';
import type { Locator, Page } from 'playwright-core';
import type { RunningApp } from './app-process';
import { boardTitle } from './board';
import { linkFromOutbox } from './outbox';

// Accounts made the way a person makes them: the Sign Up dialog, the activation link from the mail in
// DATA_DIR/outbox (no SMTP_URL), the Login dialog. And the same through the API, for a user the spec only needs as data.

export const PASSWORD = 'correct horse 1';

/** A new address per run, so a spec can run again against the same server. */
export const newEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

export async function signUp(page: Page, name: string, address: string, password = PASSWORD): Promise<void> {
  await page.goto('/login-signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Email/).fill(address);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByLabel(/^Confirm password/).fill(password);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await dialog.getByText('Check your email').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

export async function activate(app: RunningApp, page: Page, address: string): Promise<void> {
  const link = await linkFromOutbox(app.dataDir, 'activation', address, /https?:\/\/\S+\/activate\/[\w-]+/);
  await page.goto(new URL(link).pathname);
  await page.getByRole('heading', { name: 'Your account is now active. You can log in.' }).waitFor();
  // Spec 01 §2: after success the page goes to / by itself after 1 second.
  await page.waitForURL(`${app.url}/`, { timeout: 5000 });
}

/** Fills and sends the Login dialog; answers the dialog (it shows the refusal when there is one). */
export async function logIn(page: Page, address: string, secret = PASSWORD): Promise<Locator> {
  await page.goto('/login-signup');
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel(/^Email/).fill(address);
  await dialog.getByLabel(/^Password/).fill(secret);
  await dialog.getByRole('button', { name: 'Login' }).click();
  return dialog;
}

/** Logs in through the Login dialog and waits for the board the app then shows at / (the root board, by its name). */
export async function logInToRoot(app: RunningApp, page: Page, address: string, rootName = 'Home'): Promise<void> {
  await logIn(page, address);
  await page.waitForURL(`${app.url}/`);
  await boardTitle(page, rootName).waitFor();
}

export type ApiUser = { email: string; token: string };

/** Calls the app's API as a client would; answers the status and the parsed body. */
export async function api(app: RunningApp, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${app.url}/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** A registered, activated, logged-in user made through the API (sign-up, the outbox link, activation, login). */
export async function apiUser(app: RunningApp, name: string): Promise<ApiUser> {
  const email = newEmail(name.toLowerCase());
  const signUpAnswer = await api(app, 'POST', '/user', { name, email, password: PASSWORD, isTermsAccepted: true });
  if (signUpAnswer.status >= 300) throw new Error(`sign-up answered ${signUpAnswer.status}`);
  const link = await linkFromOutbox(app.dataDir, 'activation', email, /\/activate\/[\w-]+/);
  const activation = await api(app, 'POST', `/user${link}`, {});
  if (activation.status >= 300) throw new Error(`activation answered ${activation.status}`);
  const login = await api(app, 'POST', '/user/login', { email, password: PASSWORD, deviceId: 'e2e' });
  const token = (login.body as { authToken?: string } | undefined)?.authToken;
  if (!token) throw new Error(`login answered ${login.status} without a token`);
  return { email, token };
}

/** The user's boards as the server has them (GET /board/byemail, one page of up to 100). */
export async function boardsOnServer(app: RunningApp, user: ApiUser): Promise<Board[]> {
  const answer = await api(app, 'GET', `/board/byemail/${encodeURIComponent(user.email)}?limit=100`, undefined, user.token);
  if (answer.status !== 200) throw new Error(`GET /board/byemail answered ${answer.status}`);
  return (answer.body as { data: Board[] }).data;
}
