import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { startPaypalStandIn, type PaypalStandIn } from '../src/testing/paypal-stand-in.ts';
import { startSpeechApiServer, type SpeechApiServer } from '../src/testing/speech-api-stand-in.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { signedInUser, type SignedIn } from './helpers/users.ts';
import { decodeWav } from './helpers/wav-decode.ts';

type Voice = { lang: string; voiceURI: string; name: string; voiceSource: string };

const API_VOICE = 'cloud:api:en-US:alloy';
/** Ten languages and more, in their own scripts, each said by the server's eSpeak NG. */
const GREETINGS: [lang: string, text: string][] = [
  ['en-US', 'Hello, I want to eat an apple.'],
  ['es-ES', 'Hola, quiero comer una manzana.'],
  ['de-DE', 'Hallo, ich möchte einen Apfel essen.'],
  ['fr-FR', 'Bonjour, je veux manger une pomme.'],
  ['it-IT', 'Ciao, voglio mangiare una mela.'],
  ['pt-BR', 'Olá, eu quero comer uma maçã.'],
  ['ru-RU', 'Привет, я хочу съесть яблоко.'],
  ['ar-SA', 'مرحبا، أريد أن آكل تفاحة.'],
  ['hi-IN', 'नमस्ते, मैं एक सेब खाना चाहता हूँ।'],
  ['ja-JP', 'こんにちは、りんごを食べたいです。'],
  ['zh-CN', '你好，我想吃一个苹果。'],
  ['el-GR', 'Γεια σου, θέλω να φάω ένα μήλο.'],
  ['tr-TR', 'Merhaba, bir elma yemek istiyorum.'],
];

