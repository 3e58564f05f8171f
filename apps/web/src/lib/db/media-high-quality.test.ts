import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaRefsOf } from './media-refs';
import { highQualityOf, linkHighQuality, mediaTable, saveMedia } from './media-store';
import { TesseraDb } from './tessera-db';

let db: TesseraDb;
beforeEach(() => {
  db = new TesseraDb(`media-hq-${Math.random()}`);
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

const png = (text: string) => new Blob([text], { type: 'image/png' });

describe('the high-quality copy of an uploaded picture', () => {
  it('is a media record of its own, named on the tile picture’s record', async () => {
    const thumbnail = await saveMedia(new Blob(['small'], { type: 'image/jpeg' }), 'image', db);
    const copy = await saveMedia(png('large'), 'image', db);
    expect(await highQualityOf(thumbnail, db)).toBeNull();
    await linkHighQuality(thumbnail, copy, db);
    expect(await highQualityOf(thumbnail, db)).toBe(copy);
    const record = await mediaTable(db).get(thumbnail.slice('media:'.length));
    expect(record).toMatchObject({ kind: 'image', type: 'image/jpeg', hq: copy.slice('media:'.length) });
    expect(await highQualityOf(copy, db)).toBeNull();
  });

  it('is not reported once its record is gone, and links nothing for pictures that are not stored here', async () => {
    const thumbnail = await saveMedia(png('small'), 'image', db);
    const copy = await saveMedia(png('large'), 'image', db);
    await linkHighQuality(thumbnail, copy, db);
    await mediaTable(db).delete(copy.slice('media:'.length));
    expect(await highQualityOf(thumbnail, db)).toBeNull();
    await linkHighQuality('/symbols/openmoji/1F415.svg', copy, db);
    await linkHighQuality(thumbnail, thumbnail, db);
    expect((await mediaTable(db).get(thumbnail.slice('media:'.length)))?.hq).toBe(copy.slice('media:'.length));
  });
});

describe('mediaRefsOf', () => {
  it('collects the media: refs of tiles’ pictures and sounds and of captions, nothing else', () => {
    const refs = mediaRefsOf([
      { caption: 'media:cap', tiles: [{ image: 'media:a', sound: 'media:s' }, { image: '/symbols/x.svg' }] },
      { tiles: [{ image: 'media:a' }, {}] },
      null,
    ]);
    expect([...refs].sort()).toEqual(['media:a', 'media:cap', 'media:s']);
  });
});
