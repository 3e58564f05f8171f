import { isCloudVoiceURI, parseCloudVoiceURI, type Tile } from '@tessera/core';
import { CLOUD_SPEECH_TIMEOUT_MS, CLOUD_VOICES_FAILED, type CloudProblem, type CloudSpeech } from './cloud-speech';
import { TypedEvents } from './typed-events';
import { chooseEngine, type EngineChoice } from './engine-choice';
import { listEspeakVoices } from './espeak-voices';
import { planOutput } from './output-plan';
import type { SoundPlayer } from './sound-player';
import type { SpeechLog, SpeechLogEntry } from './speech-log';
import type { OfflineSpeechEngine, SoundSource, SpeakOptions, SpeakOutcome, SpeechEngine, SpeechVoice, Unsubscribe } from './speech-types';
import { UtteranceQueue } from './utterance-queue';
import type { WebSpeechEngine } from './web-speech-engine';

/** Spec 01 §8, word for word. */
export const NO_VOICE_WARNING = 'WARNING: we did not detect an available Text to Speech voice! ... cannot work properly.';

export type ServiceEvents = {
  start: { text: string; engine: SoundSource };
  end: { text: string; engine: SoundSource; outcome: SpeakOutcome };
  error: { text: string; engine: SoundSource; error: Error };
  /** Neither the browser nor eSpeak NG can speak the language. */
  warning: { message: string; lang: string };
  /** The chosen server voice could not speak (offline, or the server failed or took over 5 s): the device's or offline voice did. */
  cloud: { problem: CloudProblem; voiceURI: string };
};

export type SpeechServiceDeps = {
  web: (SpeechEngine & Pick<WebSpeechEngine, 'voicesReady' | 'currentVoices'>) | null;
  /** Null when this browser cannot run the offline engine (no Worker or Web Audio). */
  loadOffline: (() => Promise<OfflineSpeechEngine>) | null;
  playSound: SoundPlayer;
  isOnline: () => boolean;
  log: SpeechLog;
  mark: (name: 'speech-request' | 'speech-audio-start', detail: { text: string; engine: SoundSource }) => void;
};

export type SpeakRequest = Partial<SpeakOptions> & {
  /** Stop whatever is playing or queued first, instead of waiting for it. */
  interrupt?: boolean;
};

/**
 * Picks an engine per utterance, plays utterances in order, and stops them all at once. Cues (auditory scanning)
 * give way to everything else: see speakCue.
 */
export class SpeechService {
  private readonly events = new TypedEvents<ServiceEvents>();
  private readonly queue = new UtteranceQueue();
  private settings: SpeakOptions = { lang: 'en-US', pitch: 1, rate: 1, volume: 1 };
  private offline: Promise<OfflineSpeechEngine> | null = null;
  private offlineEngine: OfflineSpeechEngine | null = null;
  private offlineFailed = false;
  private current: { entry: SpeechLogEntry; stop?: () => void } | null = null;
  /** Utterances and sounds other than cues, queued or playing; and cues queued or playing. */
  private pendingSpeech = 0;
  private pendingCues = 0;
  /** The latest cue asked for while other speech was pending: said once that is over. */
  private waitingCue: (() => void) | null = null;
  /** The server's voices once signed in (app/ hands them over), and their list, asked for once. */
  private cloud: CloudSpeech | null = null;
  private cloudVoices: Promise<SpeechVoice[]> | null = null;

  constructor(private readonly deps: SpeechServiceDeps) {
    if (deps.web) this.listen(deps.web);
  }

  get log(): SpeechLog {
    return this.deps.log;
  }

  /** Voice, language, pitch, rate and volume from settings; they apply from the next utterance on. */
  configure(settings: Partial<SpeakOptions>): void {
    this.settings = { ...this.settings, ...settings };
  }

  on<K extends keyof ServiceEvents>(type: K, listener: (event: ServiceEvents[K]) => void): Unsubscribe {
    return this.events.on(type, listener);
  }

  /** The server's voices, or null (signed out): their voices are listed and spoken from then on, or no longer. */
  setCloud(cloud: CloudSpeech | null): void {
    this.cloud = cloud;
    this.cloudVoices = null;
  }

