import { describe, expect, it } from 'vitest';
import { displayName, namingLanguage, nativeName } from './language-names.ts';

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
    // Engines read cnr as Serbian of Montenegro: the English name stands in.
    ['sr-ME', 'es-ES', false, 'Montenegrin'],
    ['pt-TL', 'en-US', false, 'Tetum'],
  ])('%s in %s (qualified: %s) is %s', (locale, ui, qualified, name) => {
    expect(displayName(locale, ui, qualified)).toBe(name);
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
