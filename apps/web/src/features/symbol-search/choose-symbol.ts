import { rememberUserSymbol } from '../../lib/symbols';
import { ONLINE_TIMEOUT_MS } from './online/online-urls';
import type { StoreMedia } from './store-media';
import type { SymbolResult } from './symbol-result';

/** The service worker's runtime cache for symbol pictures (see vite.config.ts). */
export const SYMBOLS_CACHE = 'tessera-symbols';

/** Puts a catalogue picture in the symbol cache now, so a tile made with it shows offline even if never shown again. */
async function keepCataloguePicture(src: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(SYMBOLS_CACHE);
  if (!(await cache.match(src))) await cache.add(src);
}

async function downloadPicture(src: string): Promise<Blob | null> {
  const response = await fetch(src, { signal: AbortSignal.timeout(ONLINE_TIMEOUT_MS) });
  if (!response.ok) return null;
  const blob = await response.blob();
  return blob.type.startsWith('image/') ? blob : null;
}

/**
 * What a tile stores for a chosen suggestion. Catalogue pictures keep their app path (cached for offline use);
 * the user's own pictures keep their `media:` reference; an online library's picture is downloaded and stored on
 * this device (and made searchable under its label), so the tile works offline. If the download fails, the tile
 * keeps the library's URL, which still works while online.
 */
export async function chooseSymbol(result: SymbolResult, storeMedia: StoreMedia, lang = ''): Promise<string> {
  if (result.source === 'upload') return result.src;
  if (result.source === 'tessera') {
    await keepCataloguePicture(result.src).catch(() => undefined);
    return result.src;
  }
  try {
    const blob = await downloadPicture(result.src);
    if (!blob) return result.src;
    const ref = await storeMedia(blob, 'image');
    await rememberUserSymbol(ref, result.label, lang).catch(() => undefined);
    return ref;
  } catch {
    return result.src;
  }
}
