import { describe, expect, it } from 'vitest';
import { boardSpeechLanguage, voiceLanguages } from './voice-language.ts';

describe('voiceLanguages', () => {
  it.each([
    ['sr-RS', ['sr-RS']],
    ['sr-SP', ['sr-RS']],
    ['sr_Latn', ['sr-RS']],
    ['sr-ME', ['sr-RS']],
    ['pt-TL', ['pt-PT', 'pt-BR']],
    ['pt-BR', ['pt-BR']],
    ['fr-FR', ['fr-FR']],
    ['hi-IN', ['hi-IN']],
  ])('%s is spoken with a voice of %j', (locale, expected) => {
    expect(voiceLanguages(locale)).toEqual(expected);
  });
});

describe('boardSpeechLanguage', () => {
  it("is the board's own language when it has one", () => {
    expect(boardSpeechLanguage({ locale: 'es-ES' }, 'en-US')).toBe('es-ES');
  });

  it("is the interface's for a board without one (the built-in boards, translated through labelKeys)", () => {
    expect(boardSpeechLanguage({}, 'de-DE')).toBe('de-DE');
    expect(boardSpeechLanguage({ locale: ' ' }, 'de-DE')).toBe('de-DE');
    expect(boardSpeechLanguage(undefined, 'hi-IN')).toBe('hi-IN');
  });
});
