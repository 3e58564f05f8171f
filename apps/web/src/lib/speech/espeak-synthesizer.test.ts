import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import createEspeakModule from '@echogarden/espeak-ng-emscripten';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEspeakSynthesizer, type EspeakSynthesizer } from '@tessera/core';
import { ESPEAK_LANGUAGES, ESPEAK_PICKER_LOCALES, resolveEspeakVoice } from './espeak-voices';

// The real eSpeak NG, loaded the way the worker loads it (module plus data handed over), not a stand-in.
const dataPath = createRequire(import.meta.url).resolve('@echogarden/espeak-ng-emscripten/espeak-ng.data');

const peakOf = (chunks: Int16Array[]) => chunks.reduce((peak, chunk) => chunk.reduce((p, s) => Math.max(p, Math.abs(s)), peak), 0);
const lengthOf = (chunks: Int16Array[]) => chunks.reduce((sum, chunk) => sum + chunk.length, 0);

describe('eSpeak NG synthesis', () => {
  let synth: EspeakSynthesizer;
  const say = (text: string, voice = 'en-us', rate = 1, pitch = 1) => {
    const chunks: Int16Array[] = [];
    synth.synthesize({ text, voice, rate, pitch }, (pcm) => chunks.push(pcm));
    return chunks;
  };

  beforeAll(async () => {
    const file = await readFile(dataPath);
    const data = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
    synth = await createEspeakSynthesizer(createEspeakModule, data);
  }, 30000);

  it('says "hello" as audible 16-bit PCM of a plausible length', () => {
    const chunks = say('hello');
    const seconds = lengthOf(chunks) / synth.sampleRate;
    expect(synth.sampleRate).toBe(22050);
    expect(seconds).toBeGreaterThan(0.2);
    expect(seconds).toBeLessThan(1.5);
    expect(peakOf(chunks)).toBeGreaterThan(3000);
  });

  it('speaks faster at a higher rate', () => {
    const normal = lengthOf(say('I want to eat an apple'));
    const fast = lengthOf(say('I want to eat an apple', 'en-us', 2));
    expect(fast).toBeLessThan(normal * 0.7);
  });

  it('produces nothing for blank text and refuses an unknown voice', () => {
    expect(say('   ')).toEqual([]);
    expect(() => say('hello', 'xx-nonexistent')).toThrow(/no voice/);
  });

  it('speaks every supported locale it claims, and Khmer and Zulu are the ones it cannot', () => {
    const missing = ESPEAK_PICKER_LOCALES.filter((locale) => !resolveEspeakVoice(locale));
    expect(missing).toEqual(['km-KH', 'zu-ZA']);
    for (const locale of ESPEAK_PICKER_LOCALES.filter((l) => !missing.includes(l))) {
      const voice = resolveEspeakVoice(locale)!;
      expect(peakOf(say('1 2 3', voice)), locale).toBeGreaterThan(1000);
    }
  });

  it('knows exactly the language codes the packaged data can be asked for', () => {
    const usable = synth.languages().filter((language) => {
      try {
        say('a', language);
        return true;
      } catch {
        return false;
      }
    });
    expect(usable.length).toBeGreaterThan(140);
    expect(new Set(usable)).toEqual(ESPEAK_LANGUAGES);
  });
});
