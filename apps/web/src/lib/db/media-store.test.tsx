import { act, render, screen } from '@testing-library/react';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMediaUrlCache, resolveMediaUrl } from './media-url';
import { deleteMedia, loadMedia, saveMedia } from './media-store';
import { isQuotaError } from './storage-errors';
import { TesseraDb } from './tessera-db';
import { useMediaUrl } from './use-media-url';

const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

let db: TesseraDb;
beforeEach(() => {
  db = new TesseraDb(`media-${Math.random()}`);
  clearMediaUrlCache();
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
  vi.restoreAllMocks();
});

describe('media on this device', () => {
  it('keeps a picture as bytes with its type and size, and gives it back from a new connection', async () => {
    const ref = await saveMedia(new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'image', db);
    expect(ref).toMatch(/^media:[\w-]{10}$/);
    const record = await db.media.get(ref.slice('media:'.length));
    expect(record).toMatchObject({ kind: 'image', type: 'image/svg+xml', size: 6 });
    const again = new TesseraDb(db.name);
    const blob = await loadMedia(ref, again);
    again.close();
    expect(blob?.type).toBe('image/svg+xml');
    expect(await readText(blob!)).toBe('<svg/>');
    await deleteMedia([ref], db);
    expect(await loadMedia(ref, db)).toBeNull();
  });

  it('resolves media refs to object URLs once, and passes other URLs through', async () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test-1');
    const ref = await saveMedia(new Blob(['ogg'], { type: 'audio/ogg' }), 'sound', db);
    expect(await resolveMediaUrl(ref, db)).toBe('blob:test-1');
    expect(await resolveMediaUrl(ref, db)).toBe('blob:test-1');
    expect(create).toHaveBeenCalledTimes(1);
    expect(await resolveMediaUrl('/symbols/a.svg', db)).toBe('/symbols/a.svg');
    expect(await resolveMediaUrl('media:missing', db)).toBeNull();
  });

  it('useMediaUrl renders a plain URL at once and a stored picture once it is read', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test-2');
    const ref = await saveMedia(new Blob(['x'], { type: 'image/png' }), 'image', db);
    await resolveMediaUrl(ref, db);
    const Show = ({ value }: { value: string }) => <span>{String(useMediaUrl(value))}</span>;
    render(<Show value="/a.png" />);
    expect(screen.getByText('/a.png')).toBeTruthy();
    await act(async () => render(<Show value={ref} />));
    expect(screen.getByText('blob:test-2')).toBeTruthy();
  });

  it('recognises the browser refusing a write for lack of space, also when Dexie wraps it', () => {
    expect(isQuotaError(Object.assign(new Error('full'), { name: 'QuotaExceededError' }))).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
  });
});
