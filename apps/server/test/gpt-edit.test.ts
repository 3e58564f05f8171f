import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../src/testing/chat-completions-stand-in.ts';
import { startPaypalStandIn } from '../src/testing/paypal-stand-in.ts';
import { DAY, makeTestClock } from './helpers/clock.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { signedInUser, type SignedIn } from './helpers/users.ts';

const TIMEOUT_MS = 300;

describeEachDatabase('phrase improvement (POST /api/gpt/edit)', (database) => {
  let standIn: ChatCompletionsServer;
  let app: App;
  let ada: SignedIn;

  beforeAll(async () => {
    standIn = await startChatCompletionsServer();
    app = await database.buildApp(
      { PHRASE_API_URL: `${standIn.baseUrl}/`, PHRASE_API_KEY: 'sk-test-key', PHRASE_MODEL: 'stand-in-model' },
      { phraseTimeoutMs: TIMEOUT_MS },
    );
    ada = await signedInUser(app, 'Ada');
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests = [];
    standIn.behaviour = { kind: 'answer', content: 'I want to eat an apple.' };
  });

  const edit = (payload: unknown, user: SignedIn | null = ada) =>
    app.inject({ method: 'POST', url: '/api/gpt/edit', headers: user?.headers ?? {}, payload: payload as object });

  it("answers the provider's sentence, having sent the phrase, its language, the model and the key as OpenAI documents", async () => {
    const response = await edit({ phrase: 'I want eat apple', language: 'en-US' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ phrase: 'I want to eat an apple.' });
    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe('Bearer sk-test-key');
    expect(sent?.body.model).toBe('stand-in-model');
    expect(sent?.body.messages?.at(-1)).toEqual({ role: 'user', content: 'I want eat apple' });
    expect(sent?.body.messages?.[0]?.content).toContain('"en-US"');
  });

  it('GET /api/features offers phrase improvement', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/features' });
    expect(response.json()).toEqual({ phraseImprovement: true });
  });

  it('discards an answer more than three times as long as the phrase, or in another script', async () => {
    standIn.behaviour = { kind: 'answer', content: 'Certainly! Here is a more natural version of your sentence: I would like to eat an apple.' };
    expect((await edit({ phrase: 'I want eat apple', language: 'en' })).json()).toEqual({ phrase: '' });
    standIn.behaviour = { kind: 'answer', content: 'Я хочу съесть яблоко.' };
    expect((await edit({ phrase: 'I want eat apple', language: 'en' })).json()).toEqual({ phrase: '' });
  });

  it('answers an empty phrase when the provider fails', async () => {
    standIn.behaviour = { kind: 'error', status: 500 };
    const response = await edit({ phrase: 'I want eat apple', language: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ phrase: '' });
    expect(standIn.requests).toHaveLength(1);
  });

  it('answers an empty phrase when the provider does not answer in time, and abandons its request', async () => {
    standIn.behaviour = { kind: 'hang' };
    const closed = standIn.nextEarlyClose();
    const response = await edit({ phrase: 'I want eat apple', language: 'en' });
    expect(response.json()).toEqual({ phrase: '' });
    await closed;
  });

  it("abandons the provider's request when the app cancels its own", async () => {
    standIn.behaviour = { kind: 'hang' };
    const listening = await database.buildApp({ PHRASE_API_URL: standIn.baseUrl, PHRASE_MODEL: 'stand-in-model' }, { phraseTimeoutMs: 60_000 });
    await listening.listen({ port: 0, host: '127.0.0.1' });
    const user = await signedInUser(listening, 'Cancel');
    const port = (listening.server.address() as AddressInfo).port;
    const cancel = new AbortController();
    const closed = standIn.nextEarlyClose();
    const request = fetch(`http://127.0.0.1:${port}/api/gpt/edit`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ phrase: 'I want eat apple', language: 'en' }),
      signal: cancel.signal,
    });
    while (standIn.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
    cancel.abort();
    await expect(request).rejects.toThrow();
    await closed;
    // The given-up connection would otherwise hold the app's close for seconds.
    listening.server.closeAllConnections();
  });

  it('refuses anyone not signed in with 403, without calling the provider', async () => {
    const response = await edit({ phrase: 'I want eat apple', language: 'en' }, null);
    expect(response.statusCode).toBe(403);
    expect(standIn.requests).toHaveLength(0);
  });

  it('refuses a body without a phrase and language, an empty phrase, or one over 500 characters, with 400', async () => {
    for (const payload of [
      {},
      { phrase: 'hi' },
      { language: 'en' },
      { phrase: '   ', language: 'en' },
      { phrase: 'a'.repeat(501), language: 'en' },
      { phrase: 3, language: 'en' },
    ]) {
      const response = await edit(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect((await edit({ phrase: 'a'.repeat(500), language: 'en' })).statusCode).toBe(200);
    expect(standIn.requests).toHaveLength(1);
  });

  it('refuses a user past 60 improvements a minute with 429, and not another user', async () => {
    const busy = await signedInUser(app, 'Busy');
    for (let index = 0; index < 60; index += 1) expect((await edit({ phrase: 'I want eat apple', language: 'en' }, busy)).statusCode).toBe(200);
    const refused = await edit({ phrase: 'I want eat apple', language: 'en' }, busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });
    expect(standIn.requests).toHaveLength(60);
    expect((await edit({ phrase: 'I want eat apple', language: 'en' })).statusCode).toBe(200);
  });
});

describeEachDatabase('phrase improvement with subscriptions on (PayPal configured)', (database) => {
  it('improves phrases during the trial; past it 402 with the reason and no call to the provider; a back-office user always', async () => {
    const standIn = await startChatCompletionsServer();
    const paypal = await startPaypalStandIn();
    try {
      standIn.behaviour = { kind: 'answer', content: 'I want to eat an apple.' };
      const clock = makeTestClock();
      const app = await database.buildApp(
        { ...paypal.env, PHRASE_API_URL: `${standIn.baseUrl}/`, PHRASE_API_KEY: 'sk-test-key', PHRASE_MODEL: 'stand-in-model', TRIAL_DAYS: '15' },
        { phraseTimeoutMs: TIMEOUT_MS, clock: clock.clock },
      );
      const ann = await signedInUser(app, 'Ann');
      const office = await signedInUser(app, 'Office');
      await app.repositories.users.setByBackOffice(office.email, clock.clock());
      const edit = (user: SignedIn) =>
        app.inject({ method: 'POST', url: '/api/gpt/edit', headers: user.headers, payload: { phrase: 'I want eat apple', language: 'en' } });

      expect((await edit(ann)).json()).toEqual({ phrase: 'I want to eat an apple.' });
      clock.advance(15 * DAY);
      const refused = await edit(ann);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({ message: 'Your free trial has ended', reason: 'trial_ended' });
      expect(standIn.requests).toHaveLength(1);
      expect((await edit(office)).json()).toEqual({ phrase: 'I want to eat an apple.' });
      expect(standIn.requests).toHaveLength(2);
    } finally {
      await standIn.close();
      await paypal.close();
    }
  });
});

describeEachDatabase('phrase improvement unconfigured', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await database.buildApp();
  });

  it('POST /api/gpt/edit is not found and GET /api/features does not offer it', async () => {
    const user = await signedInUser(app, 'Ada');
    const response = await app.inject({ method: 'POST', url: '/api/gpt/edit', headers: user.headers, payload: { phrase: 'I want eat apple', language: 'en' } });
    expect(response.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/features' })).json()).toEqual({ phraseImprovement: false });
  });
});
