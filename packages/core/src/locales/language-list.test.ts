import { describe, expect, it } from 'vitest';
import { LANGUAGE_CHOICES, languageOptions, voiceReach } from './language-list.ts';
import type { SupportedLocale } from './locales.ts';

describe('LANGUAGE_CHOICES', () => {
  it('holds the supported locales of spec 01 §9 without Zulu, with sr-SP and pt-TL', () => {
    expect(LANGUAGE_CHOICES).toHaveLength(46);
    expect(LANGUAGE_CHOICES).not.toContain('zu-ZA');
    expect(LANGUAGE_CHOICES).toEqual(expect.arrayContaining(['sr-SP', 'sr-RS', 'sr-ME', 'pt-TL', 'pt-BR', 'pt-PT', 'ar-SA', 'he-IL']));
  });
});

const rows = (locales: SupportedLocale[], current: string, ui: string) =>
  languageOptions(locales, current, ui).map(({ locale, nativeName, displayName }) => `${locale}: ${nativeName} / ${displayName}`);

describe('languageOptions', () => {
  it.each<[string, SupportedLocale[], string, string, string[]]>([
    [
      'current first, the rest by native name',
      ['de-DE', 'es-ES', 'en-US', 'fr-FR'],
      'fr-FR',
      'en-US',
      ['fr-FR: Français / French', 'de-DE: Deutsch / German', 'en-US: English / English', 'es-ES: Español / Spanish'],
    ],
    [
      'the region in brackets only where a language repeats',
      ['en-US', 'en-GB', 'es-ES'],
      'es-ES',
      'es-ES',
      ['es-ES: Español / Español', 'en-GB: English (United Kingdom) / Inglés (Reino Unido)', 'en-US: English (United States) / Inglés (Estados Unidos)'],
    ],
    [
      'Serbian in two scripts and Montenegrin: only the two Serbians qualified',
      ['sr-RS', 'sr-SP', 'sr-ME'],
      'en-US',
      'en-US',
      ['sr-ME: Crnogorski / Montenegrin', 'sr-RS: Srpski (latinica) / Serbian (Latin)', 'sr-SP: Српски (ћирилица) / Serbian (Cyrillic)'],
    ],
    ['Tetum does not make Portuguese repeat', ['pt-BR', 'pt-TL'], 'en-US', 'ar-SA', ['pt-BR: Português / البرتغالية', 'pt-TL: Tetun / التيتم']],
    ['a current language not in the list changes nothing', ['it-IT', 'de-DE'], 'xx-XX', 'en-US', ['de-DE: Deutsch / German', 'it-IT: Italiano / Italian']],
  ])('%s', (_case, locales, current, ui, expected) => {
    expect(rows(locales, current, ui)).toEqual(expected);
  });

  it('offers all 46 choices, each named', () => {
    const options = languageOptions(LANGUAGE_CHOICES, 'en-US', 'en-US');
    expect(options).toHaveLength(46);
    expect(options[0]?.locale).toBe('en-US');
    for (const option of options) {
      expect(option.nativeName).not.toMatch(/^[a-z]{2,3}(-|$)/);
      expect(option.displayName).not.toBe(option.locale);
    }
  });
});

describe('voiceReach', () => {
  const local = (lang: string) => ({ lang, voiceSource: 'local' as const });
  const cloud = (lang: string) => ({ lang, voiceSource: 'cloud' as const });
  it.each([
    ['es-ES', [local('es-MX')], 'local'],
    ['es-ES', [cloud('es-ES'), local('es_ES')], 'local'],
    ['km-KH', [cloud('km-KH'), local('en-US')], 'online'],
    ['pt-TL', [local('pt-PT')], 'local'],
    ['sr-ME', [cloud('sr-RS')], 'online'],
    ['km-KH', [local('en-US')], 'none'],
    ['km-KH', [], 'none'],
  ] as const)('%s with %j is %s', (locale, voices, reach) => {
    expect(voiceReach(locale, voices)).toBe(reach);
  });
});
