import { isMediaRef } from './media-refs';
import type { TesseraDb } from './tessera-db';

// Object URLs live as long as the page: a board shows the same pictures again and again, and a tile's picture
// must appear without a flash when its board is opened a second time.
const resolved = new Map<string, string | null>();
const pending = new Map<string, Promise<string | null>>();

/** The URL an <img> or <audio> can use right now, or undefined while a `media:` ref is still being read. */
export function cachedMediaUrl(ref: string | undefined): string | null | undefined {
  if (!ref) return undefined;
  if (!isMediaRef(ref)) return ref;
  return resolved.get(ref);
}

/** Turns a tile's `image` or `sound` into a usable URL: `media:<id>` becomes an object URL; anything else is kept. */
export function resolveMediaUrl(ref: string, db?: TesseraDb): Promise<string | null> {
  if (!isMediaRef(ref)) return Promise.resolve(ref);
  if (resolved.has(ref)) return Promise.resolve(resolved.get(ref) ?? null);
  let request = pending.get(ref);
  if (!request) {
    // The store (and Dexie with it) loads with the first stored picture, not with the first board's code.
    request = import('./media-store')
      .then(({ loadMedia }) => loadMedia(ref, db))
      .then((blob) => (blob ? URL.createObjectURL(blob) : null))
      .catch(() => null)
      .then((url) => {
        resolved.set(ref, url);
        pending.delete(ref);
        return url;
      });
    pending.set(ref, request);
  }
  return request;
}

/** Tests: drop every cached URL. */
export function clearMediaUrlCache(): void {
  for (const url of resolved.values()) if (url) URL.revokeObjectURL(url);
  resolved.clear();
  pending.clear();
}
