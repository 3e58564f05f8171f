import type { CloudVoice } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOUD_SPEECH_TIMEOUT_MS, CLOUD_VOICES_FAILED, type CloudClip, type CloudRequest, type CloudSpeech } from './cloud-speech';
import { SpeechService, type ServiceEvents } from './speech-service';
import { fakeDeps, flush, webVoice } from './speech-fakes.test-utils';

type Asked = { request: CloudRequest; signal: AbortSignal; answer: (clip?: Partial<CloudClip>) => void; fail: (error?: Error) => void };

/** The server's voices as app/ hands them over, answering when the test says. */
class FakeCloud implements CloudSpeech {
  readonly asked: Asked[] = [];
  released: string[] = [];
  voiceList: Promise<CloudVoice[]> = Promise.resolve([
    { lang: 'en-US', voiceURI: 'cloud:espeak:en-US', name: 'eSpeak NG (server) — English (United States)', voiceSource: 'cloud' },
    { lang: 'fr-FR', voiceURI: 'cloud:espeak:fr-FR', name: 'eSpeak NG (server) — Français (France)', voiceSource: 'cloud' },
  ]);
  voices = () => this.voiceList;
  audio(request: CloudRequest, signal: AbortSignal): Promise<CloudClip> {
    return new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      this.asked.push({
        request,
        signal,
        answer: (clip = {}) => {
          const url = clip.url ?? `blob:${request.text}`;
          resolve({ url, release: () => this.released.push(url) });
        },
        fail: (error = new Error('502')) => reject(error),
      });
    });
  }
}

const CLOUD = 'cloud:espeak:en-US';

function cloudService({ online = true, webVoices = [webVoice('en-US')] } = {}) {
  const fakes = fakeDeps({ webVoices });
  let isOnline = online;
  fakes.deps.isOnline = () => isOnline;
  const service = new SpeechService(fakes.deps);
  const cloud = new FakeCloud();
  service.setCloud(cloud);
  service.configure({ lang: 'en-US', voiceURI: CLOUD, rate: 1.25, pitch: 0.75 });
  const problems: ServiceEvents['cloud'][] = [];
  service.on('cloud', (event) => problems.push(event));
  return { ...fakes, service, cloud, problems, goOffline: () => (isOnline = false) };
}

afterEach(() => vi.useRealTimers());

