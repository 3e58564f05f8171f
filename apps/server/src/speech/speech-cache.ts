import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SpeechAudio } from './speech-engine.ts';

/** Said audio as kept, with the entity tag its answers carry. */
export type KeptSpeech = SpeechAudio & { etag: string };

/** What makes two utterances the same audio: the engine, the voice, the text, the rate and the pitch. */
export type SpeechKey = { engine: string; voice: string; text: string; rate: number; pitch: number };

export const speechCacheKey = ({ engine, voice, text, rate, pitch }: SpeechKey): string =>
  createHash('sha256')
    .update(JSON.stringify([engine, voice, text, rate, pitch]))
    .digest('base64url');

/**
 * The audio the server said lately, at most `maxBytes` of it, the least recently asked going first: a board's words
 * are said again and again, and an outside provider is paid (and slow) per utterance. The same utterance asked twice
 * at once is made once.
 */
export function createSpeechCache(maxBytes: number) {
  const kept = new LRUCache<string, KeptSpeech>({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.audio.length) });
  const making = new Map<string, Promise<KeptSpeech>>();
  return {
    /** The kept audio of this utterance, else `make`'s, kept for the next time (not when it fails). */
    async get(key: SpeechKey, make: () => Promise<SpeechAudio>): Promise<KeptSpeech & { hit: boolean }> {
      const id = speechCacheKey(key);
      const found = kept.get(id);
      if (found) return { ...found, hit: true };
      let pending = making.get(id);
      if (!pending) {
        pending = make()
          .then((audio) => {
            const entry = { ...audio, etag: `"${id}"` };
            // One utterance over the whole cap is answered, never kept (lru-cache would refuse it anyway).
            if (audio.audio.length <= maxBytes) kept.set(id, entry);
            return entry;
          })
          .finally(() => making.delete(id));
        making.set(id, pending);
      }
      return { ...(await pending), hit: false };
    },
    /** Bytes kept now. */
    get bytes(): number {
      return kept.calculatedSize;
    },
  };
}
export type SpeechCache = ReturnType<typeof createSpeechCache>;