  /** The browser's voices, one "eSpeak NG — <language>" per supported locale, then the server's; optionally of one language. */
  async getVoices(lang?: string): Promise<SpeechVoice[]> {
    const [web, cloud] = await Promise.all([this.deps.web ? this.deps.web.getVoices() : [], this.listCloudVoices()]);
    const all = [...web, ...(this.offlineAvailable() ? listEspeakVoices() : []), ...cloud];
    const base = (tag: string) => tag.split(/[-_]/)[0]?.toLowerCase();
    return lang ? all.filter((voice) => base(voice.lang) === base(lang)) : all;
  }

  /** The spec's no-voice warning when neither engine can speak the language, else null. */
  async noVoiceWarning(lang = this.settings.lang): Promise<string | null> {
    const choice = await this.choose({ ...this.settings, lang });
    return choice.engine === 'none' ? NO_VOICE_WARNING : null;
  }

  speak(text: string, request: SpeakRequest = {}): Promise<SpeakOutcome> {
    const { interrupt, ...overrides } = request;
    if (interrupt) this.cancel();
    const options = { ...this.settings, ...overrides };
    return this.asSpeech(() => this.queue.enqueue((isCurrent) => this.say(text.trim(), options, isCurrent)));
  }

  /** Plays a tile's recorded sound in the same queue as speech. */
  playSound(url: string, label = ''): Promise<SpeakOutcome> {
    return this.asSpeech(() => this.queue.enqueue((isCurrent) => this.play(url, label, isCurrent)));
  }

  /**
   * A cue: what auditory scanning says as the highlight moves. What a person selected must be heard in full, so a
   * cue never stops other speech: asked for while any is queued or playing, it waits until that is over, and only
   * the latest waiting cue is said then. Other speech, and a newer cue, stop a cue at once.
   */
  speakCue(text: string, overrides: Partial<SpeakOptions> = {}): void {
    const options = { ...this.settings, ...overrides };
    const sayCue = () => {
      this.waitingCue = null;
      if (this.pendingCues > 0) this.cancel(); // only cues are queued now
      this.pendingCues++;
      const done = this.queue.enqueue((isCurrent) => this.say(text.trim(), options, isCurrent, true));
      void done.catch(() => undefined).finally(() => this.pendingCues--);
    };
    if (this.pendingSpeech > 0) this.waitingCue = sayCue;
    else sayCue();
  }

  /** Queues speech other than a cue: a cue playing is stopped for it, and a waiting cue waits until it is over. */
  private asSpeech(enqueue: () => Promise<SpeakOutcome>): Promise<SpeakOutcome> {
    if (this.pendingCues > 0 && this.pendingSpeech === 0) this.cancel();
    this.pendingSpeech++;
    const done = enqueue();
    const settled = () => {
      this.pendingSpeech--;
      if (this.pendingSpeech === 0) this.waitingCue?.();
    };
    done.then(settled, settled);
    return done;
  }

  /** Plays the output bar (spec 01 §4); cancel() stops the remaining groups too. */
  async playOutput(tiles: readonly Tile[]): Promise<SpeakOutcome> {
    const steps = planOutput(tiles).map((step) => (step.kind === 'sound' ? this.playSound(step.url, step.label) : this.speak(step.text)));
    const outcomes = await Promise.all(steps);
    return outcomes.includes('cancelled') ? 'cancelled' : 'ended';
  }

  /** Stops at once: the current utterance or sound in either engine, everything queued, and a waiting cue. */
  cancel(): void {
    this.waitingCue = null;
    this.queue.cancelAll();
    this.deps.web?.cancel();
    this.offlineEngine?.cancel();
    this.current?.stop?.();
  }

  /**
   * Pre-synthesises labels (the visible board) when eSpeak NG is the engine that will speak them; with a server voice,
   * loads the offline voice its taps fall back to.
   */
  prewarm(texts: readonly string[]): void {
    const options = this.settings;
    void this.choose(options)
      .then(async (choice) => {
        if (choice.engine === 'espeak-ng') (await this.loadOffline()).prewarm(texts, { ...options, voiceURI: choice.voiceURI });
        if (choice.engine === 'cloud') this.readyFallback(options);
      })
      .catch(() => undefined);
  }

  /**
   * What a server voice falls back to is the device's voice of the language, else the offline one: that one is loaded
   * in the background while the server speaks (its 24 MB come from the server too), so a server gone is never silence.
   */
  private readyFallback(options: SpeakOptions): void {
    void this.choose({ ...options, voiceURI: undefined })
      .then((fallback) => (fallback.engine === 'espeak-ng' ? this.loadOffline() : undefined))
      .catch(() => undefined);
  }

