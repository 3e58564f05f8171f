import { usedSymbolFiles } from '@tessera/content/node';
import { openMojiSvgFile, readOpenMoji } from './openmoji-data';

/** Every OpenMoji picture the symbol search can offer, so the build holds all of them (about 4,500 SVGs). */
export const searchableSymbolFiles = (): { urlPath: string; sourceFile: string }[] =>
  readOpenMoji().map(({ hexcode }) => ({ urlPath: `/symbols/openmoji/${hexcode}.svg`, sourceFile: openMojiSvgFile(hexcode) }));

/** Whether a path of the build (`symbols/openmoji/1F600.svg`) is a picture only the symbol search offers. */
export function searchOnlyPictures(): (path: string) => boolean {
  const used = new Set(usedSymbolFiles().map((file) => file.urlPath.replace(/^\//, '')));
  return (path) => path.startsWith('symbols/openmoji/') && !used.has(path);
}
