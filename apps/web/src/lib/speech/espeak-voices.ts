import { resolveEspeakVoice, SUPPORTED_LOCALES } from '@tessera/core';

export { ESPEAK_LANGUAGES, resolveEspeakVoice } from '@tessera/core';
import type { SpeechVoice } from './speech-types';

export const ESPEAK_VOICE_PREFIX = 'espeak-ng:';

/** Locales offered as eSpeak voices in the picker: the product's supported locales (spec 01 §9). */
export const ESPEAK_PICKER_LOCALES: readonly string[] = SUPPORTED_LOCALES;

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The language in its own words, as the Language screen shows it: "Español (España)". */
export function nativeLanguageName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' }).of(locale);
    return name ? capitalise(name) : locale;
  } catch {
    return locale;
  }
}

export function espeakVoiceURI(locale: string): string {
  return `${ESPEAK_VOICE_PREFIX}${locale}`;
}

/** The language an eSpeak voice URI stands for, or null for any other voice. */
export function espeakVoiceLang(voiceURI: string | undefined): string | null {
  return voiceURI?.startsWith(ESPEAK_VOICE_PREFIX) ? voiceURI.slice(ESPEAK_VOICE_PREFIX.length) : null;
}

/** One "eSpeak NG — <language>" voice for every supported locale eSpeak NG can speak. */
export function listEspeakVoices(): SpeechVoice[] {
  return ESPEAK_PICKER_LOCALES.filter((locale) => resolveEspeakVoice(locale) !== null).map((locale) => ({
    voiceURI: espeakVoiceURI(locale),
    name: `eSpeak NG — ${nativeLanguageName(locale)}`,
    lang: locale,
    voiceSource: 'local',
    engine: 'espeak-ng',
  }));
}
