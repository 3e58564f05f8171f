import { describe, expect, it } from 'vitest';
import { chooseEngine, type EngineChoiceInput } from './engine-choice';
import { webVoice } from './speech-fakes.test-utils';

const input = (over: Partial<EngineChoiceInput>): EngineChoiceInput => ({ webVoices: [], lang: 'en-US', online: true, offlineAvailable: true, ...over });

describe('chooseEngine', () => {
  it('prefers a browser voice of the exact language, then its default, then one of the same language', () => {
    const voices = [webVoice('en-GB'), webVoice('en-US', { voiceURI: 'us-1' }), webVoice('en-US', { voiceURI: 'us-2', isDefault: true })];
    expect(chooseEngine(input({ webVoices: voices }))).toEqual({ engine: 'web-speech', voiceURI: 'us-2' });
    expect(chooseEngine(input({ webVoices: [webVoice('en-GB')] }))).toEqual({ engine: 'web-speech', voiceURI: 'web:en-GB' });
    expect(chooseEngine(input({ webVoices: [webVoice('en_GB')], lang: 'en-gb' }))).toEqual({ engine: 'web-speech', voiceURI: 'web:en_GB' });
  });

  it('honours the chosen voice while it matches the language, and ignores it after a language change', () => {
    const voices = [webVoice('en-US'), webVoice('en-US', { voiceURI: 'picked' }), webVoice('fr-FR')];
    expect(chooseEngine(input({ webVoices: voices, voiceURI: 'picked' }))).toEqual({ engine: 'web-speech', voiceURI: 'picked' });
    expect(chooseEngine(input({ webVoices: voices, voiceURI: 'picked', lang: 'fr-FR' }))).toEqual({ engine: 'web-speech', voiceURI: 'web:fr-FR' });
    expect(chooseEngine(input({ webVoices: voices, voiceURI: 'espeak-ng:de-DE' }))).toEqual({ engine: 'web-speech', voiceURI: 'web:en-US' });
  });

  it('uses eSpeak NG when the device has no voice for the language, or when the user chose it', () => {
    expect(chooseEngine(input({ webVoices: [webVoice('en-US')], lang: 'fr-FR' }))).toEqual({
      engine: 'espeak-ng',
      espeakVoice: 'fr-fr',
      voiceURI: 'espeak-ng:fr-FR',
    });
    expect(chooseEngine(input({ webVoices: [webVoice('en-US')], voiceURI: 'espeak-ng:en-GB' }))).toEqual({
      engine: 'espeak-ng',
      espeakVoice: 'en-gb',
      voiceURI: 'espeak-ng:en-GB',
    });
  });

  it('speaks Serbian as sr-RS, Montenegrin with the Serbian voice, and Timor-Leste Portuguese with a pt-PT or pt-BR voice', () => {
    const serbian = [webVoice('sr-ME', { isDefault: true }), webVoice('sr-RS'), webVoice('en-US')];
    expect(chooseEngine(input({ webVoices: serbian, lang: 'sr-SP' }))).toEqual({ engine: 'web-speech', voiceURI: 'web:sr-RS' });
    expect(chooseEngine(input({ webVoices: serbian, lang: 'sr-ME' }))).toEqual({ engine: 'web-speech', voiceURI: 'web:sr-RS' });
    expect(chooseEngine(input({ webVoices: [webVoice('en-US')], lang: 'sr-ME' }))).toEqual({
      engine: 'espeak-ng',
      espeakVoice: 'sr',
      voiceURI: 'espeak-ng:sr-RS',
    });

    expect(chooseEngine(input({ webVoices: [webVoice('pt-BR'), webVoice('pt-PT')], lang: 'pt-TL' }))).toEqual({ engine: 'web-speech', voiceURI: 'web:pt-PT' });
    expect(chooseEngine(input({ webVoices: [webVoice('pt-BR'), webVoice('en-US')], lang: 'pt-TL' }))).toEqual({ engine: 'web-speech', voiceURI: 'web:pt-BR' });
    expect(chooseEngine(input({ webVoices: [webVoice('en-US')], lang: 'pt-TL' }))).toEqual({
      engine: 'espeak-ng',
      espeakVoice: 'pt-pt',
      voiceURI: 'espeak-ng:pt-PT',
    });
  });

  it('skips cloud voices while offline', () => {
    const voices = [webVoice('en-US', { voiceURI: 'cloud', voiceSource: 'cloud' })];
    expect(chooseEngine(input({ webVoices: voices, voiceURI: 'cloud' }))).toEqual({ engine: 'web-speech', voiceURI: 'cloud' });
    expect(chooseEngine(input({ webVoices: voices, voiceURI: 'cloud', online: false }))).toMatchObject({ engine: 'espeak-ng' });
  });

  it('finds nothing when neither engine can speak the language', () => {
    expect(chooseEngine(input({ lang: 'km-KH' }))).toEqual({ engine: 'none' });
    expect(chooseEngine(input({ offlineAvailable: false }))).toEqual({ engine: 'none' });
    expect(chooseEngine(input({ offlineAvailable: false, voiceURI: 'espeak-ng:en-US' }))).toEqual({ engine: 'none' });
  });

  it('speaks with the chosen server voice only online, signed in, and for its language; else the device or offline voice', () => {
    const cloud = 'cloud:espeak:en-US';
    expect(chooseEngine(input({ voiceURI: cloud, cloudAvailable: true }))).toEqual({ engine: 'cloud', voiceURI: cloud });
    expect(chooseEngine(input({ voiceURI: 'cloud:api:en-GB:alloy', cloudAvailable: true }))).toEqual({ engine: 'cloud', voiceURI: 'cloud:api:en-GB:alloy' });
    expect(chooseEngine(input({ voiceURI: cloud, cloudAvailable: true, online: false }))).toMatchObject({ engine: 'espeak-ng', voiceURI: 'espeak-ng:en-US' });
    expect(chooseEngine(input({ voiceURI: cloud, cloudAvailable: false, webVoices: [webVoice('en-US')] }))).toEqual({
      engine: 'web-speech',
      voiceURI: 'web:en-US',
    });
    expect(chooseEngine(input({ voiceURI: cloud, cloudAvailable: true, lang: 'fr-FR' }))).toMatchObject({ engine: 'espeak-ng', voiceURI: 'espeak-ng:fr-FR' });
  });
});
