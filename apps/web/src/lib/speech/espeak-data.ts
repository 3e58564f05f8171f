/** Cache Storage bucket for the voice data; its URL carries a content hash, so old versions are pruned. */
export const ESPEAK_DATA_CACHE = 'tessera-espeak-ng';

/**
 * Loads eSpeak NG's voice data from the app's own origin, keeping a copy in Cache Storage so speech
 * works offline from the second visit on (the 24 MB file is far over the service worker's precache limit).
 */
export async function loadEspeakData(url: string): Promise<{ data: ArrayBuffer; fromCache: boolean }> {
  const cache = await openCache();
  const cached = await cache?.match(url);
  if (cached) return { data: await cached.arrayBuffer(), fromCache: true };

  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load eSpeak NG data (${response.status})`);
  if (cache) {
    await cache.put(url, response.clone()).catch(() => undefined);
    await pruneOtherVersions(cache, url);
  }
  return { data: await response.arrayBuffer(), fromCache: false };
}

async function openCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(ESPEAK_DATA_CACHE);
  } catch {
    // Cache Storage needs a secure context; without it the data is simply fetched each session.
    return null;
  }
}

async function pruneOtherVersions(cache: Cache, keep: string): Promise<void> {
  const keepUrl = new URL(keep, self.location.href).href;
  for (const request of await cache.keys()) {
    if (request.url !== keepUrl) await cache.delete(request);
  }
}
