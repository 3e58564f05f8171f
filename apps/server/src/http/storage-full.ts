import type { Clock } from '../clock.ts';
import { MediaStorageFullError } from '../media/media-store.ts';

/** What every write answers, with 507, when the disk (or the database's) has no room: media's words, for any write. */
export const STORAGE_FULL_MESSAGE = 'The server has no space left to store this file. Try again later.';

/** How long /api/health says "degraded" after a write failed for lack of space. */
export const STORAGE_FULL_HEALTH_MS = 60_000;

const code = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/**
 * Whether a write failed for lack of space, at the lowest level that says so: SQLite's SQLITE_FULL ("database or
 * disk is full"), PostgreSQL's disk_full (SQLSTATE 53100, "could not extend file"), the file system's ENOSPC or
 * EDQUOT, or the media store's own error; looked for along the chain of causes, as Kysely and the stores wrap them.
 */
export function isStorageFull(error: unknown): boolean {
  for (let cause = error, depth = 0; cause !== undefined && cause !== null && depth < 5; depth += 1) {
    if (cause instanceof MediaStorageFullError) return true;
    const found = code(cause);
    if (found === 'SQLITE_FULL' || found === '53100' || found === 'ENOSPC' || found === 'EDQUOT') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** When a write last failed for lack of space, for /api/health; one per process. */
export function createStorageHealth(clock: Clock) {
  let lastFull = -Infinity;
  return {
    noteFull(): void {
      lastFull = clock().getTime();
    },
    /** A write failed for lack of space within the last STORAGE_FULL_HEALTH_MS. */
    isFullRecently(): boolean {
      return clock().getTime() - lastFull < STORAGE_FULL_HEALTH_MS;
    },
  };
}

export type StorageHealth = ReturnType<typeof createStorageHealth>;
