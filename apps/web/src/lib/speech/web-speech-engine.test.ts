import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush } from './speech-fakes.test-utils';
import { WebSpeechEngine } from './web-speech-engine';

type Handler = ((event: { error: string }) => void) | null;

/** jsdom has no speechSynthesis; this stands in with the browser's event order. */
class FakeUtterance {
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  pitch = 1;
  rate = 1;
  volume = 1;
  onstart: Handler = null;
  onend: Handler = null;
  onerror: Handler = null;
  constructor(readonly text: string) {}
}

class FakeSynthesis extends EventTarget {
  paused = false;
  spoken: FakeUtterance[] = [];
  cancelled = 0;
  constructor(public voices: Partial<SpeechSynthesisVoice>[] = []) {
    super();
  }
  getVoices = () => this.voices as SpeechSynthesisVoice[];
  resume = () => void (this.paused = false);
  speak = (utterance: SpeechSynthesisUtterance) => {
    const fake = utterance as unknown as FakeUtterance;
    this.spoken.push(fake);
    queueMicrotask(() => fake.onstart?.({ error: '' }));
  };
  cancel = () => {
    this.cancelled++;
    this.spoken.at(-1)?.onerror?.({ error: 'interrupted' });
  };
}

const voice = (voiceURI: string, lang: string, localService = true): Partial<SpeechSynthesisVoice> => ({
  voiceURI,
  name: voiceURI,
  lang,
  localService,
  default: false,
});
const options = { lang: 'en-US', pitch: 1.5, rate: 0.75, volume: 0.5 };
const engineWith = (synthesis: FakeSynthesis, waitMs = 50) =>
  new WebSpeechEngine(synthesis as unknown as SpeechSynthesis, FakeUtterance as unknown as typeof SpeechSynthesisUtterance, waitMs);

afterEach(() => vi.useRealTimers());

describe('WebSpeechEngine', () => {
  it('lists the browser voices, marking network voices as cloud', async () => {
    const engine = engineWith(new FakeSynthesis([voice('local-us', 'en_US'), voice('google-us', 'en-US', false)]));
    expect(await engine.getVoices()).toEqual([
      { voiceURI: 'local-us', name: 'local-us', lang: 'en-US', voiceSource: 'local', engine: 'web-speech', isDefault: false },
      { voiceURI: 'google-us', name: 'google-us', lang: 'en-US', voiceSource: 'cloud', engine: 'web-speech', isDefault: false },
    ]);
  });

  it('waits for voiceschanged, or gives up after a while when the browser has none', async () => {
    vi.useFakeTimers();
    const late = new FakeSynthesis();
    const ready = vi.fn();
    void engineWith(late, 1000).voicesReady().then(ready);
    late.voices = [voice('v', 'en-US')];
    late.dispatchEvent(new Event('voiceschanged'));
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toHaveBeenCalled();

    const none = vi.fn();
    void engineWith(new FakeSynthesis(), 1000).voicesReady().then(none);
    await vi.advanceTimersByTimeAsync(999);
    expect(none).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(none).toHaveBeenCalled();
  });

  it('speaks with the chosen voice and settings, reporting start and end', async () => {
    const synthesis = new FakeSynthesis([voice('a', 'en-US'), voice('b', 'en-GB')]);
    const engine = engineWith(synthesis);
    const events: string[] = [];
    engine.on('start', ({ text }) => events.push(`start ${text}`));
    engine.on('end', ({ text, outcome }) => events.push(`end ${text} ${outcome}`));
    const done = engine.speak('hello', { ...options, voiceURI: 'b' });
    const utterance = synthesis.spoken[0]!;
    expect([utterance.text, utterance.voice?.voiceURI, utterance.lang, utterance.pitch, utterance.rate, utterance.volume]).toEqual([
      'hello',
      'b',
      'en-GB',
      1.5,
      0.75,
      0.5,
    ]);
    await flush();
    utterance.onend?.({ error: '' });
    await expect(done).resolves.toBe('ended');
    expect(events).toEqual(['start hello', 'end hello ended']);
  });

  it('resolves a cancelled utterance as cancelled and rejects a failed one', async () => {
    const synthesis = new FakeSynthesis([voice('a', 'en-US')]);
    const engine = engineWith(synthesis);
    const cancelled = engine.speak('one', options);
    engine.cancel();
    await expect(cancelled).resolves.toBe('cancelled');
    expect(synthesis.cancelled).toBe(1);

    const failed = engine.speak('two', options);
    synthesis.spoken[1]!.onerror?.({ error: 'synthesis-failed' });
    await expect(failed).rejects.toThrow('synthesis-failed');
  });

  it('settles cancelled utterances even when the browser stays silent about them', async () => {
    const synthesis = new FakeSynthesis([voice('a', 'en-US')]);
    synthesis.cancel = () => void synthesis.cancelled++;
    const engine = engineWith(synthesis);
    const done = engine.speak('one', options);
    engine.cancel();
    await expect(done).resolves.toBe('cancelled');
  });
});
