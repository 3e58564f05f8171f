import type { SoundSource, SpeakOutcome } from './speech-types';

/** One thing the app said or played: end-to-end tests read these to prove a tap was heard. */
export type SpeechLogEntry = {
  text: string;
  engine: SoundSource;
  /** Wall-clock time of the request (Date.now()). */
  at: number;
  voice?: string;
  /** The rate, pitch and volume it was said with (Web Speech scale, 1 is normal). */
  rate?: number;
  pitch?: number;
  volume?: number;
  /** A cue of auditory scanning, which gives way to other speech. */
  cue?: boolean;
  /** performance.now() when the request reached the engine, and when its first audio started. */
  requestedAt: number;
  audioStartedAt?: number;
  /** From request to first audio, in ms. */
  latencyMs?: number;
  /** performance.now() when it finished, was stopped or failed. */
  endedAt?: number;
  outcome?: SpeakOutcome | 'failed';
  /** eSpeak NG only: how many samples were played and their loudest absolute value (0–1). */
  samples?: number;
  peak?: number;
};

/** Keeps the last few utterances, oldest first. */
export class SpeechLog {
  readonly entries: SpeechLogEntry[] = [];

  constructor(private readonly limit = 50) {}

  add(entry: SpeechLogEntry): SpeechLogEntry {
    this.entries.push(entry);
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
    return entry;
  }

  clear(): void {
    this.entries.length = 0;
  }
}

export const SPEECH_LOG_FLAG = 'speechLog';
const STORAGE_KEY = 'tessera.speechLog';

/**
 * The log is public on window outside production builds, or when the page was opened once with
 * ?speechLog in its address (remembered for the tab, since the app's own navigation drops the query).
 */
export function speechLogAllowed(production: boolean, search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null): boolean {
  if (!production) return true;
  if (new URLSearchParams(search).has(SPEECH_LOG_FLAG)) {
    storage?.setItem(STORAGE_KEY, '1');
    return true;
  }
  return storage?.getItem(STORAGE_KEY) === '1';
}

declare global {
  interface Window {
    __tesseraSpeechLog?: SpeechLogEntry[];
  }
}

export function exposeSpeechLog(log: SpeechLog, target: Window): void {
  target.__tesseraSpeechLog = log.entries;
}
