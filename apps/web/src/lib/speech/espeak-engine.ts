import espeakDataUrl from '@echogarden/espeak-ng-emscripten/espeak-ng.data?url';
import { getAudioContext } from './audio-context';
import { createClipCache } from './clip-cache';
import { TypedEvents } from './typed-events';
import type { FromWorker, ToWorker } from './espeak-protocol';
import { espeakVoiceLang, listEspeakVoices, resolveEspeakVoice } from './espeak-voices';
import { PcmPlayer, type PlaybackStats } from './pcm-player';
import type { EngineEvents, OfflineSpeechEngine, SpeakOptions, SpeakOutcome, SpeechVoice } from './speech-types';

/** A job in the worker, and what it has produced so far. */
type Job = { id: number; key: string; chunks: Int16Array[]; done: boolean; player: PcmPlayer | null };

export type EspeakLoadInfo = { loadMs: number; dataFromCache: boolean };

/** The eSpeak voice: the chosen "eSpeak NG — <language>" voice, else the one for the language. */
const voiceFor = ({ voiceURI, lang }: SpeakOptions) => resolveEspeakVoice(espeakVoiceLang(voiceURI) ?? lang);

/** eSpeak NG in a Web Worker, heard through Web Audio. */
export class EspeakEngine implements OfflineSpeechEngine {
  readonly id = 'espeak-ng' as const;
  /** Filled once the worker is ready: how long loading took, for the performance figures. */
  loadInfo: EspeakLoadInfo | null = null;
  /** What the last playback heard (for the speech log). */
  lastStats: PlaybackStats | null = null;
  private readonly events = new TypedEvents<EngineEvents>();
  private readonly worker: Worker;
  private readonly whenReady: Promise<number>;
  private readonly cache = createClipCache();
  private readonly jobs = new Map<number, Job>();
  private readonly jobsByKey = new Map<string, Job>();
  private readonly playing = new Set<PcmPlayer>();
  private nextId = 1;

  constructor(createWorker = () => new Worker(new URL('./espeak-worker.ts', import.meta.url), { type: 'module', name: 'espeak-ng' })) {
    this.worker = createWorker();
    this.whenReady = new Promise((resolve, reject) => {
      this.worker.addEventListener('message', ({ data }: MessageEvent<FromWorker>) => {
        if (data.type === 'ready') {
          this.loadInfo = { loadMs: data.loadMs, dataFromCache: data.dataFromCache };
          resolve(data.sampleRate);
        } else if (data.type === 'init-failed') reject(new Error(data.message));
        else this.receive(data);
      });
      this.worker.addEventListener('error', (event) => reject(new Error(event.message || 'eSpeak NG worker failed')));
    });
    this.whenReady.catch(() => undefined);
    this.post({ type: 'init', dataUrl: new URL(espeakDataUrl, document.baseURI).href });
  }

  async ready(): Promise<void> {
    await this.whenReady;
  }

  async getVoices(): Promise<SpeechVoice[]> {
    return listEspeakVoices();
  }

  on<K extends keyof EngineEvents>(type: K, listener: (event: EngineEvents[K]) => void) {
    return this.events.on(type, listener);
  }

  async speak(text: string, options: SpeakOptions): Promise<SpeakOutcome> {
    try {
      const sampleRate = await this.whenReady;
      const context = getAudioContext();
      if (!context) throw new Error('Web Audio is not available');
      if (context.state === 'suspended') void context.resume().catch(() => undefined);

      const key = this.keyOf(text, options);
      const job = this.cache.has(key) ? null : this.jobFor(key, text, options, true);
      const player = new PcmPlayer(context, sampleRate, options.volume, () => this.events.emit('start', { text }));
      this.playing.add(player);
      if (job) this.attach(player, job);
      else {
        this.cache.get(key)?.forEach((chunk) => player.push(chunk));
        player.finish();
      }
      const outcome = await player.done.finally(() => this.playing.delete(player));
      this.lastStats = player.stats;
      this.events.emit('end', { text, outcome });
      return outcome;
    } catch (cause) {
      const error = cause instanceof Error ? cause : new Error(String(cause));
      this.events.emit('error', { text, error });
      throw error;
    }
  }

  /** Synthesises labels in the background so a later tap plays at once; never delays a tap. */
  prewarm(texts: readonly string[], options: SpeakOptions): void {
    // Creating the audio context costs ~10 ms; paying it now keeps it off the first tap.
    getAudioContext();
    for (const text of new Set(texts.map((label) => label.trim()).filter(Boolean))) {
      const key = this.keyOf(text, options);
      if (!this.cache.has(key) && !this.jobsByKey.has(key)) this.jobFor(key, text, options, false);
    }
  }

  cancel(): void {
    for (const player of this.playing) player.stop();
    this.playing.clear();
    // Jobs queued for utterances that were stopped are dropped, so the next tap finds the worker free;
    // prewarming carries on.
    const stopped = [...this.jobs.values()].filter((job) => job.player);
    for (const job of stopped) this.forget(job);
    if (stopped.length) this.post({ type: 'drop', ids: stopped.map((job) => job.id) });
  }

  /** Ends the worker; the engine cannot be used afterwards. */
  dispose(): void {
    this.cancel();
    this.worker.terminate();
  }

  private keyOf(text: string, options: SpeakOptions): string {
    return [voiceFor(options), options.rate, options.pitch, text].join('\u0000');
  }

  private forget(job: Job): void {
    this.jobs.delete(job.id);
    if (this.jobsByKey.get(job.key) === job) this.jobsByKey.delete(job.key);
  }

  private jobFor(key: string, text: string, options: SpeakOptions, urgent: boolean): Job {
    const existing = this.jobsByKey.get(key);
    if (existing) {
      if (urgent) this.post({ type: 'promote', id: existing.id });
      return existing;
    }
    const voice = voiceFor(options);
    if (!voice) throw new Error(`eSpeak NG cannot speak '${options.lang}'`);
    const job: Job = { id: this.nextId++, key, chunks: [], done: false, player: null };
    this.jobs.set(job.id, job);
    this.jobsByKey.set(key, job);
    this.post({ type: 'synth', id: job.id, text, voice, rate: options.rate, pitch: options.pitch, urgent });
    return job;
  }

  private attach(player: PcmPlayer, job: Job): void {
    job.player = player;
    job.chunks.forEach((chunk) => player.push(chunk));
    if (job.done) player.finish();
  }

  private receive(message: Exclude<FromWorker, { type: 'ready' | 'init-failed' }>): void {
    const job = this.jobs.get(message.id);
    if (!job) return;
    if (message.type === 'chunk') {
      job.chunks.push(message.pcm);
      job.player?.push(message.pcm);
      return;
    }
    this.forget(job);
    if (message.type === 'done') {
      job.done = true;
      this.cache.set(job.key, job.chunks);
      job.player?.finish();
    } else {
      job.player?.fail(new Error(message.message));
    }
  }

  private post(message: ToWorker): void {
    this.worker.postMessage(message);
  }
}
