import { parseCloudVoiceURI, voiceLanguages } from '@tessera/core';
import { espeakVoiceLang, espeakVoiceURI, resolveEspeakVoice } from './espeak-voices';
import type { SpeechVoice } from './speech-types';

export type EngineChoice =
  | { engine: 'web-speech'; voiceURI: string }
  | { engine: 'espeak-ng'; espeakVoice: string; voiceURI: string }
  | { engine: 'cloud'; voiceURI: string }
  | { engine: 'none' };

export type EngineChoiceInput = {
  /** The browser's voices as the Web Speech engine lists them. */
  webVoices: readonly SpeechVoice[];
  /** The voice picked in settings, if any. */
  voiceURI?: string;
  lang: string;
  /** A cloud voice cannot speak without a network; the network is never on the path of a tap. */
  online: boolean;
  /** False when this browser cannot run the offline engine or it failed to load. */
  offlineAvailable: boolean;
  /** Whether the server's voices may be asked (signed in to a server that has them); false when unset. */
  cloudAvailable?: boolean;
};

const tag = (lang: string) => lang.trim().replace(/_/g, '-').toLowerCase();
const base = (lang: string) => tag(lang).split('-')[0] ?? '';
const sameLanguage = (a: string, b: string) => base(a) === base(b);

/** A browser voice of the language's voice languages in order (core's voiceLanguages: sr-ME → sr-RS), its default first, else one of the same language. */
function webVoiceFor(voices: readonly SpeechVoice[], lang: string): SpeechVoice | undefined {
  const exact = voiceLanguages(lang).map((wanted) => voices.filter((voice) => tag(voice.lang) === tag(wanted)));
  const related = voices.filter((voice) => sameLanguage(voice.lang, lang));
  for (const group of [...exact, related]) {
    const best = group.find((voice) => voice.isDefault) ?? group[0];
    if (best) return best;
  }
  return undefined;
}

/**
 * Which engine speaks: the chosen voice while it suits the language (a voice left over from another
 * language is ignored; a server voice only while online and signed in), else a browser voice for the language, else eSpeak NG, else nothing. A language spoken
 * with a sibling's voice (Serbian as sr-RS, Montenegrin with the Serbian voice, Timor's Portuguese with Portugal's
 * or Brazil's) looks for that voice first.
 */
export function chooseEngine(input: EngineChoiceInput): EngineChoice {
  const { voiceURI, lang, online, offlineAvailable } = input;
  const usable = input.webVoices.filter((voice) => online || voice.voiceSource !== 'cloud');

  const chosenCloud = voiceURI ? parseCloudVoiceURI(voiceURI) : null;
  if (chosenCloud && online && input.cloudAvailable && sameLanguage(chosenCloud.lang, lang)) return { engine: 'cloud', voiceURI: voiceURI! };

  const chosenEspeak = espeakVoiceLang(voiceURI);
  if (chosenEspeak && offlineAvailable && sameLanguage(chosenEspeak, lang)) {
    const espeakVoice = resolveEspeakVoice(chosenEspeak);
    if (espeakVoice) return { engine: 'espeak-ng', espeakVoice, voiceURI: espeakVoiceURI(chosenEspeak) };
  }
  const chosenWeb = usable.find((voice) => voice.voiceURI === voiceURI);
  if (chosenWeb && sameLanguage(chosenWeb.lang, lang)) return { engine: 'web-speech', voiceURI: chosenWeb.voiceURI };

  const webVoice = webVoiceFor(usable, lang);
  if (webVoice) return { engine: 'web-speech', voiceURI: webVoice.voiceURI };

  if (!offlineAvailable) return { engine: 'none' };
  const spoken = voiceLanguages(lang).find((wanted) => resolveEspeakVoice(wanted) !== null) ?? lang;
  const espeakVoice = resolveEspeakVoice(spoken);
  return espeakVoice ? { engine: 'espeak-ng', espeakVoice, voiceURI: espeakVoiceURI(spoken) } : { engine: 'none' };
}
