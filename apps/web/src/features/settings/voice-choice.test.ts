import { describe, expect, it } from 'vitest';
import type { SpeechVoice } from '../../lib/speech';
import { testVoice as voice } from '../../test/test-voice';
import { shownVoice, voiceForLanguage } from './voice-choice';

const espeak = (lang: string) => voice(`espeak-ng:${lang}`, lang, { engine: 'espeak-ng' });
const cloud = (voiceURI: string, lang: string, more: Partial<SpeechVoice> = {}) => voice(voiceURI, lang, { voiceSource: 'cloud', ...more });

describe('voiceForLanguage', () => {
  it.each<[string, SpeechVoice[], string, string | undefined]>([
    [
      'the default device voice of the exact language',
      [voice('es-mx', 'es-MX'), voice('es-1', 'es-ES'), voice('es-2', 'es-ES', { isDefault: true }), espeak('es-ES')],
      'es-ES',
      'es-2',
    ],
    ['a device voice of the language in another region', [espeak('es-ES'), voice('es-mx', 'es-MX')], 'es-ES', 'es-mx'],
    ['the offline voice rather than an online one', [cloud('es-cloud', 'es-ES', { isDefault: true }), espeak('es-ES')], 'es-ES', 'espeak-ng:es-ES'],
    ['the offline voice of the exact language', [espeak('en-US'), espeak('en-GB')], 'en-GB', 'espeak-ng:en-GB'],
    ['an online voice when nothing else speaks it', [cloud('km-cloud', 'km-KH')], 'km-KH', 'km-cloud'],
    ['nothing when nothing speaks it', [], 'km-KH', undefined],
  ])('picks %s', (_case, voices, lang, expected) => {
    expect(voiceForLanguage(voices, lang)?.voiceURI).toBe(expected);
  });
});

describe('shownVoice', () => {
  it.each<[string, SpeechVoice[], string | undefined, string | undefined]>([
    ['the chosen voice', [voice('a', 'en-US', { isDefault: true }), espeak('en-US')], 'espeak-ng:en-US', 'espeak-ng:en-US'],
    ['the default browser voice, online ones included, when none is chosen', [espeak('en-US'), cloud('c', 'en-US', { isDefault: true })], undefined, 'c'],
    ['the offline voice of the exact language without browser voices', [espeak('en-US'), espeak('en-GB')], 'gone', 'espeak-ng:en-GB'],
  ])('is %s', (_case, voices, chosen, expected) => {
    expect(shownVoice(voices, chosen, 'en-GB')?.voiceURI).toBe(expected);
  });
});
