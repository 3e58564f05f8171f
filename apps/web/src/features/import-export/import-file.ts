import { IMPORT_LIMITS, dataUrlBytes, dataUrlType, importBoardFile, mediaTypeOfMime, type Board, type ImportOptions, type ImportOutcome } from '@tessera/core';
import { saveMedia } from '../../lib/db';
import { blobBytes } from '../../lib/db/blob-bytes';

/** Keeps a picture or sound on this device and answers its `media:` ref (lib/db's saveMedia; tests pass their own). */
export type SaveMedia = (blob: Blob, kind: 'image' | 'sound') => Promise<string>;

/**
 * Pictures and sounds that came inside the file (data URLs, already checked by core) kept on this device, so boards
 * hold `media:` refs as the editor's uploads do and the sync sends them the same way. Each file is kept once.
 */
export async function storeInlineMedia(boards: Board[], save: SaveMedia = saveMedia, onProgress?: (done: number) => void): Promise<Board[]> {
  const refs = new Map<string, Promise<string | undefined>>();
  const keep = (src: string | undefined, kind: 'image' | 'sound'): Promise<string | undefined> => {
    if (!src?.startsWith('data:')) return Promise.resolve(src);
    let ref = refs.get(src);
    if (!ref) {
      // Core wrote the type it found in the bytes into the data URL (mediaDataUrl); one of ours or nothing is kept.
      const bytes = dataUrlBytes(src);
      const type = mediaTypeOfMime(dataUrlType(src))?.mime;
      ref = bytes && type ? save(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), kind) : Promise.resolve(undefined);
      refs.set(src, ref);
    }
    return ref;
  };
  const out: Board[] = [];
  for (const board of boards) {
    const tiles = await Promise.all(
      board.tiles.map(async (tile) => {
        const [image, sound] = await Promise.all([keep(tile.image, 'image'), keep(tile.sound, 'sound')]);
        const { image: _image, sound: _sound, ...rest } = tile;
        return { ...rest, ...(image ? { image } : {}), ...(sound ? { sound } : {}) };
      }),
    );
    out.push({ ...board, tiles });
    onProgress?.(out.length);
  }
  return out;
}

/** A chosen file's boards (core's importBoardFile), or its problem; a file past the size limit is not even read. */
export async function readBoardFile(file: File, options: ImportOptions): Promise<ImportOutcome> {
  if (file.size > (options.limits ?? IMPORT_LIMITS).maxFileBytes) return { ok: false, problem: { kind: 'file-too-large' } };
  return importBoardFile(file.name, new Uint8Array(await blobBytes(file)), options);
}
