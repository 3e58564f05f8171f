import { describe, expect, it } from 'vitest';
import { MediaStorageFullError } from '../media/media-store.ts';
import { createStorageHealth, isStorageFull } from './storage-full.ts';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('isStorageFull', () => {
  it.each([
    ['SQLite', withCode('SQLITE_FULL')],
    ['PostgreSQL', withCode('53100')],
    ['the file system', withCode('ENOSPC')],
    ['a quota', withCode('EDQUOT')],
    ['the media store', new MediaStorageFullError()],
    ['a wrapped one', new Error('write failed', { cause: withCode('SQLITE_FULL') })],
  ])('knows a full disk told by %s', (_name, error) => {
    expect(isStorageFull(error)).toBe(true);
  });

  it.each([withCode('SQLITE_BUSY'), withCode('23505'), new Error('boom'), null, 'text'])('is not fooled by %s', (error) => {
    expect(isStorageFull(error)).toBe(false);
  });
});

describe('createStorageHealth', () => {
  it('says full for a minute after a write failed for lack of space', () => {
    let now = 0;
    const health = createStorageHealth(() => new Date(now));
    expect(health.isFullRecently()).toBe(false);
    health.noteFull();
    now = 59_999;
    expect(health.isFullRecently()).toBe(true);
    now = 60_000;
    expect(health.isFullRecently()).toBe(false);
  });
});
