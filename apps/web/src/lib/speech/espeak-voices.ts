import { SUPPORTED_LOCALES } from '@tessera/core';
import type { SpeechVoice } from './speech-types';

/**
 * The language codes the bundled eSpeak NG data answers to (lower case; Cherokee's odd tag is left out
 * because eSpeak cannot be asked for it by language). A Node test checks this list
 * against the real engine, so it cannot drift from the package; keeping it here lets the voice list and
 * the "can anything speak this?" check work without loading the 24 MB engine.
 */
export const ESPEAK_LANGUAGES: ReadonlySet<string> = new Set(
  (
    'af am an ar as az ba be bg bn bpy bs ca ca-ba ca-nw ca-va cmn zh-cmn zh ' +
    'cmn-latn-pinyin cs cv cy da de el en-029 en en-gb en-gb-scotland en-gb-x-gbclan en-gb-x-gbcwmd ' +
    'en-gb-x-rp en-us en-us-nyc eo es es-419 es-mx et eu fa fa-latn fi fo fr-be fr fr-ch fr-fr ga gd gn ' +
    'grc gu hak haw he hi hr hbs ht hu hy hy-arevela hyw hy-arevmda ia id io is it ja jbo ka kaa kk kl ' +
    'kn ko kok ku ky la lb lfn lt ltg lv mi mk ml mr ms mt mto my nb no nci ne nl nog om or pa pap piqd ' +
    'pl pt pt-pt pt-br py qdb qu quc qya ro ru ru-cl ru-lv sd shn si sjn sk sl smj sq sr sv sw ta te th ' +
    'ti tk tn tr tt ug uk ur uz vi vi-vn-x-central vi-vn-x-south xex yue zh-yue'
  ).split(' '),
);

/** Tags whose eSpeak name differs from the plain lower-cased tag or its base language. */
const ALIASES: Readonly<Record<string, string>> = {
  'zh-hk': 'yue',
  'zh-mo': 'yue',
  'es-us': 'es-419',
  'en-ca': 'en-us',
  nn: 'nb',
  iw: 'he',
  in: 'id',
};

/** Normalises 'pt_BR' or 'PT-br' to 'pt-br'. */
const normalise = (lang: string) => lang.trim().replace(/_/g, '-').toLowerCase();

/** The eSpeak voice for a BCP 47 language tag, or null when eSpeak NG has none (e.g. Khmer, Zulu). */
export function resolveEspeakVoice(lang: string): string | null {
  const tag = normalise(lang);
  if (!tag) return null;
  const candidates = [ALIASES[tag], tag, ALIASES[tag.split('-')[0] ?? ''], tag.split('-')[0]];
  return candidates.find((name): name is string => !!name && ESPEAK_LANGUAGES.has(name)) ?? null;
}

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
