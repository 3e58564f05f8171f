import { TypedEvents } from './typed-events';
import type { EngineEvents, SpeakOptions, SpeakOutcome, SpeechEngine, SpeechVoice } from './speech-types';

/** Browsers fill their voice list late (Chrome fires voiceschanged); headless Chromium never does. */
const VOICES_WAIT_MS = 1000;

type Synthesis = Pick<SpeechSynthesis, 'getVoices' | 'speak' | 'cancel' | 'resume' | 'paused' | 'addEventListener' | 'removeEventListener'>;
type UtteranceConstructor = new (text: string) => SpeechSynthesisUtterance;

const toVoice = (voice: SpeechSynthesisVoice): SpeechVoice => ({
  voiceURI: voice.voiceURI,
  name: voice.name,
  lang: voice.lang.replace(/_/g, '-'),
  voiceSource: voice.localService === false ? 'cloud' : 'local',
  engine: 'web-speech',
  isDefault: voice.default,
});

/** The browser's own voices through the Web Speech API. */
export class WebSpeechEngine implements SpeechEngine {
  readonly id = 'web-speech' as const;
  private readonly events = new TypedEvents<EngineEvents>();
  private readonly voicesSettled: Promise<void>;
  private active = new Set<{ utterance: SpeechSynthesisUtterance; finish: (outcome: SpeakOutcome) => void }>();

  constructor(
    private readonly synthesis: Synthesis,
    private readonly Utterance: UtteranceConstructor,
    waitMs = VOICES_WAIT_MS,
  ) {
    this.voicesSettled = new Promise((resolve) => {
      if (synthesis.getVoices().length) return resolve();
      const done = () => {
        synthesis.removeEventListener('voiceschanged', done);
        resolve();
      };
      synthesis.addEventListener('voiceschanged', done);
      setTimeout(done, waitMs);
    });
  }

  /** The voices known now, without waiting. */
  currentVoices(): SpeechVoice[] {
    return this.synthesis.getVoices().map(toVoice);
  }

  /** Resolves once the browser has listed its voices, or has had time enough to. */
  voicesReady(): Promise<void> {
    return this.voicesSettled;
  }

  async getVoices(): Promise<SpeechVoice[]> {
    await this.voicesSettled;
    return this.currentVoices();
  }

  on<K extends keyof EngineEvents>(type: K, listener: (event: EngineEvents[K]) => void) {
    return this.events.on(type, listener);
  }

  speak(text: string, { voiceURI, lang, pitch, rate, volume }: SpeakOptions): Promise<SpeakOutcome> {
    const utterance = new this.Utterance(text);
    const voice = this.synthesis.getVoices().find((candidate) => candidate.voiceURI === voiceURI);
    if (voice) utterance.voice = voice;
    utterance.lang = voice?.lang ?? lang;
    utterance.pitch = pitch;
    utterance.rate = rate;
    utterance.volume = volume;

    return new Promise<SpeakOutcome>((resolve, reject) => {
      // Holding the utterance until it ends stops Chrome from garbage-collecting it and losing its events.
      const entry = {
        utterance,
        finish: (outcome: SpeakOutcome) => {
          if (!this.active.delete(entry)) return;
          this.events.emit('end', { text, outcome });
          resolve(outcome);
        },
      };
      this.active.add(entry);
      utterance.onstart = () => this.events.emit('start', { text });
      utterance.onend = () => entry.finish('ended');
      utterance.onerror = (event) => {
        if (event.error === 'interrupted' || event.error === 'canceled') return entry.finish('cancelled');
        if (!this.active.delete(entry)) return;
        const error = new Error(`Speech failed: ${event.error}`);
        this.events.emit('error', { text, error });
        reject(error);
      };
      if (this.synthesis.paused) this.synthesis.resume();
      this.synthesis.speak(utterance);
    });
  }

  cancel(): void {
    const stopped = [...this.active];
    this.synthesis.cancel();
    // Some browsers never report the cancelled utterance; settle it here so callers are not left waiting.
    for (const entry of stopped) entry.finish('cancelled');
  }
}
