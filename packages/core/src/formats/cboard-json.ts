import { isRecord, type LooseRecord } from '../boards/normalize-board-record.ts';
import type { Board } from '../schemas/board.ts';
import { encodeBase64 } from './base64.ts';
import type { ImportLimits } from './import-limits.ts';
import { dataUrlBytes, mediaDataUrl, type ImportedMediaKind } from './media-check.ts';
import { readImportedGrid } from './obf-read.ts';
import type { ExportMedia } from './obf-write.ts';
import type { ReadRecords } from './obz-read.ts';
import { LOST_PICTURE } from './suggested-pictures.ts';

/** Fields of this device's bookkeeping that a file for another device or app does not carry. */
const DEVICE_ONLY = ['version', 'originId', 'markToUpdate', 'schemaVersion'] as const;

/**
 * Boards as Cboard's own format writes them (spec 02 §2, "Cboard (JSON)"): a list of board objects. Pictures and
 * sounds kept on this device (`media:`) go inline as data URLs; other sources stay as they are.
 */
export function writeCboardJson(boards: readonly Board[], media: ReadonlyMap<string, ExportMedia>): string {
  const inline = (src: string | undefined): string | undefined => {
    const file = src === undefined ? undefined : media.get(src);
    return file && src?.startsWith('media:') ? `data:${file.type};base64,${encodeBase64(file.bytes)}` : src;
  };
  const out = boards.map((board) => {
    const copy: Record<string, unknown> = { ...board, caption: inline(board.caption) };
    for (const key of DEVICE_ONLY) delete copy[key];
    copy.tiles = board.tiles.map((tile) => ({ ...tile, image: inline(tile.image), sound: inline(tile.sound) }));
    return copy;
  });
  return JSON.stringify(out);
}

/** The boards of a Cboard file: a list of boards, one board, or sets of boards by name (`{ advanced: [...] }`). */
export function cboardBoardsOf(json: unknown): LooseRecord[] {
  const isBoard = (value: unknown): value is LooseRecord => isRecord(value) && Array.isArray(value.tiles);
  if (Array.isArray(json)) return json.filter(isBoard);
  if (isBoard(json)) return [json];
  if (isRecord(json)) return Object.values(json).flatMap((value) => (Array.isArray(value) ? value.filter(isBoard) : []));
  return [];
}

interface CboardReadOptions {
  limits: ImportLimits;
  keepSource: (src: string) => boolean;
  keepLink: (id: string) => boolean;
  newId: () => string;
}

/**
 * Cboard boards as board records: ids kept for now (links between them are re-pointed once they get new ones),
 * links to boards neither in the file nor in the app dropped, inline pictures and sounds checked (and SVGs
 * sanitised), other sources kept only where the app can show them; a picture that is not kept is marked lost
 * (Cboard's own symbols are paths on its server), and a grid past the limit refuses the file.
 */
export async function readCboardBoards(boards: LooseRecord[], options: CboardReadOptions): Promise<ReadRecords> {
  const keyed = boards.map((board): LooseRecord => ({ ...board, id: typeof board.id === 'string' && board.id !== '' ? board.id : options.newId() }));
  const ids = new Set(keyed.map((board) => board.id as string));
  const source = async (src: unknown, kind: ImportedMediaKind): Promise<string | undefined> => {
    if (typeof src !== 'string' || src === '') return undefined;
    if (src.startsWith('data:')) {
      const bytes = dataUrlBytes(src);
      return bytes ? mediaDataUrl(bytes, kind, options.limits.maxMediaBytes) : undefined;
    }
    return options.keepSource(src) ? src : undefined;
  };
  const records: LooseRecord[] = [];
  for (const board of keyed) {
    const tiles = Array.isArray(board.tiles) ? board.tiles.filter(isRecord) : [];
    readImportedGrid(board.grid, typeof board.name === 'string' && board.name ? board.name : String(board.id), options.limits);
    records.push({
      ...board,
      caption: await source(board.caption, 'image'),
      tiles: await Promise.all(
        tiles.map(async (tile) => {
          const link = typeof tile.loadBoard === 'string' && tile.loadBoard !== '' ? tile.loadBoard : undefined;
          const image = await source(tile.image, 'image');
          return {
            ...tile,
            image,
            ...(image === undefined && typeof tile.image === 'string' && tile.image.trim() !== '' ? { [LOST_PICTURE]: true } : {}),
            sound: await source(tile.sound, 'sound'),
            loadBoard: link && (ids.has(link) || options.keepLink(link)) ? link : undefined,
          };
        }),
      ),
    });
  }
  return { records, rootKey: keyed[0]?.id as string | undefined };
}
