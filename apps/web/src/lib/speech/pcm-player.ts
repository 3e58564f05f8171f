import type { SpeakOutcome } from './speech-types';

/** What a finished playback heard: used for the test log and for "is this really sound?" checks. */
export type PlaybackStats = { samples: number; peak: number };

/**
 * Plays 16-bit PCM chunks back to back through Web Audio as they arrive from the worker, so long
 * phrases start sounding before the whole phrase is synthesised.
 */
export class PcmPlayer {
  readonly done: Promise<SpeakOutcome>;
  readonly stats: PlaybackStats = { samples: 0, peak: 0 };
  private settle!: (outcome: SpeakOutcome) => void;
  private reject!: (error: Error) => void;
  private readonly output: GainNode;
  private readonly sources = new Set<AudioBufferSourceNode>();
  private nextStart = 0;
  private finished = false;
  private stopped = false;

  constructor(
    private readonly context: AudioContext,
    private readonly sampleRate: number,
    volume: number,
    private readonly onFirstSample: () => void,
  ) {
    this.done = new Promise((resolve, reject) => {
      this.settle = resolve;
      this.reject = reject;
    });
    this.output = context.createGain();
    this.output.gain.value = Math.min(1, Math.max(0, volume));
    this.output.connect(context.destination);
  }

  push(pcm: Int16Array): void {
    if (this.stopped || pcm.length === 0) return;
    const buffer = this.context.createBuffer(1, pcm.length, this.sampleRate);
    const channel = buffer.getChannelData(0);
    let peak = this.stats.peak;
    for (let i = 0; i < pcm.length; i++) {
      const sample = (pcm[i] ?? 0) / 32768;
      channel[i] = sample;
      if (Math.abs(sample) > peak) peak = Math.abs(sample);
    }
    this.stats.peak = peak;
    this.stats.samples += pcm.length;

    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.output);
    const first = this.sources.size === 0 && this.nextStart === 0;
    const start = Math.max(this.nextStart, this.context.currentTime);
    source.start(start);
    this.nextStart = start + buffer.duration;
    this.sources.add(source);
    source.onended = () => {
      this.sources.delete(source);
      this.settleIfDone();
    };
    if (first) this.onFirstSample();
  }

  /** No more chunks will come; done resolves when the last one has played. */
  finish(): void {
    this.finished = true;
    this.settleIfDone();
  }

  stop(): void {
    if (this.silence()) this.settle('cancelled');
  }

  /** The audio will never be complete (synthesis failed): stop and reject. */
  fail(error: Error): void {
    if (this.silence()) this.reject(error);
  }

  private silence(): boolean {
    if (this.stopped) return false;
    this.stopped = true;
    for (const source of this.sources) {
      source.onended = null;
      source.stop();
    }
    this.sources.clear();
    this.output.disconnect();
    return true;
  }

  private settleIfDone(): void {
    if (this.finished && !this.stopped && this.sources.size === 0) {
      this.output.disconnect();
      this.settle('ended');
    }
  }
}
