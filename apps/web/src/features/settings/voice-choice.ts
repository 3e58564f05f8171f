import type { SpeechVoice } from '../../lib/speech';

const tag = (lang: string) => lang.replace(/_/g, '-').toLowerCase();

/**
 * The best of one language's voices: a device voice (`isDevice`) of the exact language, its default first, then
 * any such voice, then a device-independent one (eSpeak NG) of the exact language, then any other.
 */
function bestVoice(voices: readonly SpeechVoice[], lang: string, isDevice: (voice: SpeechVoice) => boolean): SpeechVoice | undefined {
  const device = voices.filter(isDevice);
  const exact = device.filter((voice) => tag(voice.lang) === tag(lang));
  for (const group of [exact, device]) {
    const best = group.find((voice) => voice.isDefault) ?? group[0];
    if (best) return best;
  }
  const local = voices.filter((voice) => voice.voiceSource === 'local');
  return local.find((voice) => tag(voice.lang) === tag(lang)) ?? local[0] ?? voices[0];
}

/**
 * The voice the picker shows as chosen: the user's, when the list has it; else the one the speech service would
 * take for the language (lib/speech engine-choice: a device voice of the exact language, its default first, then
 * any device voice, then eSpeak NG of the exact language).
 */
export function shownVoice(voices: readonly SpeechVoice[], voiceURI: string | undefined, lang: string): SpeechVoice | undefined {
  return voices.find((voice) => voice.voiceURI === voiceURI) ?? bestVoice(voices, lang, (voice) => voice.engine === 'web-speech');
}

/**
 * The voice a newly chosen language gets (spec 02 §9: changing language selects a matching voice): a voice of this
 * device for it, else the offline eSpeak NG voice, else (a language only the server speaks) an online one.
 */
export const voiceForLanguage = (voices: readonly SpeechVoice[], lang: string): SpeechVoice | undefined =>
  bestVoice(voices, lang, (voice) => voice.engine === 'web-speech' && voice.voiceSource === 'local');
