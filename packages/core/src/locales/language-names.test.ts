import { describe, expect, it } from 'vitest';
import { displayName, namingLanguage, nativeName } from './language-names.ts';
import { SUPPORTED_LOCALES } from './locales.ts';

describe('nativeName', () => {
  it.each([
    ['es-ES', false, 'Español'],
    ['de-DE', false, 'Deutsch'],
    ['ar-SA', false, 'العربية'],
    ['pt-BR', true, 'Português (Brasil)'],
    ['en-GB', true, 'English (United Kingdom)'],
    ['ru-MD', true, 'Русский (Молдова)'],
    // Named as another tag: Serbian by script, Montenegrin and Tetum by their own names.
    ['sr-SP', true, 'Српски (ћирилица)'],
    ['sr-RS', true, 'Srpski (latinica)'],
    ['sr-ME', false, 'Crnogorski'],
    ['pt-TL', false, 'Tetun'],
    // Languages some engines have no data for come from the table; so do their regions.
    ['sq-MK', true, 'Shqip (Maqedonia e Veriut)'],
    ['mk-MK', false, 'Македонски'],
    ['km-KH', false, 'ខ្មែរ'],
  ])('%s (qualified: %s) is %s', (locale, qualified, name) => {
    expect(nativeName(locale, qualified)).toBe(name);
  });
});

describe('displayName', () => {
  it.each([
    ['es-ES', 'en-US', false, 'Spanish'],
    ['es-ES', 'es-ES', false, 'Español'],
    ['de-DE', 'es-ES', false, 'Alemán'],
    ['en-US', 'es-ES', true, 'Inglés (Estados Unidos)'],
    ['es-ES', 'ar-SA', false, 'الإسبانية'],
    ['sr-SP', 'en-US', true, 'Serbian (Cyrillic)'],
    ['sr-RS', 'en-US', true, 'Serbian (Latin)'],
    // Engines read cnr as Serbian of Montenegro: Montenegrin's names come from a table of our own.
    ['sr-ME', 'es-ES', false, 'Montenegrino'],
    ['sr-ME', 'en-US', false, 'Montenegrin'],
    ['sr-ME', 'de-DE', false, 'Montenegrinisch'],
    ['sr-ME', 'ar-SA', false, 'المونتينيغرية'],
    ['sr-ME', 'sr-RS', false, 'Црногорски'],
    ['sr-ME', 'sr-ME', false, 'Crnogorski'],
    ['sr-ME', 'km-KH', false, 'ម៉ុងតេណេហ្គ្រោ'],
    ['sr-ME', 'pt-TL', false, 'Montenegrino'],
    ['pt-TL', 'en-US', false, 'Tetum'],
  ])('%s in %s (qualified: %s) is %s', (locale, ui, qualified, name) => {
    expect(displayName(locale, ui, qualified)).toBe(name);
  });

  it('names Montenegrin in every interface language other than English without the English word', () => {
    const interfaces = SUPPORTED_LOCALES.filter((locale) => !locale.startsWith('en-') && locale !== 'zu-ZA');
    expect(interfaces.filter((ui) => displayName('sr-ME', ui) === 'Montenegrin')).toEqual([]);
  });

  it('answers with the tag itself for a language no engine knows', () => {
    expect(displayName('xx-YY', 'en-US')).toBe('Xx-YY');
    expect(nativeName('xx-YY')).toBe('Xx-YY');
  });
});

describe('namingLanguage', () => {
  it.each([
    ['en-US', 'en'],
    ['sr-ME', 'cnr'],
    ['sr-SP', 'sr'],
    ['sr-RS', 'sr'],
    ['pt-TL', 'tet'],
    ['pt_BR', 'pt'],
  ])('%s is named by %s', (locale, language) => {
    expect(namingLanguage(locale)).toBe(language);
  });
});
