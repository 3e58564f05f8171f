// @vitest-environment node
// The server runs in this process and needs Node's own globals (jsdom's typed arrays are of another realm).
import type { UserData } from '@tessera/core';
import { startChatCompletionsServer, startTestServer, type ChatCompletionsServer, type TestServer } from '@tessera/server/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiFailureOf } from '../../test/api-failure';
import { getServerFeatures } from './get-server-features';
import { improvePhrase } from './improve-phrase';

let standIn: ChatCompletionsServer;
let server: TestServer;
let plain: TestServer;
let ada: UserData;

beforeAll(async () => {
  standIn = await startChatCompletionsServer();
  server = await startTestServer({ env: { PHRASE_API_URL: standIn.baseUrl, PHRASE_MODEL: 'stand-in' } });
  plain = await startTestServer();
  ada = await server.signIn('Ada');
});
afterAll(async () => {
  await Promise.all([server.close(), plain.close()]);
  await standIn.close();
});
beforeEach(() => {
  standIn.behaviour = { kind: 'answer', content: 'I want to eat an apple.' };
});

const dispatchNothing = () => undefined;
const improve = (on: TestServer, signal = new AbortController().signal, user: UserData = ada) =>
  improvePhrase({ phrase: 'I want eat apple', language: 'en-US', signal }, { baseUrl: on.apiUrl })(dispatchNothing, () => ({ auth: { user } }));

describe('phrase improvement from the real server', () => {
  it("says the server offers it, and answers the provider's sentence", async () => {
    expect(await getServerFeatures(undefined, { baseUrl: server.apiUrl })).toEqual({ phraseImprovement: true });
    expect(await improve(server)).toEqual({ phrase: 'I want to eat an apple.' });
  });

  it('answers an empty phrase when the provider fails', async () => {
    standIn.behaviour = { kind: 'error', status: 500 };
    expect(await improve(server)).toEqual({ phrase: '' });
  });

  it("is cancelled: the app's abort closes the server's request to the provider too", async () => {
    standIn.behaviour = { kind: 'hang' };
    const seen = standIn.requests.length;
    const cancel = new AbortController();
    const closed = standIn.nextEarlyClose();
    const request = improve(server, cancel.signal);
    while (standIn.requests.length === seen) await new Promise((resolve) => setImmediate(resolve));
    cancel.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    await closed;
  });

  it('is not offered by a server without PHRASE_API_URL, whose POST /gpt/edit is a 404', async () => {
    expect(await getServerFeatures(undefined, { baseUrl: plain.apiUrl })).toEqual({ phraseImprovement: false });
    const user = await plain.signIn('Bob');
    expect(await apiFailureOf(improve(plain, undefined, user))).toMatchObject({ kind: 'http', status: 404 });
  });
});
