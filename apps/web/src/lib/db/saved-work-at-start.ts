import { BOARD_SCHEMA_VERSION, gridProblems, type Board, type Communicator, type Grid } from '@tessera/core';
import { openExistingDatabase, requestResult } from './plain-indexed-db';
import type { SavedWork } from './saved-work-types';

/** The `meta` record naming the communicator in use. */
export const ACTIVE_COMMUNICATOR_KEY = 'activeCommunicatorId';

const EMPTY: SavedWork = { boards: [], communicators: [], activeCommunicatorId: undefined };

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isFilledText = (value: unknown) => isText(value) && value !== '';
const isTextList = (value: unknown) => Array.isArray(value) && value.every(isText);
const isIncludedList = (value: unknown) =>
  Array.isArray(value) && value.every((entry) => isRecord(entry) && Object.keys(entry).length === 2 && isText(entry.nameOnJSON) && isText(entry.homeBoard));

/**
 * No grid, or one that agrees with the board's tiles. Boards saved before the server checked grids may have an
 * order of the wrong size: those go through core's migration, which lays the grid out again (the server refuses
 * them as they are).
 */
const hasRightGrid = (record: Loose): boolean => {
  const grid = record.grid;
  if (grid === undefined) return true;
  if (!isRecord(grid) || !Array.isArray(grid.order) || !grid.order.every(Array.isArray)) return false;
  const tileIds = (record.tiles as unknown[]).map((tile) => (isRecord(tile) ? tile.id : undefined)).filter(isText);
  return gridProblems(grid as Grid, tileIds).length === 0;
};

/**
 * A board this version of the app wrote: taken as it is. Any other goes through core's migration (old records
 * are brought up to date), except those of a newer version, which migrateBoard refuses: they are left out.
 */
const isCurrentBoard = (record: unknown): record is Board =>
  isRecord(record) &&
  record.schemaVersion === BOARD_SCHEMA_VERSION &&
  isFilledText(record.id) &&
  isText(record.name) &&
  Array.isArray(record.tiles) &&
  hasRightGrid(record);

const isNewerBoard = (record: unknown) =>
  isRecord(record) && typeof record.schemaVersion === 'number' && Number.isInteger(record.schemaVersion) && record.schemaVersion > BOARD_SCHEMA_VERSION;

const needsMigration = (record: unknown) => !isCurrentBoard(record) && !isNewerBoard(record);

// A communicator in exactly the shape core's CommunicatorSchema gives (saved-work-at-start.test.ts checks the two
// agree): such a record reads back unchanged. Any other goes through the schema, which fills defaults or refuses it.
const COMMUNICATOR_FIELDS: Readonly<Record<string, (value: unknown) => boolean>> = {
  id: isFilledText,
  name: isText,
  rootBoard: isText,
  boards: isTextList,
  defaultBoardsIncluded: isIncludedList,
  isPublic: (value) => typeof value === 'boolean',
  description: isText,
  author: isText,
  email: isText,
  activeBoardId: isText,
};
const OPTIONAL_FIELDS = new Set(['description', 'author', 'email', 'activeBoardId']);

export const isWholeCommunicator = (record: unknown): record is Communicator =>
  isRecord(record) &&
  Object.entries(COMMUNICATOR_FIELDS).every(([key, fits]) => (OPTIONAL_FIELDS.has(key) && record[key] === undefined) || fits(record[key])) &&
  Object.keys(record).every((key) => key in COMMUNICATOR_FIELDS);

async function readStores(db: IDBDatabase): Promise<[unknown[], unknown[], unknown]> {
  const names = ['boards', 'communicators', 'meta'].filter((name) => db.objectStoreNames.contains(name));
  if (names.length === 0) return [[], [], undefined];
  const transaction = db.transaction(names, 'readonly');
  const all = (name: string) => (names.includes(name) ? requestResult(transaction.objectStore(name).getAll()) : Promise.resolve([]));
  const active = names.includes('meta') ? requestResult(transaction.objectStore('meta').get(ACTIVE_COMMUNICATOR_KEY)) : Promise.resolve(undefined);
  return Promise.all([all('boards'), all('communicators'), active]);
}

/**
 * The same as readSavedWork (saved-work.ts), read with plain IndexedDB before the first board is drawn, so
 * neither Dexie nor the schema library is part of that download. The database is closed again at once, and one
 * that does not exist yet is not created.
 */
export async function readSavedWorkAtStart(name: string, factory?: IDBFactory): Promise<SavedWork> {
  const db = await openExistingDatabase(name, factory);
  if (!db) return EMPTY;
  let records: [unknown[], unknown[], unknown];
  try {
    records = await readStores(db);
  } finally {
    db.close();
  }
  const [boardRecords, communicatorRecords, active] = records;
  // Records this app did not write as they are go through core's schemas, which load only when there are some.
  const needsSchemas = boardRecords.some(needsMigration) || !communicatorRecords.every(isWholeCommunicator);
  const schemas = needsSchemas ? await import('./saved-records') : null;
  return {
    boards: boardRecords.flatMap((record) =>
      isCurrentBoard(record) ? [record] : needsMigration(record) && schemas ? schemas.migrateSavedBoards([record]) : [],
    ),
    communicators: communicatorRecords.flatMap((record) => (isWholeCommunicator(record) ? [record] : (schemas?.parseSavedCommunicators([record]) ?? []))),
    activeCommunicatorId: isRecord(active) && isText(active.value) ? active.value : undefined,
  };
}
