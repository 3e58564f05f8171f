import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiUser, logInToRoot } from './support/account';
import { startApp, type RunningApp } from './support/app-process';
import { output, outputWords, tile, waitForSpoken } from './support/board';
import { DESKTOP, launchBrowser, newContext } from './support/browser';
import { openSettings, saveSettingsScreen } from './support/settings';

// Issue 29, Improve Phrase: the app's own server set to a local stand-in of an OpenAI-compatible chat-completions API.

const SENTENCE = 'I want to eat an apple.';

/** What the stand-in saw: each phrase asked, and the phrases whose connection was closed before it answered. */
const seen = { asked: [] as string[], givenUp: [] as string[] };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Answers "I want eat apple" with SENTENCE (a chat.completion, as OpenAI documents it); any other phrase never. */
async function chatCompletions(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = JSON.parse(await readBody(request)) as { messages: { role: string; content: string }[] };
  const phrase = body.messages.at(-1)?.content ?? '';
  seen.asked.push(phrase);
  response.on('close', () => {
    if (!response.writableEnded) seen.givenUp.push(phrase);
  });
  if (phrase !== 'I want eat apple') return;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: 'chatcmpl-e2e',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'stand-in',
      choices: [{ index: 0, message: { role: 'assistant', content: SENTENCE }, finish_reason: 'stop' }],
    }),
  );
}

let standIn: Server;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  standIn = createServer((request, response) => void chatCompletions(request, response));
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1`;
  [app, browser] = await Promise.all([startApp({ PHRASE_API_URL: baseUrl, PHRASE_MODEL: 'stand-in' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  standIn?.closeAllConnections();
  await new Promise((resolve) => standIn?.close(resolve));
});

test('with Improve Phrase on, "I want eat apple" shows and speaks the sentence, and each change aborts the request before', { timeout: 240_000 }, async () => {
  const user = await apiUser(app, 'Phrases');
  const context = await newContext(browser, app.url, DESKTOP);
  try {
    const page = await context.newPage();
    await page.goto('/?speechLog');
    await logInToRoot(app, page, user.email);
    await openSettings(page);
    await saveSettingsScreen(page, 'Navigation & Buttons', (screen) => screen.getByRole('switch', { name: 'Improve Phrase' }).check());

    await page.goto('/board/core-root');
    for (const word of ['I', 'want', 'eat']) await tile(page, word).click();
    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['I', 'want', 'eat']);
    await expect.poll(() => seen.asked.at(-1), { timeout: 10_000 }).toBe('I want eat');

    // To the fruit board through the core board's categories (folders leave the output as it is), and apple.
    await tile(page, 'categories').click();
    await tile(page, 'fruit').click();
    await tile(page, 'apple').click();
    await expect.poll(() => outputWords(page), { timeout: 10_000 }).toEqual(['I', 'want', 'eat', 'apple']);

    const improved = output(page).getByRole('button', { name: SENTENCE });
    await improved.waitFor({ timeout: 15_000 });
    // The request for "I want eat" was given up when apple came: the stand-in saw its connection closed.
    await expect.poll(() => seen.givenUp, { timeout: 10_000 }).toContain('I want eat');
    expect(seen.asked.at(-1)).toBe('I want eat apple');

    await output(page).getByRole('button', { name: 'Speak' }).click();
    const spoken = await waitForSpoken(page, SENTENCE, 30_000).catch(async (error: unknown) => {
      // What was said instead, for the report (seen once in seven runs on a busy machine: to be understood).
      const log = await page.evaluate(() => JSON.stringify(window.__tesseraSpeechLog?.map(({ text, outcome }) => ({ text, outcome }))));
      throw new Error(`"${SENTENCE}" was not spoken; the speech log: ${log}`, { cause: error });
    });
    expect(spoken).toMatchObject({ outcome: 'ended' });

    // A tap on the sentence goes back to the symbols' words.
    await improved.click();
    await expect.poll(() => improved.count()).toBe(0);
    expect(await outputWords(page)).toEqual(['I', 'want', 'eat', 'apple']);
  } finally {
    await context.close();
  }
});