  /** The server's voices (spec 02 §7); a failure is only logged, in the spec's words, and the list is empty until asked again. */
  private listCloudVoices(): Promise<SpeechVoice[]> {
    const cloud = this.cloud;
    if (!cloud) return Promise.resolve([]);
    this.cloudVoices ??= cloud.voices().then(
      (voices) => voices.map((voice) => ({ ...voice, engine: 'cloud' as const })),
      (error: unknown) => {
        console.warn(CLOUD_VOICES_FAILED, error);
        if (this.cloud === cloud) this.cloudVoices = null;
        return [];
      },
    );
    return this.cloudVoices;
  }

  private async say(text: string, requested: SpeakOptions, isCurrent: () => boolean, cue = false): Promise<SpeakOutcome> {
    if (!text) return 'ended';
    let options = requested;
    let choice = await this.choose(options);
    if (!isCurrent()) return 'cancelled';
    if (choice.engine === 'cloud') {
      try {
        return await this.sayWithCloud(choice.voiceURI, text, options, isCurrent, cue);
      } catch {
        if (!isCurrent()) return 'cancelled';
        this.events.emit('cloud', { problem: 'failed', voiceURI: choice.voiceURI });
        // Never silent: the device's or the offline voice of the language says it instead.
        options = { ...options, voiceURI: undefined };
        choice = await this.choose(options);
        if (!isCurrent()) return 'cancelled';
      }
    } else if (this.cloud && isCloudVoiceURI(options.voiceURI) && !this.deps.isOnline() && this.suitsLanguage(options)) {
      this.events.emit('cloud', { problem: 'offline', voiceURI: options.voiceURI! });
    }
    try {
      return await this.sayWith(choice, text, options, isCurrent, cue);
    } catch (error) {
      // A browser voice that fails (a cloud voice without network, a vanished voice) gets a second chance
      // with eSpeak NG.
      const fallback = choice.engine === 'web-speech' ? await this.choose(options, false) : null;
      if (fallback?.engine === 'espeak-ng' && isCurrent()) return this.sayWith(fallback, text, options, isCurrent, cue);
      if ((await this.choose(options)).engine === 'none') this.events.emit('warning', { message: NO_VOICE_WARNING, lang: options.lang });
      throw error;
    }
  }

  private suitsLanguage({ voiceURI, lang }: SpeakOptions): boolean {
    const base = (tag: string) => tag.split(/[-_]/)[0]?.toLowerCase();
    const cloudLang = voiceURI ? parseCloudVoiceURI(voiceURI)?.lang : undefined;
    return cloudLang !== undefined && base(cloudLang) === base(lang);
  }

  /**
   * Says the text with a server voice through an audio element. Rejects when the server fails, cannot be reached, or
   * has not answered within 5 s (spec 01 §8); cancel() gives the request up (the entry is flagged cancelled).
   */
  private async sayWithCloud(voiceURI: string, text: string, options: SpeakOptions, isCurrent: () => boolean, cue: boolean): Promise<SpeakOutcome> {
    const cloud = this.cloud;
    if (!cloud) throw new Error('No server voices');
    this.readyFallback(options);
    const entry = this.begin(text, 'cloud', voiceURI, options, cue);
    const request = new AbortController();
    const timer = setTimeout(() => request.abort(), CLOUD_SPEECH_TIMEOUT_MS);
    this.current = { entry, stop: () => request.abort() };
    try {
      const clip = await cloud.audio({ text, voiceURI, rate: options.rate, pitch: options.pitch }, request.signal).finally(() => clearTimeout(timer));
      if (!isCurrent()) {
        clip.release();
        entry.outcome = 'cancelled';
        return 'cancelled';
      }
      const playback = this.deps.playSound(clip.url, options.volume, () => this.audioStarted(entry, text, 'cloud'));
      this.current = { entry, stop: () => playback.stop() };
      entry.outcome = await playback.done.finally(() => clip.release());
      return entry.outcome;
    } catch (error) {
      entry.outcome = isCurrent() ? 'failed' : 'cancelled';
      throw error;
    } finally {
      entry.endedAt = performance.now();
      if (this.current?.entry === entry) this.current = null;
    }
  }

