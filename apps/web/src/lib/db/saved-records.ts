import { CommunicatorSchema, fitToLimits, migrateBoard, type Board, type Communicator } from '@tessera/core';

// Saved records read back through core's schemas: old board records are brought up to date, records saved before
// the limits are repaired to fit them (a grid laid out again, an over-long text cut), and a record that cannot be
// read is left out (it stays in the database untouched: a later version may read it).

export const migrateSavedBoards = (records: readonly unknown[]): Board[] =>
  records.flatMap((record) => {
    try {
      return [migrateBoard(record)];
    } catch {
      return [];
    }
  });

export const parseSavedCommunicators = (records: readonly unknown[]): Communicator[] =>
  records.flatMap((record) => {
    const parsed = fitToLimits(CommunicatorSchema, record);
    return parsed.success ? [parsed.data] : [];
  });