describe('SpeechService with the server voices', () => {
  it('lists them after the device and offline voices, filtered by language, and logs the spec words when the list fails', async () => {
    const { service, cloud } = cloudService();
    const voices = await service.getVoices('en-GB');
    expect(voices.map((voice) => voice.voiceURI)).toEqual(['web:en-US', 'espeak-ng:en-US', 'espeak-ng:en-GB', CLOUD]);
    expect(voices.at(-1)).toMatchObject({ voiceSource: 'cloud', engine: 'cloud' });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    service.setCloud(cloud);
    cloud.voiceList = Promise.reject(new Error('offline'));
    expect((await service.getVoices('en-US')).some((voice) => voice.voiceSource === 'cloud')).toBe(false);
    expect(warn).toHaveBeenCalledWith(CLOUD_VOICES_FAILED, expect.any(Error));
    expect(CLOUD_VOICES_FAILED).toBe('Failed to fetch Azure voices');
    warn.mockRestore();
    service.setCloud(null);
    expect((await service.getVoices('en-US')).some((voice) => voice.voiceSource === 'cloud')).toBe(false);
  });

  it("plays the server's audio for a chosen cloud voice through the sound player, and releases it after", async () => {
    const { service, cloud, sounds, web, offline } = cloudService();
    const done = service.speak('I want to eat');
    await flush();
    expect(cloud.asked.map((asked) => asked.request)).toEqual([{ text: 'I want to eat', voiceURI: CLOUD, rate: 1.25, pitch: 0.75 }]);
    cloud.asked[0]!.answer();
    await flush();
    expect(sounds.map((sound) => sound.url)).toEqual(['blob:I want to eat']);
    sounds[0]!.finish();
    await expect(done).resolves.toBe('ended');
    expect(cloud.released).toEqual(['blob:I want to eat']);
    expect(web.calls).toEqual([]);
    expect(offline.calls).toEqual([]);
    expect(service.log.entries.map((entry) => [entry.engine, entry.voice, entry.outcome])).toEqual([['cloud', CLOUD, 'ended']]);
  });

  it('falls back to the device voice of the language when the server fails, and says so', async () => {
    const { service, cloud, web, problems } = cloudService();
    const done = service.speak('hello');
    await flush();
    cloud.asked[0]!.fail();
    await flush();
    expect(web.calls.map((call) => [call.text, call.options.voiceURI])).toEqual([['hello', 'web:en-US']]);
    web.finishCurrent();
    await expect(done).resolves.toBe('ended');
    expect(problems).toEqual([{ problem: 'failed', voiceURI: CLOUD }]);
    expect(service.log.entries.map((entry) => [entry.engine, entry.outcome])).toEqual([
      ['cloud', 'failed'],
      ['web-speech', 'ended'],
    ]);
  });

  it('gives the server up after 5 s without audio and speaks offline', async () => {
    vi.useFakeTimers();
    const { service, cloud, web, problems } = cloudService();
    void service.speak('hello');
    await flush();
    expect(cloud.asked).toHaveLength(1);
    vi.advanceTimersByTime(CLOUD_SPEECH_TIMEOUT_MS - 1);
    await flush();
    expect(web.calls).toEqual([]);
    vi.advanceTimersByTime(1);
    await flush();
    expect(cloud.asked[0]!.signal.aborted).toBe(true);
    expect(problems).toEqual([{ problem: 'failed', voiceURI: CLOUD }]);
    expect(web.calls.map((call) => call.text)).toEqual(['hello']);
  });

  it('never asks the server offline: the device voice speaks at once and the offline warning is raised', async () => {
    const { service, cloud, web, problems, goOffline } = cloudService();
    goOffline();
    void service.speak('hello');
    await flush();
    expect(cloud.asked).toEqual([]);
    expect(web.calls.map((call) => call.text)).toEqual(['hello']);
    expect(problems).toEqual([{ problem: 'offline', voiceURI: CLOUD }]);
  });

  it('a cancelled cloud speech gives its request up, is flagged cancelled, and does not fall back', async () => {
    const { service, cloud, web, problems, sounds } = cloudService();
    const done = service.speak('hello');
    await flush();
    service.cancel();
    await expect(done).resolves.toBe('cancelled');
    expect(cloud.asked[0]!.signal.aborted).toBe(true);
    expect(service.log.entries.map((entry) => [entry.engine, entry.outcome])).toEqual([['cloud', 'cancelled']]);
    expect(web.calls).toEqual([]);
    expect(sounds).toEqual([]);
    expect(problems).toEqual([]);

    const playing = service.speak('again');
    await flush();
    cloud.asked[1]!.answer();
    await flush();
    service.cancel();
    await expect(playing).resolves.toBe('cancelled');
    expect(sounds[0]!.stopped).toBe(true);
  });

  it('says the words of one output phrase as one request', async () => {
    const { service, cloud } = cloudService();
    void service.playOutput([
      { id: '1', label: 'I' },
      { id: '2', label: 'want' },
      { id: '3', label: 'apple' },
    ]);
    await flush();
    expect(cloud.asked.map((asked) => asked.request.text)).toEqual(['I want apple']);
  });

  it('loads the offline voice in the background while the server speaks, when the device has no voice of its own', async () => {
    const withDeviceVoice = cloudService();
    void withDeviceVoice.service.speak('hello');
    withDeviceVoice.service.prewarm(['hello', 'yes']);
    await flush();
    expect(withDeviceVoice.offlineLoads()).toBe(0);

    const { service, cloud, offlineLoads, offline } = cloudService({ webVoices: [] });
    service.prewarm(['hello', 'yes']);
    await flush();
    expect(offlineLoads()).toBe(1);
    expect(offline.prewarmed).toEqual([]);
    void service.speak('hello');
    await flush();
    expect(cloud.asked).toHaveLength(1);
    cloud.asked[0]!.fail();
    await flush();
    expect(offline.calls.map((call) => call.text)).toEqual(['hello']);
    expect(offlineLoads()).toBe(1);
  });
});
