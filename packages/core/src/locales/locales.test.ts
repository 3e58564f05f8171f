import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, isRtl, isSupportedLocale, usableLanguages, writtenAs } from './locales.ts';

describe('supported locales', () => {
  it('lists 47 distinct locales with en-US as default', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(47);
    expect(new Set(SUPPORTED_LOCALES).size).toBe(47);
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(isSupportedLocale('sq-MK')).toBe(true);
    expect(isSupportedLocale('en-AU')).toBe(false);
  });
});

describe('usableLanguages', () => {
  it('keeps supported locales only and drops Zulu', () => {
    expect(usableLanguages(['en-US', 'en-AU', 'zu-ZA', 'fr-FR'])).toEqual(['en-US', 'fr-FR']);
  });

  it('adds sr-SP when sr-RS exists', () => {
    expect(usableLanguages(['sr-RS'])).toEqual(['sr-RS', 'sr-SP']);
    expect(usableLanguages(['sr-ME'])).toEqual(['sr-ME']);
  });

  it('adds pt-TL when pt-BR or pt-PT exists, once', () => {
    expect(usableLanguages(['pt-BR'])).toEqual(['pt-BR', 'pt-TL']);
    expect(usableLanguages(['pt-PT', 'pt-BR', 'pt-TL'])).toEqual(['pt-PT', 'pt-BR', 'pt-TL']);
    expect(usableLanguages(['es-ES'])).toEqual(['es-ES']);
  });
});

describe('writtenAs', () => {
  it("writes Timor-Leste's Portuguese as Portugal's, every other locale as itself", () => {
    expect(['pt-TL', 'pt-PT', 'pt-BR', 'sr-SP', 'en-US'].map(writtenAs)).toEqual(['pt-PT', 'pt-PT', 'pt-BR', 'sr-SP', 'en-US']);
  });
});

describe('isRtl', () => {
  it('is true for Arabic and Hebrew only', () => {
    expect(['ar-SA', 'he-IL', 'he', 'en-US', 'fa-IR', 'hr-HR'].map(isRtl)).toEqual([true, true, true, false, false, false]);
  });
});
