import { describe, expect, it } from 'vitest';
import { createSpeechCache, speechCacheKey } from './speech-cache.ts';

const key = (text: string, rate = 1) => ({ engine: 'espeak', voice: 'en-US:en-US', text, rate, pitch: 1 });
const audio = (bytes: number, fill = 1) => ({ audio: Buffer.alloc(bytes, fill), contentType: 'audio/wav' });

describe('the speech cache', () => {
  it('keys an utterance by engine, voice, text, rate and pitch', () => {
    expect(speechCacheKey(key('hello'))).toBe(speechCacheKey(key('hello')));
    expect(
      new Set([key('hello'), key('hello', 1.5), key('hullo'), { ...key('hello'), engine: 'api' }, { ...key('hello'), pitch: 2 }].map(speechCacheKey)).size,
    ).toBe(5);
  });

  it('answers a kept utterance byte for byte without making it again', async () => {
    const cache = createSpeechCache(1000);
    let made = 0;
    const make = async () => (made++, audio(100, made));
    const first = await cache.get(key('hello'), make);
    const second = await cache.get(key('hello'), make);
    expect([first.hit, second.hit]).toEqual([false, true]);
    expect(second.audio.equals(first.audio)).toBe(true);
    expect(second.etag).toBe(first.etag);
    expect(made).toBe(1);
  });

  it('keeps at most its bytes, the least recently asked going first, and never one utterance over them all', async () => {
    const cache = createSpeechCache(250);
    for (const text of ['a', 'b']) await cache.get(key(text), async () => audio(100));
    await cache.get(key('a'), async () => audio(100)); // a was asked last: b goes first
    await cache.get(key('c'), async () => audio(100));
    expect(cache.bytes).toBe(200);
    expect((await cache.get(key('a'), async () => audio(100))).hit).toBe(true);
    expect((await cache.get(key('b'), async () => audio(100))).hit).toBe(false);
    const huge = await cache.get(key('huge'), async () => audio(300));
    expect(huge.audio).toHaveLength(300);
    expect((await cache.get(key('huge'), async () => audio(300))).hit).toBe(false);
    expect(cache.bytes).toBeLessThanOrEqual(250);
  });

  it('makes an utterance asked twice at once only once, and keeps nothing of a failure', async () => {
    const cache = createSpeechCache(1000);
    let made = 0;
    let finish: () => void = () => undefined;
    const slow = () => new Promise<ReturnType<typeof audio>>((resolve) => (made++, (finish = () => resolve(audio(10)))));
    const both = Promise.all([cache.get(key('x'), slow), cache.get(key('x'), slow)]);
    finish();
    const [one, two] = await both;
    expect(made).toBe(1);
    expect(two.audio.equals(one.audio)).toBe(true);
    await expect(cache.get(key('broken'), async () => Promise.reject(new Error('provider')))).rejects.toThrow('provider');
    expect((await cache.get(key('broken'), async () => audio(10))).hit).toBe(false);
  });
});
