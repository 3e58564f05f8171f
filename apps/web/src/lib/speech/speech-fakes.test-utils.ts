import { TypedEvents } from './typed-events';
import { SpeechLog } from './speech-log';
import type { SpeechServiceDeps } from './speech-service';
import type { EngineEvents, EngineId, OfflineSpeechEngine, SpeakOptions, SpeakOutcome, SpeechVoice } from './speech-types';
import type { SoundPlayback } from './sound-player';

type Call = { text: string; options: SpeakOptions; finish: (outcome?: SpeakOutcome) => void; fail: (error: Error) => void };

/** An engine whose utterances end when the test says so; stands in where no browser voices exist (jsdom). */
export class FakeEngine implements OfflineSpeechEngine {
  readonly calls: Call[] = [];
  readonly prewarmed: string[][] = [];
  cancelCount = 0;
  lastStats = { samples: 100, peak: 0.5 };
  private readonly events = new TypedEvents<EngineEvents>();
  private active: Call | null = null;

  constructor(
    readonly id: EngineId,
    private readonly voices: SpeechVoice[] = [],
    private readonly whenReady: Promise<void> = Promise.resolve(),
  ) {}

  voicesReady = () => Promise.resolve();
  currentVoices = () => this.voices;
  getVoices = async () => this.voices;
  ready = () => this.whenReady;
  prewarm = (texts: readonly string[]) => void this.prewarmed.push([...texts]);
  on<K extends keyof EngineEvents>(type: K, listener: (event: EngineEvents[K]) => void) {
    return this.events.on(type, listener);
  }

  speak(text: string, options: SpeakOptions): Promise<SpeakOutcome> {
    return new Promise((resolve, reject) => {
      const call: Call = {
        text,
        options,
        finish: (outcome = 'ended') => {
          if (this.active === call) this.active = null;
          resolve(outcome);
        },
        fail: (error) => reject(error),
      };
      this.calls.push(call);
      this.active = call;
      this.events.emit('start', { text });
    });
  }

  cancel(): void {
    this.cancelCount++;
    this.active?.finish('cancelled');
  }

  /** Ends the utterance now playing. */
  finishCurrent(outcome: SpeakOutcome = 'ended'): void {
    this.active?.finish(outcome);
  }
}

export const webVoice = (lang: string, extra: Partial<SpeechVoice> = {}): SpeechVoice => ({
  voiceURI: `web:${lang}`,
  name: `Browser ${lang}`,
  lang,
  voiceSource: 'local',
  engine: 'web-speech',
  ...extra,
});

export type FakeSound = { url: string; stop: () => void; finish: (outcome?: SpeakOutcome) => void; stopped: boolean };

/** Everything the service needs, with fakes the test can drive. */
export function fakeDeps(options: { webVoices?: SpeechVoice[]; offline?: FakeEngine | 'unsupported' | 'fails'; online?: boolean } = {}) {
  const web = new FakeEngine('web-speech', options.webVoices ?? []);
  const offline = options.offline instanceof FakeEngine ? options.offline : new FakeEngine('espeak-ng');
  const sounds: FakeSound[] = [];
  const marks: string[] = [];
  let offlineLoads = 0;
  const deps: SpeechServiceDeps = {
    web,
    loadOffline:
      options.offline === 'unsupported'
        ? null
        : () => {
            offlineLoads++;
            return options.offline === 'fails' ? Promise.reject(new Error('no data')) : Promise.resolve(offline);
          },
    playSound: (url): SoundPlayback => {
      let settle: (outcome: SpeakOutcome) => void = () => undefined;
      const done = new Promise<SpeakOutcome>((resolve) => (settle = resolve));
      const sound: FakeSound = {
        url,
        stopped: false,
        finish: (outcome = 'ended') => settle(outcome),
        stop: () => ((sound.stopped = true), settle('cancelled')),
      };
      sounds.push(sound);
      return { done, stop: sound.stop };
    },
    isOnline: () => options.online ?? true,
    log: new SpeechLog(5),
    mark: (name, detail) => void marks.push(`${name}:${detail.engine}:${detail.text}`),
  };
  return { deps, web, offline, sounds, marks, offlineLoads: () => offlineLoads };
}

/** Lets queued promise callbacks run. */
export const flush = async (times = 10) => {
  for (let i = 0; i < times; i++) await Promise.resolve();
};
