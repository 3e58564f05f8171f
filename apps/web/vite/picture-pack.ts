import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SymbolFile } from '@tessera/content/node';
import { PICTURE_PACK_NAME, picturePackName } from '../src/service-worker/picture-pack-name';

/**
 * The built-in boards' pictures as one file, `{ "/symbols/…svg": "<svg…" }`, named by its content: the service
 * worker precaches it in place of the 695 files (one request at install instead of 695; 273 KB as brotli, about half
 * of the files one by one, as they share most of their markup) and answers those pictures from it
 * (src/service-worker/pictures-route.ts).
 */
export function picturePack(files: SymbolFile[]): { fileName: string; source: string } {
  const source = JSON.stringify(Object.fromEntries(files.map((file) => [file.urlPath, readFileSync(file.sourceFile, 'utf8')])));
  return { fileName: picturePackName(createHash('sha256').update(source).digest('hex').slice(0, 12)), source };
}

/** A precache manifest transform that fails the build when the pack is not in the list: no built-in picture would work offline. */
export function requirePicturePack<Entry extends { url: string }>(entries: Entry[]): { manifest: Entry[] } {
  if (!entries.some((entry) => PICTURE_PACK_NAME.test(entry.url))) throw new Error('the picture pack (symbols/pictures-<hash>.json) is not precached');
  return { manifest: entries };
}
