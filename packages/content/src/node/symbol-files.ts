import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtInBoards } from '../built-in-boards.ts';
import { featuredBoards } from '../featured-boards.ts';
import { OPENMOJI_URL_PREFIX, TESSERA_URL_PREFIX } from '../kit/pictures.ts';

/** A picture the built-in content uses: where the app serves it, and the file to copy there. */
export interface SymbolFile {
  urlPath: string;
  sourceFile: string;
}

const require = createRequire(import.meta.url);

/** OpenMoji's colour SVGs, one per hexcode, in the installed package (never copied into the repo). */
export const OPENMOJI_SVG_DIR = join(dirname(require.resolve('openmoji/package.json')), 'color', 'svg');
/** Our own drawings, for words OpenMoji has no fitting picture for. */
export const TESSERA_SYMBOLS_DIR = fileURLToPath(new URL('../../symbols/', import.meta.url));

/** The file behind an app picture path, or undefined when the path is not one of our symbol paths. */
export function symbolSourceFile(urlPath: string): string | undefined {
  if (urlPath.startsWith(OPENMOJI_URL_PREFIX)) return join(OPENMOJI_SVG_DIR, urlPath.slice(OPENMOJI_URL_PREFIX.length));
  if (urlPath.startsWith(TESSERA_URL_PREFIX)) return join(TESSERA_SYMBOLS_DIR, urlPath.slice(TESSERA_URL_PREFIX.length));
  return undefined;
}

/**
 * Every picture the built-in boards and featured boards show, so a build copies exactly these
 * files. Throws when one is missing: a build must not ship a board with a broken picture.
 */
export function usedSymbolFiles(): SymbolFile[] {
  const paths = new Set<string>();
  for (const board of builtInBoards) {
    if (board.caption) paths.add(board.caption);
    for (const tile of board.tiles) if (tile.image) paths.add(tile.image);
  }
  for (const featured of featuredBoards) paths.add(featured.image);
  return [...paths].sort().map((urlPath) => {
    const sourceFile = symbolSourceFile(urlPath);
    if (!sourceFile || !existsSync(sourceFile)) throw new Error(`No symbol file for ${urlPath}`);
    return { urlPath, sourceFile };
  });
}
