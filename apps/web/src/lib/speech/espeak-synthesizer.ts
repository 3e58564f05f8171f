import type createEspeakModule from '@echogarden/espeak-ng-emscripten';
import { espeakPitch, espeakRate } from './espeak-prosody';

/** voice is an eSpeak language code such as 'en-us' or 'pt-br' (see espeak-voices.ts). */
export type SynthesisRequest = { text: string; voice: string; rate: number; pitch: number };

export type EspeakSynthesizer = {
  readonly sampleRate: number;
  /** Every language code the packaged voices answer to, lower case. */
  languages(): string[];
  /** Synthesises synchronously, handing over 16-bit mono PCM chunks as eSpeak produces them. */
  synthesize(request: SynthesisRequest, onChunk: (pcm: Int16Array) => void): void;
};

const quiet = () => undefined;

/**
 * Starts eSpeak NG from its Emscripten module and its packaged data. The data is passed in rather than
 * fetched by the module, because the module would look for it beside its own script, which is not where
 * a bundler puts a hashed asset.
 */
export async function createEspeakSynthesizer(createModule: typeof createEspeakModule, data: ArrayBuffer): Promise<EspeakSynthesizer> {
  const module = await createModule({ getPreloadedPackage: () => data, print: quiet, printErr: quiet });
  const engine = new module.eSpeakNGWorker();
  let currentVoice = '';

  return {
    sampleRate: engine.get_samplerate(),
    languages: () => engine.list_voices().flatMap((voice) => voice.languages.map((language) => language.name.toLowerCase())),
    synthesize({ text, voice, rate, pitch }, onChunk) {
      if (voice !== currentVoice) {
        // An empty name makes eSpeak pick the best voice for the language, as its own --voice=<lang> does.
        if (engine.set_voice('', voice) !== 0) throw new Error(`eSpeak NG has no voice '${voice}'`);
        currentVoice = voice;
      }
      engine.set_rate(espeakRate(rate));
      engine.set_pitch(espeakPitch(pitch));
      if (!text.trim()) return;
      engine.synthesize(text, (pcm) => {
        if (pcm.length > 0) onChunk(pcm);
        return false;
      });
    },
  };
}
