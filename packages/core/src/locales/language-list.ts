import { displayName, namingLanguage, nativeName } from './language-names.ts';
import { baseLanguage, SUPPORTED_LOCALES, usableLanguages, type SupportedLocale } from './locales.ts';

/** One row of the Language screen (spec 02 §2). */
export interface LanguageOption {
  locale: SupportedLocale;
  /** In its own language: "Español". */
  nativeName: string;
  /** In the interface language: "Spanish". */
  displayName: string;
}

/** Every language a user can pick: the supported locales of spec 01 §9 without Zulu, sr-SP and pt-TL included. */
export const LANGUAGE_CHOICES: readonly SupportedLocale[] = usableLanguages(SUPPORTED_LOCALES);

/**
 * The Language screen's rows: each locale named in its own language and in the interface's, the region (or script)
 * in brackets only where two locales share a language; the current language first, the others by their own names
 * in the interface language's alphabetical order.
 */
export function languageOptions(locales: readonly SupportedLocale[], current: string, uiLocale: string): LanguageOption[] {
  const count = new Map<string, number>();
  for (const locale of locales) count.set(namingLanguage(locale), (count.get(namingLanguage(locale)) ?? 0) + 1);
  const options = locales.map((locale) => {
    const qualified = (count.get(namingLanguage(locale)) ?? 0) > 1;
    return { locale, nativeName: nativeName(locale, qualified), displayName: displayName(locale, uiLocale, qualified) };
  });
  const collator = new Intl.Collator(uiLocale);
  const rank = (option: LanguageOption) => (option.locale === current ? 0 : 1);
  return options.sort((a, b) => rank(a) - rank(b) || collator.compare(a.nativeName, b.nativeName));
}

/** A voice as far as the language list cares: its language and whether it needs the server. */
export interface VoiceKind {
  lang: string;
  voiceSource: 'local' | 'cloud';
}

/** Whether a locale can be spoken on the device ('local'), only through a server voice ('online'), or not at all. */
export function voiceReach(locale: string, voices: readonly VoiceKind[]): 'local' | 'online' | 'none' {
  const own = voices.filter((voice) => baseLanguage(voice.lang) === baseLanguage(locale));
  if (own.some((voice) => voice.voiceSource === 'local')) return 'local';
  return own.length > 0 ? 'online' : 'none';
}
