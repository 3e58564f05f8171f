import type { Tile } from '@tessera/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Speaker } from '../../state/speech-context';

/**
 * Speak plays the whole output (spec 01 §4 Output playback: sound groups in turn, text groups as one phrase), or says
 * the improved phrase when there is one (Improve Phrase); Stop cancels at once. `speaking` is true from Speak until
 * the playback ends or is stopped.
 */
export function useOutputPlayback(speaker: Pick<Speaker, 'playOutput' | 'speak' | 'cancel'>, tiles: readonly Tile[], improvedPhrase = '') {
  const [speaking, setSpeaking] = useState(false);
  const run = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Plays the output, or `other` tiles (a phrase just put back, before the output shows it). */
  const play = useCallback(
    (other?: readonly Tile[]) => {
      const current = ++run.current;
      speaker.cancel();
      setSpeaking(true);
      const done = () => {
        if (mounted.current && run.current === current) setSpeaking(false);
      };
      (other ? speaker.playOutput(other) : improvedPhrase ? speaker.speak(improvedPhrase) : speaker.playOutput(tiles)).then(done, done);
    },
    [speaker, tiles, improvedPhrase],
  );

  const stop = useCallback(() => {
    run.current += 1;
    speaker.cancel();
    setSpeaking(false);
  }, [speaker]);

  return { speaking, play, stop };
}
