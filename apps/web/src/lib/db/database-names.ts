/** The guest's database; a signed-in account has one of its own (see databaseNameFor). */
export const DEFAULT_DB_NAME = 'tessera';

/**
 * Each account keeps its work in its own database, so a logout (which resets the boards on screen, spec 01 §4)
 * never deletes what has not reached the server yet, and the next login on this device picks it up again.
 * Kept apart from tessera-db.ts so the start-up read can name a database without loading Dexie.
 */
export const databaseNameFor = (userId: string | undefined | null): string => (userId ? `${DEFAULT_DB_NAME}-user-${userId}` : DEFAULT_DB_NAME);
