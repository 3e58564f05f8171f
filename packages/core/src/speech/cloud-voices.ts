/** The server's speech engines (GET /api/voices): an OpenAI-compatible speech API, and eSpeak NG run on the server. */
export const CLOUD_ENGINES = ['api', 'espeak'] as const;
export type CloudEngine = (typeof CLOUD_ENGINES)[number];

/** Every server voice's URI starts so; the app tells a cloud voice by it even before the list has loaded. */
export const CLOUD_VOICE_PREFIX = 'cloud:';

/** A server voice of a language: `cloud:espeak:de-DE`, `cloud:api:en-US:alloy`. */
export type CloudVoiceId = { engine: CloudEngine; lang: string; voice: string };

export function cloudVoiceURI({ engine, lang, voice }: CloudVoiceId): string {
  return engine === 'espeak' ? `${CLOUD_VOICE_PREFIX}espeak:${lang}` : `${CLOUD_VOICE_PREFIX}api:${lang}:${voice}`;
}

export const isCloudVoiceURI = (voiceURI: string | undefined): boolean => voiceURI?.startsWith(CLOUD_VOICE_PREFIX) === true;

/** The engine, language and voice a cloud voice URI names, or null when it is not one. */
export function parseCloudVoiceURI(voiceURI: string): CloudVoiceId | null {
  if (!isCloudVoiceURI(voiceURI)) return null;
  const [engine, lang, ...voice] = voiceURI.slice(CLOUD_VOICE_PREFIX.length).split(':');
  if (!lang) return null;
  if (engine === 'espeak' && voice.length === 0) return { engine, lang, voice: lang };
  if (engine === 'api' && voice.length > 0 && voice.join(':')) return { engine, lang, voice: voice.join(':') };
  return null;
}
