import { BOARD_SCHEMA_VERSION, type Board } from '../schemas/board.ts';
import { fitBoardToLimits } from './fit-board-to-limits.ts';
import { isRecord, normalizeBoardRecord, type LooseRecord } from './normalize-board-record.ts';

/** Thrown when a record cannot become a board; the message says why. */
export class BoardMigrationError extends Error {
  override name = 'BoardMigrationError';
}

/**
 * MIGRATIONS[n] turns a version n record into version n + 1. Records without schemaVersion are
 * version 0: anything board-shaped from before versioning or from elsewhere. To change the stored
 * shape, bump BOARD_SCHEMA_VERSION and add the step here; old steps never change.
 */
const MIGRATIONS: Record<number, (record: LooseRecord, newId: () => string) => LooseRecord> = {
  0: (record, newId) => normalizeBoardRecord(record, newId),
};

export type MigrateOptions = {
  /** Ids for tiles that have none; defaults to a counter, so the result stays deterministic. */
  newId?: () => string;
};

const counter = () => {
  let n = 0;
  return () => `t${(n += 1)}`;
};

/** Brings any stored or foreign board record up to the current version, as a valid Board. */
export function migrateBoard(record: unknown, options: MigrateOptions = {}): Board {
  if (!isRecord(record)) throw new BoardMigrationError('A board record must be an object.');
  const newId = options.newId ?? counter();
  const from = typeof record.schemaVersion === 'number' && Number.isInteger(record.schemaVersion) ? record.schemaVersion : 0;
  if (from > BOARD_SCHEMA_VERSION) throw new BoardMigrationError(`Board record version ${from} is newer than this app (${BOARD_SCHEMA_VERSION}).`);
  let current: LooseRecord = record;
  try {
    for (let version = Math.max(0, from); version < BOARD_SCHEMA_VERSION; version += 1) {
      const step = MIGRATIONS[version];
      if (!step) throw new BoardMigrationError(`No migration from board version ${version}.`);
      current = step(current, newId);
    }
    // Records from before the limits are repaired (grids normalised, over-long texts cut), not refused.
    const parsed = fitBoardToLimits({ ...current, schemaVersion: BOARD_SCHEMA_VERSION });
    if (!parsed.success)
      throw new BoardMigrationError(`Invalid board record: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    return parsed.data;
  } catch (error) {
    if (error instanceof BoardMigrationError) throw error;
    throw new BoardMigrationError(error instanceof Error ? error.message : String(error));
  }
}
