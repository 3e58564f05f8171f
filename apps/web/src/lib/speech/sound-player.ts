import type { SpeakOutcome } from './speech-types';

export type SoundPlayback = { done: Promise<SpeakOutcome>; stop(): void };
/** Plays a tile's recorded sound (a data: URL or a URL). */
export type SoundPlayer = (url: string, volume: number) => SoundPlayback;

/** Recorded sounds through an audio element: it decodes every format the recorder may have produced. */
export const playWithAudioElement: SoundPlayer = (url, volume) => {
  const audio = new Audio(url);
  audio.volume = Math.min(1, Math.max(0, volume));
  let settle: (outcome: SpeakOutcome) => void = () => undefined;
  const done = new Promise<SpeakOutcome>((resolve, reject) => {
    settle = resolve;
    audio.onended = () => resolve('ended');
    audio.onerror = () => reject(new Error(`Could not play the sound ${url.slice(0, 60)}`));
    // Old browsers return nothing from play(); newer ones a promise that rejects when playback is refused.
    audio.play()?.catch(reject);
  });
  return {
    done,
    stop() {
      audio.pause();
      audio.removeAttribute('src');
      settle('cancelled');
    },
  };
};
