/** Interface locales the app supports (spec 01 §9), in the spec's order. */
export const SUPPORTED_LOCALES = [
  'ar-SA',
  'be-BY',
  'bn-BD',
  'bg-BG',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'en-US',
  'en-GB',
  'es-ES',
  'fi-FI',
  'fr-FR',
  'he-IL',
  'hi-IN',
  'hr-HR',
  'hu-HU',
  'id-ID',
  'it-IT',
  'ja-JP',
  'km-KH',
  'ko-KR',
  'mk-MK',
  'ne-NP',
  'nl-NL',
  'no-NO',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-MD',
  'ru-RU',
  'si-LK',
  'sk-SK',
  'sq-MK',
  'sq-AL',
  'sr-ME',
  'sr-SP',
  'sr-RS',
  'sv-SE',
  'th-TH',
  'tr-TR',
  'pt-TL',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zu-ZA',
] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: SupportedLocale = 'en-US';

const supported: ReadonlySet<string> = new Set(SUPPORTED_LOCALES);
export const isSupportedLocale = (locale: string): locale is SupportedLocale => supported.has(locale);

/** The language part of a BCP 47 tag: 'ar-SA' → 'ar'. */
export const baseLanguage = (locale: string): string => locale.split(/[-_]/)[0]?.toLowerCase() ?? '';

/**
 * The languages a user can pick, from those the speech engines offer: supported ones only, without
 * Zulu (no usable interface translation), plus the variants that ride on a sibling's voices: Serbian
 * Latin (sr-SP) with sr-RS, and Timor-Leste Portuguese with either Portuguese.
 */
export function usableLanguages(available: readonly string[]): SupportedLocale[] {
  const usable = available.filter(isSupportedLocale).filter((locale) => baseLanguage(locale) !== 'zu');
  if (usable.includes('sr-RS')) usable.push('sr-SP');
  if (usable.includes('pt-BR') || usable.includes('pt-PT')) usable.push('pt-TL');
  return usable.filter((locale, index) => usable.indexOf(locale) === index);
}

/** Locales written by another locale's norms: Timor-Leste's Portuguese follows Portugal's spelling and words. */
const WRITTEN_AS: Readonly<Record<string, SupportedLocale>> = { 'pt-TL': 'pt-PT' };

/** The locale whose written norms a locale follows ('pt-TL' → 'pt-PT'), else the locale itself. */
export const writtenAs = (locale: string): string => WRITTEN_AS[locale] ?? locale;

const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he']);

/** Arabic and Hebrew lay out right to left (spec 02 §9: of the supported locales, only they). */
export const isRtl = (locale: string): boolean => RTL_LANGUAGES.has(baseLanguage(locale));
