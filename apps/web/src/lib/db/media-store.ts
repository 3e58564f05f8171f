import { createLocalId } from '@tessera/core';
import { blobBytes } from './blob-bytes';
import { isMediaRef, mediaIdOf, mediaRef } from './media-refs';
import { getDb, type MediaKind, type TesseraDb } from './tessera-db';

/**
 * Keeps a picture or a recording on this device and returns the `media:<id>` a tile stores in `image` or
 * `sound`. Rejects with the browser's error when storage is full (see isQuotaError).
 */
export async function saveMedia(blob: Blob, kind: MediaKind, db: TesseraDb = getDb()): Promise<string> {
  const id = createLocalId(Math.random);
  const bytes = await blobBytes(blob);
  await db.media.put({ id, kind, type: blob.type || 'application/octet-stream', size: bytes.byteLength, bytes, createdAt: Date.now() });
  return mediaRef(id);
}

/** The stored file behind a `media:<id>`, or null when there is none (e.g. deleted, or made on another device). */
export async function loadMedia(ref: string, db: TesseraDb = getDb()): Promise<Blob | null> {
  if (!isMediaRef(ref)) return null;
  const record = await db.media.get(mediaIdOf(ref));
  return record ? new Blob([record.bytes], { type: record.type }) : null;
}

export async function deleteMedia(refs: readonly string[], db: TesseraDb = getDb()): Promise<void> {
  await db.media.bulkDelete(refs.filter(isMediaRef).map(mediaIdOf));
}
