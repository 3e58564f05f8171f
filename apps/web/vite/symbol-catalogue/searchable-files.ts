import { usedSymbolFiles } from '@tessera/content/node';
import { openMojiSvgFile, readOpenMoji } from './openmoji-data';

/** Every OpenMoji picture the symbol search can offer, so the build holds all of them (about 4,500 SVGs). */
export const searchableSymbolFiles = (): { urlPath: string; sourceFile: string }[] =>
  readOpenMoji().map(({ hexcode }) => ({ urlPath: `/symbols/openmoji/${hexcode}.svg`, sourceFile: openMojiSvgFile(hexcode) }));

/**
 * A Workbox manifest transform that precaches only the OpenMoji pictures the built-in boards show: the rest of the
 * searchable set (tens of megabytes) is fetched when a search shows it, and a chosen one is cached then.
 */
export function precacheOnlyBoardSymbols() {
  const used = new Set(usedSymbolFiles().map((file) => file.urlPath.replace(/^\//, '')));
  return <Entry extends { url: string }>(entries: Entry[]) => ({
    manifest: entries.filter((entry) => !entry.url.startsWith('symbols/openmoji/') || used.has(entry.url)),
  });
}
