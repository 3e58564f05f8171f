/** Which engine produced a sound: the browser's voices, the bundled eSpeak NG, the server's voices, or a tile's recording. */
export type EngineId = 'web-speech' | 'espeak-ng' | 'cloud';
export type SoundSource = EngineId | 'sound';

/** A selectable voice (spec 02 §3: lang, voiceURI, name, voiceSource). */
export type SpeechVoice = {
  voiceURI: string;
  name: string;
  lang: string;
  voiceSource: 'local' | 'cloud';
  engine: EngineId;
  /** The browser marks one voice as its default. */
  isDefault?: boolean;
};

/** Pitch, rate and volume use the Web Speech scale: 1 is normal (spec: sliders 0 to 2, volume 0 to 1). */
export type SpeakOptions = {
  voiceURI?: string;
  lang: string;
  pitch: number;
  rate: number;
  volume: number;
};

/** How an utterance finished: played to the end, or stopped by cancel(). Failures reject instead. */
export type SpeakOutcome = 'ended' | 'cancelled';

export type EngineEvents = {
  start: { text: string };
  end: { text: string; outcome: SpeakOutcome };
  error: { text: string; error: Error };
};

export type Unsubscribe = () => void;

export interface SpeechEngine {
  readonly id: EngineId;
  getVoices(): Promise<SpeechVoice[]>;
  /** Resolves when the utterance has finished playing or was cancelled; rejects when the engine failed. */
  speak(text: string, options: SpeakOptions): Promise<SpeakOutcome>;
  /** Stops the current utterance at once. */
  cancel(): void;
  on<K extends keyof EngineEvents>(type: K, listener: (event: EngineEvents[K]) => void): Unsubscribe;
}

/** The offline engine can also synthesise ahead of time. */
export interface OfflineSpeechEngine extends SpeechEngine {
  prewarm(texts: readonly string[], options: SpeakOptions): void;
  /** Resolves once the worker has loaded eSpeak NG and its data; rejects when it cannot. */
  ready(): Promise<void>;
  /** What the last utterance played: sample count and loudest sample (0–1), for the speech log. */
  readonly lastStats: { samples: number; peak: number } | null;
}
