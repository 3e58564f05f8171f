import { CommunicatorSchema, type Board, type Communicator } from '@tessera/core';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { openExistingDatabase } from './plain-indexed-db';
import { readSavedWork, writeWorkChanges } from './saved-work';
import { isWholeCommunicator, readSavedWorkAtStart } from './saved-work-at-start';
import { TesseraDb } from './tessera-db';

const names: string[] = [];
const freshName = () => {
  const name = `start-read-${names.length}-${Math.random()}`;
  names.push(name);
  return name;
};
const opened: Dexie[] = [];
const track = <T extends Dexie>(db: T) => (opened.push(db), db);

afterEach(async () => {
  opened.splice(0).forEach((db) => db.close());
  for (const name of names.splice(0)) await Dexie.delete(name);
});

const databaseNames = async () => (await indexedDB.databases()).map((info) => info.name);

const mine: Board = { id: 'mine', name: 'Mine', isPublic: false, tiles: [{ id: 'a', label: 'A' }], lastEdited: '2026-11-22T08:00:00.000Z' };
const communicator: Communicator = { id: 'c1', name: 'Mine', rootBoard: 'mine', boards: ['mine'], defaultBoardsIncluded: [], isPublic: false, author: 'Ana' };

describe('reading saved work before the first board', () => {
  it('answers nothing for a database that does not exist, and does not create it', async () => {
    const name = freshName();
    expect(await readSavedWorkAtStart(name)).toEqual({ boards: [], communicators: [], activeCommunicatorId: undefined });
    expect(await openExistingDatabase(name)).toBeNull();
    expect(await databaseNames()).not.toContain(name);
    // Dexie then creates it at its own version, as on a first visit.
    const db = track(new TesseraDb(name));
    await db.boards.put({ ...mine, schemaVersion: 1 });
    expect(db.verno).toBe(5);
  });

  it('reads what the app saved exactly as the Dexie reader does', async () => {
    const name = freshName();
    const db = track(new TesseraDb(name));
    await writeWorkChanges(db, {
      putBoards: [mine],
      deleteBoardIds: [],
      putCommunicators: [communicator],
      deleteCommunicatorIds: [],
      activeCommunicatorId: 'c1',
    });
    const atStart = await readSavedWorkAtStart(name);
    expect(atStart).toEqual({ boards: [{ ...mine, schemaVersion: 1 }], communicators: [communicator], activeCommunicatorId: 'c1' });
    expect(atStart).toStrictEqual(await readSavedWork(db));
  });

  it('brings old records up to date, leaves out unreadable and newer ones, as the Dexie reader does', async () => {
    const name = freshName();
    const db = track(new TesseraDb(name));
    const loose = (record: Record<string, unknown>) => record as unknown as Board;
    await db.boards.bulkPut([
      loose({ id: 'old', name: 7, tiles: [{ label: 'Hi' }] }), // version 0: normalised, the tile gets an id
      loose({ id: 'current-but-odd', schemaVersion: 1 }), // the schema fills name and tiles
      loose({ id: 'future', schemaVersion: 99, name: 'Later', isPublic: false, tiles: [] }),
      loose({ id: 'broken', schemaVersion: 1, name: 'Broken', isPublic: false, tiles: 'none' }),
      { ...mine, schemaVersion: 1 },
    ]);
    await db.communicators.bulkPut([
      { id: 'short', name: 'Short', rootBoard: 'old' } as Communicator, // defaults filled
      { ...communicator, id: 'extra', colour: 'red' } as Communicator, // an unknown key dropped
      { ...communicator, id: 'bad', name: 3 } as unknown as Communicator,
      communicator,
    ]);
    await db.meta.put({ key: 'activeCommunicatorId', value: 'short' });
    const atStart = await readSavedWorkAtStart(name);
    expect(atStart).toStrictEqual(await readSavedWork(db));
    expect(atStart.boards.map((board) => board.id)).toEqual(['current-but-odd', 'mine', 'old']);
    expect(atStart.boards.find((board) => board.id === 'old')).toMatchObject({ name: '7', schemaVersion: 1, tiles: [{ label: 'Hi' }] });
    expect(atStart.communicators.map((entry) => entry.id)).toEqual(['c1', 'extra', 'short']);
    expect(atStart.communicators.find((entry) => entry.id === 'extra')).not.toHaveProperty('colour');
  });

  it('reads a board saved before the grid limits with its grid laid out again, as the Dexie reader does', async () => {
    const name = freshName();
    const db = track(new TesseraDb(name));
    const tiles = [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ];
    // An order of the wrong size, naming a tile that is gone: the server now refuses it as it is.
    await db.boards.put({ ...mine, tiles, isFixed: true, grid: { rows: 1, columns: 3, order: [['b'], ['gone', 'a']] }, schemaVersion: 1 });
    const atStart = await readSavedWorkAtStart(name);
    expect(atStart).toStrictEqual(await readSavedWork(db));
    expect(atStart.boards).toHaveLength(1);
    expect(atStart.boards[0]).toMatchObject({ id: 'mine', tiles, grid: { rows: 1, columns: 3, order: [['b', 'a', null]] } });
  });

  it('closes the database again, so Dexie can upgrade it afterwards', async () => {
    const name = freshName();
    // A database from Dexie version 1 of the schema (no outbox yet).
    const older = new Dexie(name);
    older.version(1).stores({ boards: 'id, lastEdited', communicators: 'id', media: 'id, kind, createdAt', meta: 'key' });
    await older.table('boards').put({ ...mine, schemaVersion: 1 });
    older.close();
    expect((await readSavedWorkAtStart(name)).boards).toEqual([{ ...mine, schemaVersion: 1 }]);
    const db = track(new TesseraDb(name));
    await db.outbox.add({ key: 'board:mine', kind: 'board', recordId: 'mine', rev: 1, attempts: 0, notBefore: 0 });
    expect(await db.outbox.count()).toBe(1);
    expect(db.verno).toBe(5);
  });
});

// Communicators in exactly the schema's shape are taken without it: for each sample, the plain check may only
// accept what the schema gives back unchanged.
const communicatorSamples: unknown[] = [
  communicator,
  { ...communicator, description: 'About', email: 'a@b.c', activeBoardId: 'mine' },
  { ...communicator, description: undefined },
  { ...communicator, defaultBoardsIncluded: [{ nameOnJSON: 'core', homeBoard: 'root' }] },
  { ...communicator, defaultBoardsIncluded: [{ nameOnJSON: 'core' }] },
  { ...communicator, defaultBoardsIncluded: [{ nameOnJSON: 'core', homeBoard: 'root', extra: 1 }] },
  { ...communicator, boards: ['a', 2] },
  { ...communicator, id: '' },
  { ...communicator, isPublic: 'no' },
  { ...communicator, author: null },
  { id: 'c', name: 'No defaults', rootBoard: 'r' },
  { ...communicator, unknown: true },
  null,
  [communicator],
];

describe('a communicator taken as saved', () => {
  for (const sample of communicatorSamples) {
    it(`agrees with core's schema on ${JSON.stringify(sample)}`, () => {
      const parsed = CommunicatorSchema.safeParse(sample);
      if (isWholeCommunicator(sample)) expect(parsed.success && parsed.data).toStrictEqual(sample);
      else expect(parsed.success && parsed.data).not.toStrictEqual(sample);
    });
  }
});
