import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Board } from '../schemas/board.ts';
import { extensionOfMime } from '../media/media-types.ts';
import { boardToObf, inlinePlacement, OBF_FORMAT, type BoardLink, type ExportOptions, type MediaPlacement } from './obf-write.ts';

const fileSafe = (id: string): string => id.replace(/[^\w-]/g, '_').slice(0, 80) || 'board';

/** One board as an .obf file (JSON text): pictures and sounds inline, links naming the boards they open. */
export function writeObf(board: Board, options: ExportOptions): string {
  return JSON.stringify(
    boardToObf(board, options, inlinePlacement, (id) => ({ id })),
    null,
    2,
  );
}

/** How an .obz is compressed: DEFLATE, level 6 (pictures and sounds already compressed get level 1, see obzEntries). */
export const OBZ_ZIP_OPTIONS = { level: 6 } as const;

/**
 * The files of an .obz package (spec 02 §3, §9): manifest.json naming the root and the paths of every board,
 * picture and sound; boards/*.obf whose load_board paths lead to each other; pictures and sounds once each under
 * images/ and sounds/. `root` is the board opened first (the first board when it is not among them). Zipped by
 * writeObz, or by the web app off its main thread.
 */
export function obzEntries(boards: readonly Board[], root: string | undefined, options: ExportOptions): Zippable {
  const files: Zippable = {};
  const paths = new Map<string, string>();
  const used = new Set<string>();
  for (const board of boards) {
    let path = `boards/${fileSafe(board.id)}.obf`;
    for (let n = 2; used.has(path); n += 1) path = `boards/${fileSafe(board.id)}-${n}.obf`;
    used.add(path);
    paths.set(board.id, path);
  }
  const mediaPaths = new Map<string, string>();
  const manifestMedia: Record<'images' | 'sounds', Record<string, string>> = { images: {}, sounds: {} };
  const place: MediaPlacement = (src, media, kind) => {
    const folder = kind === 'image' ? 'images' : 'sounds';
    let path = mediaPaths.get(`${kind}:${src}`);
    if (!path) {
      const id = `${kind}-${mediaPaths.size + 1}`;
      path = `${folder}/${id}.${extensionOfMime(media.type)}`;
      mediaPaths.set(`${kind}:${src}`, path);
      manifestMedia[folder][id] = path;
      files[path] = [media.bytes, { level: /png|jpeg|gif|webp|mpeg|ogg|mp4|webm/.test(media.type) ? 1 : 6 }];
    }
    return { path };
  };
  const byId = new Map(boards.map((board) => [board.id, board]));
  const linkOf = (id: string): BoardLink => {
    const target = byId.get(id);
    return target ? { id, name: options.nameOf?.(target) ?? target.name, path: paths.get(id) as string } : { id };
  };
  for (const board of boards) files[paths.get(board.id) as string] = strToU8(JSON.stringify(boardToObf(board, options, place, linkOf)));
  const rootPath = paths.get(root ?? '') ?? paths.get(boards[0]?.id ?? '');
  const manifest = {
    format: OBF_FORMAT,
    root: rootPath,
    paths: { boards: Object.fromEntries([...paths].map(([id, path]) => [id, path])), images: manifestMedia.images, sounds: manifestMedia.sounds },
  };
  return { 'manifest.json': strToU8(JSON.stringify(manifest, null, 2)), ...files };
}

/** Boards as an .obz package: the files of obzEntries, zipped. */
export function writeObz(boards: readonly Board[], root: string | undefined, options: ExportOptions): Uint8Array {
  return zipSync(obzEntries(boards, root, options), OBZ_ZIP_OPTIONS);
}
