import type { SpeechVoice } from '../../lib/speech';

const tag = (lang: string) => lang.replace(/_/g, '-').toLowerCase();

/**
 * The voice the picker shows as chosen: the user's, when the list has it; else the one the speech service would
 * take for the language (lib/speech engine-choice: a device voice of the exact language, its default first, then
 * any device voice, then eSpeak NG of the exact language).
 */
export function shownVoice(voices: readonly SpeechVoice[], voiceURI: string | undefined, lang: string): SpeechVoice | undefined {
  const chosen = voices.find((voice) => voice.voiceURI === voiceURI);
  if (chosen) return chosen;
  const device = voices.filter((voice) => voice.engine === 'web-speech');
  const exact = device.filter((voice) => tag(voice.lang) === tag(lang));
  for (const group of [exact, device]) {
    const best = group.find((voice) => voice.isDefault) ?? group[0];
    if (best) return best;
  }
  return voices.find((voice) => tag(voice.lang) === tag(lang)) ?? voices[0];
}
