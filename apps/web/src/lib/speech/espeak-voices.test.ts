import { describe, expect, it } from 'vitest';
import { espeakVoiceLang, listEspeakVoices, nativeLanguageName, resolveEspeakVoice } from './espeak-voices';
import { espeakPitch, espeakRate } from '@tessera/core';

describe('resolveEspeakVoice', () => {
  it.each([
    ['en-US', 'en-us'],
    ['en-GB', 'en-gb'],
    ['en-AU', 'en'],
    ['pt_BR', 'pt-br'],
    ['pt-TL', 'pt'],
    ['zh-CN', 'zh'],
    ['zh-HK', 'yue'],
    ['no-NO', 'no'],
    ['sr-ME', 'sr'],
    ['sq-MK', 'sq'],
    ['ru-MD', 'ru'],
    ['iw', 'he'],
  ])('%s speaks as %s', (lang, voice) => expect(resolveEspeakVoice(lang)).toBe(voice));

  it('has nothing for languages eSpeak NG lacks', () => {
    for (const lang of ['km-KH', 'zu-ZA', '', 'xx']) expect(resolveEspeakVoice(lang)).toBeNull();
  });
});

describe('listEspeakVoices', () => {
  it('offers one local "eSpeak NG — <language>" voice per supported locale it can speak', () => {
    const voices = listEspeakVoices();
    expect(voices).toHaveLength(45);
    expect(voices.find((voice) => voice.lang === 'en-US')).toEqual({
      voiceURI: 'espeak-ng:en-US',
      name: 'eSpeak NG — English (United States)',
      lang: 'en-US',
      voiceSource: 'local',
      engine: 'espeak-ng',
    });
    expect(voices.map((voice) => voice.lang)).not.toContain('km-KH');
    expect(new Set(voices.map((voice) => voice.voiceURI)).size).toBe(voices.length);
  });

  it('names languages in their own words, and maps voice URIs back to their language', () => {
    expect(nativeLanguageName('fr-FR')).toBe('Français (France)');
    expect(nativeLanguageName('not a tag!')).toBe('not a tag!');
    expect(espeakVoiceLang('espeak-ng:pt-BR')).toBe('pt-BR');
    expect(espeakVoiceLang('Google US English')).toBeNull();
  });
});

describe('eSpeak prosody', () => {
  it('maps the 0–2 rate and pitch sliders onto eSpeak scales', () => {
    expect([0, 0.5, 1, 2, 10, Number.NaN].map(espeakRate)).toEqual([80, 88, 175, 350, 450, 175]);
    expect([0, 0.5, 1, 1.5, 2].map(espeakPitch)).toEqual([0, 25, 50, 75, 99]);
  });
});