  private audioStarted(entry: SpeechLogEntry, text: string, engine: SoundSource): void {
    if (entry.audioStartedAt !== undefined) return;
    entry.audioStartedAt = performance.now();
    entry.latencyMs = entry.audioStartedAt - entry.requestedAt;
    this.deps.mark('speech-audio-start', { text, engine });
  }

  private async sayWith(choice: EngineChoice, text: string, options: SpeakOptions, isCurrent: () => boolean, cue: boolean): Promise<SpeakOutcome> {
    if (choice.engine === 'none') throw new Error(NO_VOICE_WARNING);
    if (choice.engine === 'cloud') return this.sayWithCloud(choice.voiceURI, text, options, isCurrent, cue);
    const entry = this.begin(text, choice.engine, choice.voiceURI, options, cue);
    const speakWith = { ...options, voiceURI: choice.voiceURI };
    try {
      let outcome: SpeakOutcome;
      if (choice.engine === 'web-speech' && this.deps.web) outcome = await this.deps.web.speak(text, speakWith);
      else {
        const engine = await this.loadOffline();
        if (!isCurrent()) outcome = 'cancelled';
        else {
          outcome = await engine.speak(text, speakWith);
          Object.assign(entry, engine.lastStats);
        }
      }
      entry.outcome = outcome;
      return outcome;
    } catch (error) {
      entry.outcome = 'failed';
      throw error;
    } finally {
      entry.endedAt = performance.now();
      if (this.current?.entry === entry) this.current = null;
    }
  }

  private async play(url: string, label: string, isCurrent: () => boolean): Promise<SpeakOutcome> {
    const entry = this.begin(label, 'sound', undefined);
    const playback = this.deps.playSound(url, this.settings.volume);
    this.current = { entry, stop: () => playback.stop() };
    if (!isCurrent()) playback.stop();
    try {
      entry.outcome = await playback.done;
      return entry.outcome;
    } catch (error) {
      // Spec 01 §8: media failures are only logged; the rest of the output still plays.
      console.warn(error);
      entry.outcome = 'failed';
      return 'ended';
    } finally {
      entry.endedAt = performance.now();
      this.current = null;
    }
  }

  private begin(
    text: string,
    engine: SoundSource,
    voice: string | undefined,
    prosody?: Pick<SpeakOptions, 'rate' | 'pitch' | 'volume'>,
    cue = false,
  ): SpeechLogEntry {
    const said = prosody ? { rate: prosody.rate, pitch: prosody.pitch, volume: prosody.volume } : {};
    const entry = this.deps.log.add({ text, engine, at: Date.now(), voice, ...said, ...(cue ? { cue } : {}), requestedAt: performance.now() });
    this.current = { entry };
    this.deps.mark('speech-request', { text, engine });
    return entry;
  }

  private listen(engine: SpeechEngine): void {
    engine.on('start', ({ text }) => {
      const entry = this.current?.entry;
      if (entry) this.audioStarted(entry, text, engine.id);
      this.events.emit('start', { text, engine: engine.id });
    });
    engine.on('end', ({ text, outcome }) => this.events.emit('end', { text, engine: engine.id, outcome }));
    engine.on('error', ({ text, error }) => this.events.emit('error', { text, engine: engine.id, error }));
  }

  private offlineAvailable(): boolean {
    return this.deps.loadOffline !== null && !this.offlineFailed;
  }

  private loadOffline(): Promise<OfflineSpeechEngine> {
    const load = this.deps.loadOffline;
    if (!load) return Promise.reject(new Error('The offline speech engine is not supported here'));
    this.offline ??= load()
      .then(async (engine) => {
        this.offlineEngine = engine;
        this.listen(engine);
        await engine.ready();
        return engine;
      })
      .catch((error: unknown) => {
        // Until the next page load: a later tap then falls to the warning instead of retrying for seconds.
        this.offlineFailed = true;
        throw error;
      });
    return this.offline;
  }

  /** Waits for the browser's voice list unless told the browser voices are out of the question. */
  private async choose(options: SpeakOptions, withBrowserVoices = true): Promise<EngineChoice> {
    if (withBrowserVoices) await this.deps.web?.voicesReady();
    return chooseEngine({
      webVoices: withBrowserVoices ? (this.deps.web?.currentVoices() ?? []) : [],
      voiceURI: options.voiceURI,
      lang: options.lang,
      online: this.deps.isOnline(),
      offlineAvailable: this.offlineAvailable(),
      cloudAvailable: this.cloud !== null,
    });
  }
}
