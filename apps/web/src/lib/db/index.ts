// This device's storage of the user's work (boards, communicators, pictures, recordings). See README.md.
export {
  TesseraDb,
  getDb,
  databaseNameFor,
  DEFAULT_DB_NAME,
  type ConflictRecord,
  type SyncBaseRecord,
  type MediaKind,
  type MediaRecord,
  type OutboxRecord,
  type PhraseRecord,
  type UsageEventRecord,
} from './tessera-db';
export { MEDIA_PREFIX, isMediaRef, mediaRef, mediaIdOf } from './media-refs';
export { saveMedia, loadMedia, deleteMedia } from './media-store';
export { resolveMediaUrl, cachedMediaUrl, clearMediaUrlCache } from './media-url';
export { useMediaUrl } from './use-media-url';
export { readSavedWork, writeWorkChanges, type WorkChanges } from './saved-work';
export type { SavedWork } from './saved-work-types';
export { announceWork, listenToWork, type WorkChanged } from './work-channel';
export { ACTIVE_COMMUNICATOR_KEY } from './saved-work-at-start';
export { isQuotaError, storageFailureOf, type StorageFailure } from './storage-errors';
export { requestPersistentStorage } from './persistent-storage';
