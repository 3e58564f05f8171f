import { isMediaRef } from '../db/media-refs';
import { resolveMediaUrl } from '../db/media-url';
import type { SpeakOutcome } from './speech-types';

export type SoundPlayback = { done: Promise<SpeakOutcome>; stop(): void };
/** Plays a tile's recorded sound, or a server voice's audio (a data: URL or a URL); `onPlaying` when its first sound starts. */
export type SoundPlayer = (url: string, volume: number, onPlaying?: () => void) => SoundPlayback;

/** Recorded sounds through an audio element: it decodes every format the recorder may have produced. */
export const playWithAudioElement: SoundPlayer = (url, volume, onPlaying) => {
  const audio = new Audio(url);
  audio.volume = Math.min(1, Math.max(0, volume));
  if (onPlaying) audio.onplaying = () => onPlaying();
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

/**
 * Plays recordings kept on this device (`media:<id>`) as well as URLs: the stored file is turned into an object
 * URL first (instant after the first time), then handed to `play`.
 */
export const withMediaRefs =
  (play: SoundPlayer, resolve: (ref: string) => Promise<string | null> = resolveMediaUrl): SoundPlayer =>
  (url, volume, onPlaying) => {
    if (!isMediaRef(url)) return play(url, volume, onPlaying);
    let playback: SoundPlayback | null = null;
    let stopped = false;
    let settle: (outcome: SpeakOutcome) => void = () => undefined;
    const done = new Promise<SpeakOutcome>((resolveDone, reject) => {
      settle = resolveDone;
      resolve(url)
        .then((objectUrl) => {
          if (stopped) return;
          if (!objectUrl) throw new Error(`The recording ${url} is not on this device.`);
          playback = play(objectUrl, volume, onPlaying);
          playback.done.then(resolveDone, reject);
        })
        .catch(reject);
    });
    return {
      done,
      stop() {
        stopped = true;
        const current = playback as SoundPlayback | null;
        current?.stop();
        settle('cancelled');
      },
    };
  };
