import { espeakPitch, espeakRate } from './espeak-prosody.ts';

/** The parts of eSpeak NG's Emscripten engine (`@echogarden/espeak-ng-emscripten`) called here. */
export type EspeakNgInstance = {
  /** 0 when a voice was found: by its file name ('en-US'), or with an empty name by language ('en-gb'). */
  set_voice(name: string, language?: string): number;
  set_rate(wordsPerMinute: number): void;
  set_pitch(pitch: number): void;
  get_samplerate(): number;
  list_voices(): { languages: { name: string }[] }[];
  /** Calls back synchronously with 16-bit mono PCM chunks; returning true aborts synthesis. */
  synthesize(text: string, onChunk: (pcm: Int16Array) => boolean): void;
};

/**
 * The package's default export: makes the module from its voice data handed over (`getPreloadedPackage`), as the
 * browser's worker and the server both do; described here so that this file imports nothing of the package.
 */
export type EspeakModuleFactory = (options: {
  getPreloadedPackage: () => ArrayBuffer;
  print: (line: string) => void;
  printErr: (line: string) => void;
}) => Promise<{ eSpeakNGWorker: new () => EspeakNgInstance }>;

/** voice is an eSpeak language code such as 'en-us' or 'pt-br' (see espeak-languages.ts). */
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
export async function createEspeakSynthesizer(createModule: EspeakModuleFactory, data: ArrayBuffer): Promise<EspeakSynthesizer> {
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
