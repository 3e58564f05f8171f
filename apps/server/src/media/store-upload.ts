import { STORAGE_FULL_MESSAGE } from '../http/storage-full.ts';
import type { MediaRepository } from '../repositories/media-repository.ts';
import { MediaStorageFullError, newMediaFileName, type MediaStore } from './media-store.ts';
import type { MediaExtension } from './media-types.ts';

export type StoredUpload = { ok: true; fileName: string } | { ok: false; status: 413 | 507; message: string };

const MB = 1024 * 1024;

export const mediaQuotaMessage = (quotaBytes: number): string =>
  `Storage quota exceeded: each account may keep at most ${quotaBytes / MB} MB of pictures and sounds`;
export const MEDIA_STORAGE_FULL_MESSAGE = STORAGE_FULL_MESSAGE;

export type StoreUploadDeps = { repository: MediaRepository; store: MediaStore; now: () => Date; onFull?: () => void };

/**
 * Keeps a prepared upload for its owner: its size is counted against the quota first (the row that
 * counts it is written before the file), then the file is written; when the store has no room, the
 * row goes again, nothing of the file stays, and the answer says so (507: a later try may work).
 */
export async function storeUpload(
  { repository, store, now, onFull }: StoreUploadDeps,
  upload: { ownerId: string; extension: MediaExtension; contentType: string; body: Buffer },
  quotaBytes: number,
): Promise<StoredUpload> {
  const fileName = newMediaFileName(upload.extension);
  const record = { fileName, ownerId: upload.ownerId, contentType: upload.contentType, size: upload.body.length, createdAt: now().toISOString() };
  if (!(await repository.reserve(record, quotaBytes))) return { ok: false, status: 413, message: mediaQuotaMessage(quotaBytes) };
  try {
    await store.put(fileName, upload.body, upload.contentType);
  } catch (error) {
    await repository.remove(fileName);
    if (error instanceof MediaStorageFullError) {
      onFull?.();
      return { ok: false, status: 507, message: MEDIA_STORAGE_FULL_MESSAGE };
    }
    throw error;
  }
  return { ok: true, fileName };
}
