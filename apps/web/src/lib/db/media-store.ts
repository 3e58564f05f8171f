import { createLocalId } from '@tessera/core';
import { blobBytes } from './blob-bytes';
import { isMediaRef, mediaIdOf, mediaRef } from './media-refs';
import { getDb, type MediaKind, type MediaRecord, type TesseraDb } from './tessera-db';

/**
 * Keeps a picture or a recording on this device and returns the `media:<id>` a tile stores in `image` or
 * `sound`. Rejects with the browser's error when storage is full (see isQuotaError). `name` is the file name it
 * is uploaded under later, when that matters.
 */
export async function saveMedia(blob: Blob, kind: MediaKind, db: TesseraDb = getDb(), name?: string): Promise<string> {
  const id = createLocalId(Math.random);
  const bytes = await blobBytes(blob);
  await db.media.put({
    id,
    kind,
    type: blob.type || 'application/octet-stream',
    size: bytes.byteLength,
    bytes,
    createdAt: Date.now(),
    ...(name ? { name } : {}),
  });
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

/**
 * A media record that may name its high-quality copy: an uploaded picture's tile image (at most 200 x 200) keeps
 * the id of the 800 x 800 PNG made from the same file (spec 01 §5), which the tile schema has no field for.
 */
export type StoredMedia = MediaRecord & { hq?: string };

export const mediaTable = (db: TesseraDb) => db.table<StoredMedia, string>('media');

/** Notes on a picture's record which stored high-quality copy belongs to it. */
export async function linkHighQuality(ref: string, highQualityRef: string, db: TesseraDb = getDb()): Promise<void> {
  if (!isMediaRef(ref) || !isMediaRef(highQualityRef) || ref === highQualityRef) return;
  await mediaTable(db).update(mediaIdOf(ref), { hq: mediaIdOf(highQualityRef) });
}

/** The `media:` ref of a picture's high-quality copy, or null when it has none on this device. */
export async function highQualityOf(ref: string, db: TesseraDb = getDb()): Promise<string | null> {
  if (!isMediaRef(ref)) return null;
  const hq = (await mediaTable(db).get(mediaIdOf(ref)))?.hq;
  return hq && (await mediaTable(db).where('id').equals(hq).count()) > 0 ? mediaRef(hq) : null;
}
