import type { SpeakOutcome, SpeechVoice } from '../lib/speech';
import type { Speaker } from '../state/speech-context';

type Pending = { resolve: (outcome: SpeakOutcome) => void };

/**
 * A test double of the speech service as the board and output bar use it: it records what it was asked to
 * say, and its playback lasts until the test calls finish() or something calls cancel().
 */
export class FakeSpeaker implements Speaker {
  readonly spoken: string[] = [];
  readonly sounds: string[] = [];
  readonly outputs: string[][] = [];
  readonly prewarmed: string[][] = [];
  readonly configured: Parameters<Speaker['configure']>[0][] = [];
  /** What speak() was asked besides the text (voice, pitch, rate, interrupt). */
  readonly requests: NonNullable<Parameters<Speaker['speak']>[1]>[] = [];
  /** The cues of auditory scanning, with what they were asked besides the text. */
  readonly cues: { text: string; options: NonNullable<Parameters<Speaker['speakCue']>[1]> }[] = [];
  cancelCount = 0;
  private pending: Pending[] = [];

  /** The voices the device offers, as the service lists them. */
  constructor(private readonly voices: readonly SpeechVoice[] = []) {}

  private later(): Promise<SpeakOutcome> {
    return new Promise((resolve) => this.pending.push({ resolve }));
  }

  speak: Speaker['speak'] = (text, request = {}) => {
    if (request.interrupt) this.cancel();
    this.spoken.push(text);
    this.requests.push(request);
    return this.later();
  };

  speakCue: Speaker['speakCue'] = (text, options = {}) => void this.cues.push({ text, options });

  getVoices: Speaker['getVoices'] = async (lang) => {
    const base = (tag: string) => tag.split(/[-_]/)[0]?.toLowerCase();
    return this.voices.filter((voice) => !lang || base(voice.lang) === base(lang));
  };

  playSound: Speaker['playSound'] = (url) => {
    this.sounds.push(url);
    return this.later();
  };

  playOutput: Speaker['playOutput'] = (tiles) => {
    this.outputs.push(tiles.map((tile) => tile.vocalization || tile.label || ''));
    return this.later();
  };

  cancel: Speaker['cancel'] = () => {
    this.cancelCount += 1;
    this.settle('cancelled');
  };

  prewarm: Speaker['prewarm'] = (texts) => void this.prewarmed.push([...texts]);

  configure: Speaker['configure'] = (settings) => void this.configured.push(settings);

  /** Everything playing ends normally. */
  finish(): void {
    this.settle('ended');
  }

  private settle(outcome: SpeakOutcome): void {
    const pending = this.pending;
    this.pending = [];
    pending.forEach(({ resolve }) => resolve(outcome));
  }
}
