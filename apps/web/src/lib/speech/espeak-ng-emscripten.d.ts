// The package ships no types; these cover only the parts of its Emscripten module we call.
declare module '@echogarden/espeak-ng-emscripten' {
  export type EspeakEvent = { type: string; text_position: number; word_length: number; audio_position: number };

  export interface EspeakNgWorkerInstance {
    /** 0 when a voice was found: by its file name ('en-US'), or with an empty name by language ('en-gb'). */
    set_voice(name: string, language?: string): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    get_samplerate(): number;
    list_voices(): { name: string; identifier: string; languages: { priority: number; name: string }[] }[];
    /** Calls back synchronously with 16-bit mono PCM chunks; returning true aborts synthesis. */
    synthesize(text: string, onChunk: (pcm: Int16Array, events: EspeakEvent[]) => boolean): void;
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => EspeakNgWorkerInstance;
  }

  export type EspeakModuleOptions = {
    /** Hands the packaged voice data over instead of letting the module fetch it next to its own script. */
    getPreloadedPackage?: (name: string, size: number) => ArrayBuffer;
    print?: (line: string) => void;
    printErr?: (line: string) => void;
  };

  const createEspeakModule: (options?: EspeakModuleOptions) => Promise<EspeakModule>;
  export default createEspeakModule;
}
