// This device's storage of the user's work (boards, communicators, pictures, recordings). See README.md.
export { TesseraDb, getDb, databaseNameFor, DEFAULT_DB_NAME, type ConflictRecord, type MediaKind, type MediaRecord, type OutboxRecord } from './tessera-db';
export { MEDIA_PREFIX, isMediaRef, mediaRef, mediaIdOf } from './media-refs';
export { saveMedia, loadMedia, deleteMedia } from './media-store';
export { resolveMediaUrl, cachedMediaUrl, clearMediaUrlCache } from './media-url';
export { useMediaUrl } from './use-media-url';
export { readSavedWork, writeWorkChanges, type SavedWork, type WorkChanges } from './saved-work';
export { isQuotaError, storageFailureOf, type StorageFailure } from './storage-errors';
export { requestPersistentStorage } from './persistent-storage';
