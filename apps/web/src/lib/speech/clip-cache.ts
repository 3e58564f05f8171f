import { LRUCache } from 'lru-cache';

/** Recently spoken or prewarmed labels: at 22 kHz 16-bit a one-word label is about 20 KB. */
const CLIP_ENTRIES = 200;
const CLIP_BYTES = 8 * 1024 * 1024;

export type Clip = Int16Array[];

/** Finished eSpeak clips, least recently used dropped first past 200 clips or 8 MB; a bigger clip is not kept. */
export const createClipCache = (maxEntries = CLIP_ENTRIES, maxBytes = CLIP_BYTES) =>
  new LRUCache<string, Clip>({
    max: maxEntries,
    maxSize: maxBytes,
    // lru-cache wants a positive size; an empty clip (no audio) still takes a slot.
    sizeCalculation: (clip) =>
      Math.max(
        1,
        clip.reduce((sum, chunk) => sum + chunk.byteLength, 0),
      ),
  });
