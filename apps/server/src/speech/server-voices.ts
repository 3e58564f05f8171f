import { parseCloudVoiceURI, type CloudVoice } from '@tessera/core';
import type { SpeechConfig } from '../config.ts';
import { createApiSpeechEngine } from './api-speech-engine.ts';
import { createEspeakSpeechEngine } from './espeak-speech-engine.ts';
import { createSpeechCache, type KeptSpeech } from './speech-cache.ts';
import type { SayRequest, ServerSpeechEngine } from './speech-engine.ts';

/** An utterance asked of a voice the server has. */
export type VoiceFound = { engine: ServerSpeechEngine; lang: string; voice: string };

/**
 * The configured engines, their voices, and what they said lately: eSpeak NG unless SPEECH_ESPEAK=off, and the
 * OpenAI-compatible API when SPEECH_API_URL is set. An engine not configured has no voices and says nothing.
 */
export function createServerVoices(config: SpeechConfig, { timeoutMs }: { timeoutMs: number }) {
  const engines: ServerSpeechEngine[] = [
    ...(config.api ? [createApiSpeechEngine(config.api, timeoutMs)] : []),
    ...(config.espeak ? [createEspeakSpeechEngine()] : []),
  ];
  const cache = createSpeechCache(config.cacheBytes);
  return {
    cache,
    /** Every voice of every configured engine, the API's first. */
    voices(): CloudVoice[] {
      return engines.flatMap((engine) => engine.voices);
    },
    /** The engine and voice a voice URI names, or null when no configured engine offers it. */
    find(voiceURI: string): VoiceFound | null {
      const id = parseCloudVoiceURI(voiceURI);
      const engine = id && engines.find((candidate) => candidate.id === id.engine);
      if (!id || !engine || !engine.voices.some((voice) => voice.voiceURI === voiceURI)) return null;
      return { engine, lang: id.lang, voice: id.voice };
    },
    /** The utterance's audio, from the cache when it was said lately. */
    say(found: VoiceFound, request: Omit<SayRequest, 'lang' | 'voice'>): Promise<KeptSpeech & { hit: boolean }> {
      const said: SayRequest = { ...request, lang: found.lang, voice: found.voice };
      return cache.get({ engine: found.engine.id, voice: `${found.lang}:${found.voice}`, text: said.text, rate: said.rate, pitch: said.pitch }, () =>
        found.engine.say(said),
      );
    },
  };
}
export type ServerVoices = ReturnType<typeof createServerVoices>;
