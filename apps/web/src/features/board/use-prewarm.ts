import { tileSpeechText, type Tile } from '@tessera/core';
import { useEffect } from 'react';
import type { Speaker } from '../../state/speech-context';

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * Once a board is shown, its words are handed to the speech service in idle time, so an offline voice can
 * synthesise them before they are tapped. Folders are included: folder vocalization speaks them too.
 */
export function usePrewarm(speaker: Pick<Speaker, 'prewarm'>, tiles: readonly Tile[]): void {
  useEffect(() => {
    const texts = [...new Set(tiles.map(tileSpeechText).filter(Boolean))];
    if (texts.length === 0) return;
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback && idle.cancelIdleCallback) {
      const handle = idle.requestIdleCallback(() => speaker.prewarm(texts), { timeout: 2000 });
      return () => idle.cancelIdleCallback?.(handle);
    }
    const timer = window.setTimeout(() => speaker.prewarm(texts), 200);
    return () => window.clearTimeout(timer);
  }, [speaker, tiles]);
}
