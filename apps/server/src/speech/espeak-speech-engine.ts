import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  cloudVoiceURI,
  createEspeakSynthesizer,
  nativeName,
  resolveEspeakVoice,
  SUPPORTED_LOCALES,
  voiceLanguages,
  type CloudVoice,
  type EspeakSynthesizer,
} from '@tessera/core';
import type { ServerSpeechEngine } from './speech-engine.ts';
import { encodeWav } from './wav.ts';

/** The eSpeak voice a locale is said with (Montenegrin with the Serbian one, as the app's offline voice does), or null. */
const espeakVoiceOf = (locale: string): string | null => {
  for (const wanted of voiceLanguages(locale)) {
    const voice = resolveEspeakVoice(wanted);
    if (voice) return voice;
  }
  return null;
};

/** One server voice per supported locale eSpeak NG can say (spec 01 §9's list: all but Khmer and Zulu). */
export const ESPEAK_SERVER_VOICES: readonly CloudVoice[] = SUPPORTED_LOCALES.filter((locale) => espeakVoiceOf(locale) !== null).map((lang) => ({
  lang,
  voiceURI: cloudVoiceURI({ engine: 'espeak', lang, voice: lang }),
  name: `eSpeak NG (server) — ${nativeName(lang, true)}`,
  voiceSource: 'cloud' as const,
}));

/** Starts the very eSpeak NG the app runs offline (the same package and voice data), here in Node. */
async function startEspeak(): Promise<EspeakSynthesizer> {
  const require = createRequire(import.meta.url);
  const file = await readFile(require.resolve('@echogarden/espeak-ng-emscripten/espeak-ng.data'));
  const { default: createModule } = await import('@echogarden/espeak-ng-emscripten');
  return createEspeakSynthesizer(createModule, file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
}

/**
 * eSpeak NG on the server, answering WAV. Loaded on its first utterance (about 24 MB of voice data, a few hundred
 * milliseconds), then each utterance takes tens of milliseconds of this process's thread: synthesis is synchronous,
 * which also makes utterances one at a time.
 */
export function createEspeakSpeechEngine(): ServerSpeechEngine {
  let synthesizer: Promise<EspeakSynthesizer> | null = null;
  return {
    id: 'espeak',
    premium: false,
    voices: ESPEAK_SERVER_VOICES,
    async say({ lang, text, rate, pitch }) {
      synthesizer ??= startEspeak().catch((error: unknown) => {
        synthesizer = null;
        throw error;
      });
      const engine = await synthesizer;
      const voice = espeakVoiceOf(lang);
      if (!voice) throw new Error(`eSpeak NG cannot say ${lang}`);
      const chunks: Int16Array[] = [];
      engine.synthesize({ text, voice, rate, pitch }, (pcm) => chunks.push(pcm.slice()));
      return { audio: encodeWav(chunks, engine.sampleRate), contentType: 'audio/wav' };
    },
  };
}
