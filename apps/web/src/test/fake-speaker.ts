import type { SpeakOutcome } from '../lib/speech';
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
  cancelCount = 0;
  private pending: Pending[] = [];

  private later(): Promise<SpeakOutcome> {
    return new Promise((resolve) => this.pending.push({ resolve }));
  }

  speak: Speaker['speak'] = (text, request = {}) => {
    if (request.interrupt) this.cancel();
    this.spoken.push(text);
    return this.later();
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
