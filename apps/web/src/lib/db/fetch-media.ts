import type { ExportMedia } from '@tessera/core';
import { blobBytes } from './blob-bytes';
import { isMediaRef } from './media-refs';
import { loadMedia } from './media-store';

/** A picture's or sound's bytes by its source: the device's store for `media:`, else the network. */
export type FetchMedia = (src: string) => Promise<ExportMedia | null>;

export const fetchMedia: FetchMedia = async (src) => {
  const blob = isMediaRef(src) ? await loadMedia(src) : await fetch(src).then((response) => (response.ok ? response.blob() : null));
  return blob ? { bytes: new Uint8Array(await blobBytes(blob)), type: blob.type || 'application/octet-stream' } : null;
};
