import type { Board } from '@tessera/core';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteUnusedMedia, UNUSED_MEDIA_GRACE_MS } from './media-cleanup';
import { mediaIdOf } from './media-refs';
import { linkHighQuality, mediaTable, saveMedia } from './media-store';
import { TesseraDb } from './tessera-db';

/** A work database that also keeps a conflicts history (the sync work adds that table). */
class WithConflicts extends TesseraDb {
  constructor(name: string) {
    super(name);
    this.version(50).stores({ conflicts: '++id' });
  }
}

const opened: Dexie[] = [];
const open = <D extends Dexie>(db: D): D => {
  opened.push(db);
  return db;
};
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = UNUSED_MEDIA_GRACE_MS;

/** Saves a picture and dates it, as if it had been stored `ageMs` before NOW. */
const stored = async (db: TesseraDb, ageMs: number, type = 'image/png') => {
  const ref = await saveMedia(new Blob(['x'], { type }), 'image', db);
  await mediaTable(db).update(mediaIdOf(ref), { createdAt: NOW - ageMs });
  return ref;
};
const boardWith = (id: string, ...refs: string[]): Board => ({
  id,
  name: id,
  isPublic: false,
  tiles: refs.map((image, i) => ({ id: `${id}-${i}`, label: 't', image })),
});
const remaining = async (db: TesseraDb) => new Set((await mediaTable(db).toCollection().primaryKeys()).map((id) => `media:${id}`));

describe('deleting unused media', () => {
  it('deletes old media no board points at, and keeps what is used, held elsewhere, a used picture’s copy, or young', async () => {
    const db = open(new TesseraDb(`cleanup-${Math.random()}`));
    const onBoard = await stored(db, 3 * DAY);
    const sound = await stored(db, 3 * DAY, 'audio/webm');
    const copy = await stored(db, 3 * DAY);
    const inUndo = await stored(db, 3 * DAY);
    const young = await stored(db, DAY - 60_000);
    const orphan = await stored(db, DAY + 60_000);
    const orphanCopy = await stored(db, 5 * DAY);
    await linkHighQuality(onBoard, copy, db);
    await linkHighQuality(orphan, orphanCopy, db);
    await db.boards.put({ ...boardWith('b', onBoard), tiles: [{ id: 't', image: onBoard, sound }] });

    await expect(deleteUnusedMedia(db, { now: NOW, keep: [inUndo] })).resolves.toBe(2);
    expect(await remaining(db)).toEqual(new Set([onBoard, sound, copy, inUndo, young]));

    await db.boards.clear();
    await expect(deleteUnusedMedia(db, { now: NOW + 2 * DAY })).resolves.toBe(5);
    expect(await remaining(db)).toEqual(new Set());
  });

  it('keeps media that another work database on the device, or a conflicts history, points at', async () => {
    const db = open(new WithConflicts(`cleanup-${Math.random()}`));
    const other = open(new WithConflicts(`cleanup-other-${Math.random()}`));
    const usedElsewhere = await stored(db, 3 * DAY);
    const inConflict = await stored(db, 3 * DAY);
    const inOtherConflict = await stored(db, 3 * DAY);
    const unused = await stored(db, 3 * DAY);
    await other.boards.put(boardWith('elsewhere', usedElsewhere));
    await db.table('conflicts').add({ boardId: 'lost', board: boardWith('lost', inConflict), reason: 'replaced', savedAt: NOW });
    await other.table('conflicts').add({ boardId: 'gone', board: boardWith('gone', inOtherConflict), reason: 'deleted', savedAt: NOW });
    other.close();

    await expect(deleteUnusedMedia(db, { now: NOW })).resolves.toBe(1);
    expect(await remaining(db)).toEqual(new Set([usedElsewhere, inConflict, inOtherConflict]));
    expect(await remaining(db)).not.toContain(unused);
  });

  it('deletes nothing when the browser cannot list the other databases', async () => {
    const db = open(new TesseraDb(`cleanup-${Math.random()}`));
    const unused = await stored(db, 3 * DAY);
    const noListing = { open: indexedDB.open.bind(indexedDB) } as unknown as IDBFactory;
    await expect(deleteUnusedMedia(db, { now: NOW, factory: noListing })).resolves.toBeNull();
    expect(await remaining(db)).toEqual(new Set([unused]));
  });
});
