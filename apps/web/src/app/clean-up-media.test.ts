import type { Board } from '@tessera/core';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { TesseraDb } from '../lib/db';
import { mediaIdOf } from '../lib/db/media-refs';
import { mediaTable, saveMedia } from '../lib/db/media-store';
import { forgetUserSymbol, rememberUserSymbol } from '../lib/symbols';
import { boardChanged, boardsLoaded } from '../state/board-slice';
import { makeStore } from '../state/store';
import { deleteSelectedTiles } from '../state/tile-edits';
import { tilesCopied, tileSelectionToggled } from '../state/ui-slice';
import { cleanUpMedia, mediaHeldInMemory } from './clean-up-media';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 22, 12);

let db: TesseraDb;
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

const stored = async (ageMs: number) => {
  const ref = await saveMedia(new Blob(['x'], { type: 'image/png' }), 'image', db);
  await mediaTable(db).update(mediaIdOf(ref), { createdAt: NOW - ageMs });
  return ref;
};

describe('cleaning up unused media in the app', () => {
  it('keeps what the undo stack, the clipboard and the user’s own symbols hold; runs at most once a day', async () => {
    db = new TesseraDb(`app-cleanup-${Math.random()}`);
    const [deletedTile, copied, ownSymbol, unused] = await Promise.all([stored(3 * DAY), stored(3 * DAY), stored(3 * DAY), stored(3 * DAY)]);
    const board: Board = { id: 'mine', name: 'Mine', isPublic: false, tiles: [{ id: 'gone', label: 'gone', image: deletedTile }] };
    const store = makeStore();
    store.dispatch(boardsLoaded([board]));
    store.dispatch(boardChanged('mine'));
    store.dispatch(tileSelectionToggled('gone'));
    store.dispatch(deleteSelectedTiles());
    store.dispatch(tilesCopied([{ id: 'c', label: 'copied', image: copied }]));
    await rememberUserSymbol(ownSymbol, 'grandma', 'en');
    try {
      expect(mediaHeldInMemory(store.getState())).toEqual(new Set([deletedTile, copied]));
      await expect(cleanUpMedia(store, db, NOW)).resolves.toBe(1);
      const left = (await mediaTable(db).toCollection().primaryKeys()).map((id) => `media:${id}`);
      expect(left.sort()).toEqual([deletedTile, copied, ownSymbol].sort());
      expect(left).not.toContain(unused);
      await expect(cleanUpMedia(store, db, NOW + DAY - 1)).resolves.toBeNull();
    } finally {
      await forgetUserSymbol(ownSymbol);
    }
  });
});
