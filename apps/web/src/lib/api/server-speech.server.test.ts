// @vitest-environment node
// The server runs in this process and needs Node's own globals (jsdom's typed arrays are of another realm).
import type { UserData } from '@tessera/core';
import { startTestServer, type TestServer } from '@tessera/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchServerSpeech, getServerVoices } from './server-speech';

let server: TestServer;
let ada: UserData;

beforeAll(async () => {
  server = await startTestServer();
  ada = await server.signIn('Ada');
});
afterAll(() => server.close());

const request = { text: 'I want to eat an apple', voiceURI: 'cloud:espeak:en-US', rate: 1, pitch: 1 };
const bytesOf = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

describe('the server voices from the real server', () => {
  it('lists its eSpeak NG voices, all cloud voices', async () => {
    const voices = await getServerVoices(undefined, { baseUrl: server.apiUrl });
    expect(voices.length).toBe(45);
    expect(voices.find((voice) => voice.lang === 'en-US')).toEqual({
      lang: 'en-US',
      voiceURI: 'cloud:espeak:en-US',
      name: 'eSpeak NG (server) — English (United States)',
      voiceSource: 'cloud',
    });
  });

  it('answers a WAV clip as an object URL, the same bytes the second time', async () => {
    const first = await fetchServerSpeech(request, new AbortController().signal, { baseUrl: server.apiUrl, token: ada.authToken });
    const bytes = await bytesOf(first.url);
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');
    expect(bytes.length).toBeGreaterThan(10_000);
    const second = await fetchServerSpeech(request, new AbortController().signal, { baseUrl: server.apiUrl, token: ada.authToken });
    expect(await bytesOf(second.url)).toEqual(bytes);
    first.release();
    second.release();
  });

  it('fails without a token, for a voice the server lacks, and when the server is down', async () => {
    const signal = new AbortController().signal;
    await expect(fetchServerSpeech(request, signal, { baseUrl: server.apiUrl })).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(
      fetchServerSpeech({ ...request, voiceURI: 'cloud:api:en-US:alloy' }, signal, { baseUrl: server.apiUrl, token: ada.authToken }),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
    await server.stop();
    try {
      await expect(fetchServerSpeech(request, signal, { baseUrl: server.apiUrl, token: ada.authToken })).rejects.toMatchObject({ kind: 'network' });
      await expect(getServerVoices(undefined, { baseUrl: server.apiUrl })).rejects.toMatchObject({ kind: 'network' });
    } finally {
      await server.start();
    }
  });
});
