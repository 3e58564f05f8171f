import { encodeBase64, importBoardFile, type Board } from '@tessera/core';
import { mp3, png } from '@tessera/core/testing/media-samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blobBytes } from '../../lib/db/blob-bytes';
import { buildExportFile, type FetchMedia } from './export-boards';

// Real files: an import reads pictures and sounds to their end, as the server does.
const PNG = png();
const MP3 = mp3();
const board = (id: string, tiles: Board['tiles']): Board => ({ id, name: id, isPublic: false, tiles });
const boards = [
  board('home', [
    { id: 'a', labelKey: 'tessera.board.x.hello', image: 'media:ok', loadBoard: 'more' },
    { id: 'b', label: 'Gone', image: '/media/missing.png' },
  ]),
  board('more', [{ id: 'c', label: 'Voice', sound: 'media:voice' }]),
];
const fetchMedia: FetchMedia = async (src) => {
  if (src === 'media:ok') return { bytes: PNG, type: 'image/png' };
  if (src === 'media:voice') return { bytes: MP3, type: 'audio/mpeg' };
  throw new Error('offline');
};
const labels = { labelOf: (tile: Board['tiles'][number]) => tile.label ?? 'Hello', nameOf: (b: Pick<Board, 'name'>) => b.name.toUpperCase() };
const now = new Date(2026, 10, 25, 21, 5, 9);

afterEach(() => vi.restoreAllMocks());

describe('buildExportFile', () => {
  it('puts pictures and recordings inside an OBZ; a picture that cannot be fetched is logged and the export goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const progress: [number, number][] = [];
    const file = await buildExportFile({
      boards,
      rootId: 'home',
      format: 'openboard',
      labels,
      fetch: fetchMedia,
      now,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(file.name).toBe('2026-11-25_21-05-09_boards.obz');
    expect(progress.at(-1)).toEqual([3, 3]);
    expect(warn).toHaveBeenCalledTimes(1);
    const outcome = await importBoardFile(file.name, new Uint8Array(await blobBytes(file)), {
      newId: () => Math.random().toString(36).slice(2, 12),
      owner: {},
      locale: 'en',
    });
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    const [home, more] = outcome.boards;
    expect(home).toMatchObject({
      name: 'HOME',
      tiles: [
        { label: 'Hello', labelKey: 'tessera.board.x.hello', image: `data:image/png;base64,${encodeBase64(PNG)}`, loadBoard: more?.id },
        { label: 'Gone' },
      ],
    });
    // Without its file, the picture goes out as its full address (other tools fetch it from there).
    expect(home?.tiles[1]?.image).toBe(`${location.origin}/media/missing.png`);
    expect(more?.tiles[0]?.sound).toBe(`data:audio/mpeg;base64,${encodeBase64(MP3)}`);
  });

  it('writes one board as .obf, and Cboard JSON with only the files kept on the device inside', async () => {
    const fetch = vi.fn(fetchMedia);
    const one = await buildExportFile({ boards: [boards[1]!], rootId: 'home', format: 'openboard', labels, fetch, now });
    expect(one.name).toBe('2026-11-25_21-05-09_board.obf');
    const json = await buildExportFile({ boards, rootId: 'home', format: 'cboard', labels, fetch, now });
    expect(json.name).toBe('2026-11-25_21-05-09_boards.json');
    const written = JSON.parse(new TextDecoder().decode(await blobBytes(json))) as Board[];
    expect(written[0]?.tiles[1]?.image).toBe('/media/missing.png');
    expect(written[1]?.tiles[0]?.sound).toBe(`data:audio/mpeg;base64,${encodeBase64(MP3)}`);
    expect(fetch.mock.calls.map(([src]) => src)).not.toContain('/media/missing.png');
  });
});