describeEachDatabase('server voices (GET /api/voices, POST /api/speech)', (database) => {
  let standIn: SpeechApiServer;
  let app: App;
  let ada: SignedIn;

  beforeAll(async () => {
    standIn = await startSpeechApiServer();
    app = await database.buildApp(
      { SPEECH_API_URL: `${standIn.baseUrl}/`, SPEECH_API_KEY: 'sk-speech-key', SPEECH_MODEL: 'tts-stand-in', SPEECH_VOICES: 'en-US=alloy,nova;es-ES=nova' },
      { speechTimeoutMs: 300 },
    );
    ada = await signedInUser(app, 'Ada');
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests = [];
    standIn.behaviour = { kind: 'audio' };
  });

  const speak = (payload: object, user: SignedIn | null = ada) => app.inject({ method: 'POST', url: '/api/speech', headers: user?.headers ?? {}, payload });

  it("lists the API's voices per language and eSpeak NG's for every locale it says, all of them cloud voices", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/voices' });
    expect(response.statusCode).toBe(200);
    const { voices } = response.json<{ voices: Voice[] }>();
    expect(voices.slice(0, 3)).toEqual([
      { lang: 'en-US', voiceURI: 'cloud:api:en-US:alloy', name: 'alloy', voiceSource: 'cloud' },
      { lang: 'en-US', voiceURI: 'cloud:api:en-US:nova', name: 'nova', voiceSource: 'cloud' },
      { lang: 'es-ES', voiceURI: 'cloud:api:es-ES:nova', name: 'nova', voiceSource: 'cloud' },
    ]);
    const espeak = voices.filter((voice) => voice.voiceURI.startsWith('cloud:espeak:'));
    expect(espeak).toHaveLength(45);
    expect(espeak.find((voice) => voice.lang === 'de-DE')).toEqual({
      lang: 'de-DE',
      voiceURI: 'cloud:espeak:de-DE',
      name: 'eSpeak NG (server) — Deutsch (Deutschland)',
      voiceSource: 'cloud',
    });
    expect(espeak.map((voice) => voice.lang)).not.toContain('km-KH');
  });

  it("says a text with an API voice: the provider's audio, sent the model, voice, text and key as OpenAI documents", async () => {
    const response = await speak({ text: 'I want to eat an apple', voiceURI: API_VOICE, rate: 1, pitch: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    expect(sent?.authorization).toBe('Bearer sk-speech-key');
    expect(sent?.body).toEqual({ model: 'tts-stand-in', input: 'I want to eat an apple', voice: 'alloy', response_format: 'mp3', speed: 1 });
    expect(response.rawPayload.equals(standIn.audioFor(sent!.body))).toBe(true);
  });

  it('answers the same utterance again from its cache, byte for byte, without asking the provider; a changed rate is another', async () => {
    const said = { text: 'Good morning', voiceURI: API_VOICE, rate: 1, pitch: 1 };
    const first = await speak(said);
    const second = await speak(said);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['server-timing']).toContain('desc="hit"');
    expect(standIn.requests).toHaveLength(1);
    await speak({ ...said, rate: 1.5 });
    expect(standIn.requests).toHaveLength(2);
    expect(standIn.requests[1]?.body.speed).toBe(1.5);
  });

  it('answers GET with the fields in the query, and 304 to the entity tag the browser kept', async () => {
    const query = new URLSearchParams({ text: 'Good night', voiceURI: API_VOICE, rate: '1', pitch: '1' });
    const first = await app.inject({ method: 'GET', url: `/api/speech?${query}`, headers: ada.headers });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({ method: 'GET', url: `/api/speech?${query}`, headers: { ...ada.headers, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(standIn.requests).toHaveLength(1);
  });

  it('says at least ten languages with eSpeak NG: WAV audio of some length, not silence; a hit is the same bytes and fast', async () => {
    for (const [lang, text] of GREETINGS) {
      const response = await speak({ text, voiceURI: `cloud:espeak:${lang}`, rate: 1, pitch: 1 });
      expect(response.statusCode, `${lang}: ${response.body}`).toBe(200);
      expect(response.headers['content-type']).toBe('audio/wav');
      const wav = decodeWav(response.rawPayload);
      expect(wav.channels).toBe(1);
      expect(wav.seconds, lang).toBeGreaterThan(0.5);
      expect(wav.seconds, lang).toBeLessThan(10);
      expect(wav.peak, lang).toBeGreaterThan(0.1);
    }
    const [lang, text] = GREETINGS[0]!;
    const miss = await speak({ text: `${text} Again.`, voiceURI: `cloud:espeak:${lang}` });
    const started = performance.now();
    const hit = await speak({ text: `${text} Again.`, voiceURI: `cloud:espeak:${lang}` });
    const hitMs = performance.now() - started;
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(hit.headers['server-timing']).toContain('desc="hit"');
    expect(hitMs).toBeLessThan(250);
    expect(standIn.requests).toHaveLength(0);
  });

  it('says faster at a higher rate with eSpeak NG', async () => {
    const normal = decodeWav((await speak({ text: 'I want to eat an apple', voiceURI: 'cloud:espeak:en-GB', rate: 1 })).rawPayload);
    const fast = decodeWav((await speak({ text: 'I want to eat an apple', voiceURI: 'cloud:espeak:en-GB', rate: 2 })).rawPayload);
    expect(fast.seconds).toBeLessThan(normal.seconds * 0.7);
  });

  it('answers 502 when the provider fails or answers what is not audio, and 504 when it does not answer in time; nothing is kept', async () => {
    standIn.behaviour = { kind: 'error', status: 500 };
    const failed = await speak({ text: 'Broken', voiceURI: API_VOICE });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: 'The voice could not say it' });
    standIn.behaviour = { kind: 'not-audio' };
    expect((await speak({ text: 'Broken', voiceURI: API_VOICE })).statusCode).toBe(502);
    standIn.behaviour = { kind: 'hang' };
    const slow = await speak({ text: 'Broken', voiceURI: API_VOICE });
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toEqual({ message: 'The voice did not answer in time' });
    standIn.behaviour = { kind: 'audio' };
    expect((await speak({ text: 'Broken', voiceURI: API_VOICE })).statusCode).toBe(200);
    expect(standIn.requests).toHaveLength(4);
  });

  it('refuses anyone not signed in with 403, a voice it does not offer with 404, and bad input with 400', async () => {
    expect((await speak({ text: 'hi', voiceURI: API_VOICE }, null)).statusCode).toBe(403);
    for (const voiceURI of ['cloud:api:fr-FR:alloy', 'cloud:api:en-US:echo', 'cloud:espeak:km-KH', 'espeak-ng:en-US', 'cloud:other:en-US']) {
      const response = await speak({ text: 'hi', voiceURI });
      expect(response.statusCode, voiceURI).toBe(404);
      expect(response.json()).toEqual({ message: 'This voice is not offered by the server' });
    }
    for (const payload of [
      {},
      { text: 'hi' },
      { voiceURI: API_VOICE },
      { text: '   ', voiceURI: API_VOICE },
      { text: 'a'.repeat(501), voiceURI: API_VOICE },
      { text: 'hi', voiceURI: API_VOICE, rate: 3 },
      { text: 'hi', voiceURI: API_VOICE, pitch: -1 },
      { text: 'hi', voiceURI: API_VOICE, rate: 'fast' },
      { text: 3, voiceURI: API_VOICE },
    ]) {
      const response = await speak(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect(standIn.requests).toHaveLength(0);
    expect((await speak({ text: 'a'.repeat(500), voiceURI: API_VOICE })).statusCode).toBe(200);
  });

  it('refuses a user past 120 utterances a minute with 429, and not another user', async () => {
    const busy = await signedInUser(app, 'Busy');
    for (let index = 0; index < 120; index += 1) expect((await speak({ text: 'again', voiceURI: API_VOICE }, busy)).statusCode).toBe(200);
    const refused = await speak({ text: 'again', voiceURI: API_VOICE }, busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });
    expect((await speak({ text: 'again', voiceURI: API_VOICE })).statusCode).toBe(200);
    expect(standIn.requests).toHaveLength(1);
  });
});

describeEachDatabase('server voices, engines switched off or not configured', (database) => {
  it('lists no voice and says nothing with SPEECH_ESPEAK=off and no SPEECH_API_URL', async () => {
    const app = await database.buildApp({ SPEECH_ESPEAK: 'off' });
    const user = await signedInUser(app, 'Ada');
    expect((await app.inject({ method: 'GET', url: '/api/voices' })).json()).toEqual({ voices: [] });
    const response = await app.inject({ method: 'POST', url: '/api/speech', headers: user.headers, payload: { text: 'hi', voiceURI: 'cloud:espeak:en-US' } });
    expect(response.statusCode).toBe(404);
  });

  it('lists only eSpeak NG without SPEECH_API_URL, and refuses API voices', async () => {
    const app = await database.buildApp();
    const user = await signedInUser(app, 'Ada');
    const { voices } = (await app.inject({ method: 'GET', url: '/api/voices' })).json<{ voices: Voice[] }>();
    expect(voices.length).toBe(45);
    expect(voices.every((voice) => voice.voiceURI.startsWith('cloud:espeak:'))).toBe(true);
    const response = await app.inject({ method: 'POST', url: '/api/speech', headers: user.headers, payload: { text: 'hi', voiceURI: API_VOICE } });
    expect(response.statusCode).toBe(404);
  });
});

describeEachDatabase('server voices with subscriptions on', (database) => {
  let paypal: PaypalStandIn;
  let standIn: SpeechApiServer;
  beforeAll(async () => {
    paypal = await startPaypalStandIn();
    standIn = await startSpeechApiServer();
  });
  afterAll(async () => {
    await paypal?.close();
    await standIn?.close();
  });

  it('refuses the API voices with 402 to a user who is not premium, never eSpeak NG; a user on trial may', async () => {
    const env = { SPEECH_API_URL: standIn.baseUrl, SPEECH_MODEL: 'tts-stand-in', SPEECH_VOICES: 'en-US=alloy' };
    const blocked = await database.buildApp({ ...paypal.env, ...env, TRIAL_DAYS: '0' });
    const cat = await signedInUser(blocked, 'Cat');
    const refused = await blocked.inject({ method: 'POST', url: '/api/speech', headers: cat.headers, payload: { text: 'hi', voiceURI: API_VOICE } });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: 'This feature is blocked', reason: 'blocked' });
    expect(standIn.requests).toHaveLength(0);
    const espeak = await blocked.inject({ method: 'POST', url: '/api/speech', headers: cat.headers, payload: { text: 'hi', voiceURI: 'cloud:espeak:en-US' } });
    expect(espeak.statusCode).toBe(200);

    const onTrial = await database.buildApp({ ...paypal.env, ...env });
    const dan = await signedInUser(onTrial, 'Dan');
    const allowed = await onTrial.inject({ method: 'POST', url: '/api/speech', headers: dan.headers, payload: { text: 'hi', voiceURI: API_VOICE } });
    expect(allowed.statusCode).toBe(200);
    expect(standIn.requests).toHaveLength(1);
  });
});
