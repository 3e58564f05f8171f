import { labelScripts } from '@tessera/core';
import { useEffect } from 'react';
import { showScripts } from './shown-scripts';

/**
 * Shows the scripts of `texts` (written in `locale`, which tells Chinese characters apart) in their Noto fonts.
 * After the paint, and only when the texts change: the board on screen is never held up for it.
 */
export function useScriptFonts(texts: readonly string[], locale?: string): void {
  const joined = texts.join('\n');
  useEffect(() => showScripts(labelScripts([joined], locale)), [joined, locale]);
}
