import { describe, expect, it } from 'vitest';
import { locationFromAcceptLanguage } from './location.ts';

describe('locationFromAcceptLanguage', () => {
  it('names the country of the most preferred language that has one', () => {
    expect(locationFromAcceptLanguage('es-AR,es;q=0.9')).toEqual({ country: 'Argentina', countryCode: 'AR' });
    expect(locationFromAcceptLanguage('en;q=0.4, pt-BR;q=0.8, de-DE;q=0.6')).toEqual({ country: 'Brazil', countryCode: 'BR' });
    expect(locationFromAcceptLanguage('zh-Hant-TW')).toEqual({ country: 'Taiwan', countryCode: 'TW' });
    expect(locationFromAcceptLanguage('fr, fr-ch;q=0.5')).toEqual({ country: 'Switzerland', countryCode: 'CH' });
  });

  it('gives nothing for languages without a country, areas, unknown regions and nonsense', () => {
    for (const header of [undefined, '', 'en', 'es-419', 'en-ZZ', '*', 'de-DE;q=0', '%%%, ---', 'x'.repeat(300)]) {
      expect(locationFromAcceptLanguage(header)).toBeUndefined();
    }
  });
});
