import type { SpeechVoice } from '../lib/speech';

/** A voice as the speech service lists it: a local browser voice named by its URI unless `more` says otherwise. */
export const testVoice = (voiceURI: string, lang: string, more: Partial<SpeechVoice> = {}): SpeechVoice => ({
  name: voiceURI,
  voiceURI,
  lang,
  voiceSource: 'local',
  engine: 'web-speech',
  ...more,
});
