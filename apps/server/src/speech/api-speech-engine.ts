import { cloudVoiceURI, type CloudVoice } from '@tessera/core';
import type { SpeechApiConfig } from '../config.ts';
import { SpeechFailure, type ServerSpeechEngine } from './speech-engine.ts';

/** OpenAI's speed goes from 0.25 to 4; the app's rate slider from 0 to 2 (1 is normal on both). */
const speedOf = (rate: number) => Math.min(4, Math.max(0.25, rate));

/** The voices SPEECH_VOICES names, each under its language. */
export const apiVoicesOf = (voices: SpeechApiConfig['voices']): CloudVoice[] =>
  Object.entries(voices).flatMap(([lang, names]) =>
    names.map((voice) => ({ lang, voiceURI: cloudVoiceURI({ engine: 'api', lang, voice }), name: voice, voiceSource: 'cloud' as const })),
  );

/**
 * An OpenAI-compatible speech API: `POST {baseUrl}/audio/speech` with { model, input, voice, response_format, speed },
 * answering the audio itself, as OpenAI's API reference documents it (Azure OpenAI, Kokoro-FastAPI, LocalAI and
 * openedai-speech answer the same). MP3, which all of them make and every browser plays.
 */
export function createApiSpeechEngine(api: SpeechApiConfig, timeoutMs: number): ServerSpeechEngine {
  return {
    id: 'api',
    premium: true,
    voices: apiVoicesOf(api.voices),
    async say({ voice, text, rate }) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'audio/mpeg' };
      if (api.apiKey) headers.authorization = `Bearer ${api.apiKey}`;
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const response = await fetch(`${api.baseUrl}/audio/speech`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ model: api.model, input: text, voice, response_format: 'mp3', speed: speedOf(rate) }),
          signal: timeout,
        });
        const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
        if (!response.ok || !contentType.startsWith('audio/')) {
          await response.body?.cancel();
          throw new SpeechFailure('provider');
        }
        const audio = Buffer.from(await response.arrayBuffer());
        if (audio.length === 0) throw new SpeechFailure('provider');
        return { audio, contentType };
      } catch (error) {
        if (error instanceof SpeechFailure) throw error;
        throw new SpeechFailure(timeout.aborted ? 'timeout' : 'provider');
      }
    },
  };
}
