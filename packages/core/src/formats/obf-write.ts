import type { Board } from '../schemas/board.ts';
import type { Tile } from '../schemas/tile.ts';
import { encodeBase64 } from './base64.ts';

/** The OBF version written, and the grid of boards laid out by order (spec 02 §9). */
export const OBF_FORMAT = 'open-board-0.1';
export const OBF_COLUMNS = 6;
export const OBF_IMAGE_SIZE = 300;
export const OBF_LICENSE = { type: 'CC-By' } as const;

/** A picture's or sound's bytes, fetched by the caller (the device's store, the network) for a tile's source. */
export interface ExportMedia {
  bytes: Uint8Array;
  type: string;
}

export interface ExportOptions {
  /** The files behind tiles' sources; a source missing here was not fetched (it goes out as its address). */
  media: ReadonlyMap<string, ExportMedia>;
  /** The label a tile shows (built-in tiles carry only a key); the tile's own label without it. */
  labelOf?: (tile: Tile) => string;
  /** The name a board shows; its own name without it. */
  nameOf?: (board: Board) => string;
  /** Where the app runs: its own paths (`/symbols/…`) are written as full addresses beside the file. */
  baseUrl?: string;
}

/** Where an OBF file keeps a picture or sound: inline (one .obf) or as a file of the package (an .obz). */
export type MediaPlacement = (src: string, media: ExportMedia, kind: 'image' | 'sound') => { data: string } | { path: string };

export const inlinePlacement: MediaPlacement = (_src, media) => ({ data: `data:${media.type};base64,${encodeBase64(media.bytes)}` });

const omitUndefined = <T extends object>(fields: T): T => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as T;

/** A board's cells row by row: its own grid when fixed, else its tiles in order, 6 to a row. */
export function obfGrid(board: Board): { rows: number; columns: number; order: (string | null)[][] } {
  if (board.isFixed && board.grid) return { rows: board.grid.rows, columns: board.grid.columns, order: board.grid.order.map((row) => [...row]) };
  const rows = Math.max(1, Math.ceil(board.tiles.length / OBF_COLUMNS));
  const order = Array.from({ length: rows }, (_, r) => Array.from({ length: OBF_COLUMNS }, (_, c) => board.tiles[r * OBF_COLUMNS + c]?.id ?? null));
  return { rows, columns: OBF_COLUMNS, order };
}

export interface BoardLink {
  id: string;
  name?: string;
  /** The linked board's file inside the same package. */
  path?: string;
}

/**
 * One board as an Open Board Format 0.1 object (spec 02 §3): buttons with labels, vocalizations, colours, pictures,
 * sounds and load_board links, a grid, the CC-By licence; `ext_tessera_` keys keep what the format has no field for
 * (label and name keys, hidden, whether the grid is fixed, the app's own picture paths).
 */
export function boardToObf(
  board: Board,
  options: ExportOptions,
  place: MediaPlacement,
  linkOf: (id: string) => BoardLink | undefined,
): Record<string, unknown> {
  const images: Record<string, unknown>[] = [];
  const sounds: Record<string, unknown>[] = [];
  const ids = new Map<string, string>();
  const entryFor = (src: string | undefined, kind: 'image' | 'sound'): string | undefined => {
    if (!src) return undefined;
    const known = ids.get(`${kind}:${src}`);
    if (known) return known;
    const list = kind === 'image' ? images : sounds;
    const id = `${kind}-${list.length + 1}`;
    const media = options.media.get(src);
    const own = src.startsWith('/') && !src.startsWith('//') ? src : undefined;
    const url = /^https?:/i.test(src) ? src : own && options.baseUrl ? new URL(own, options.baseUrl).href : undefined;
    list.push(
      omitUndefined({
        id,
        ...(kind === 'image' ? { width: OBF_IMAGE_SIZE, height: OBF_IMAGE_SIZE } : {}),
        content_type: media?.type,
        ...(media ? place(src, media, kind) : {}),
        url,
        ext_tessera_src: own,
        license: OBF_LICENSE,
      }),
    );
    ids.set(`${kind}:${src}`, id);
    return id;
  };

  const buttons = board.tiles.map((tile) => {
    const link = tile.loadBoard ? linkOf(tile.loadBoard) : undefined;
    return omitUndefined({
      id: tile.id,
      label: options.labelOf?.(tile) ?? tile.label ?? '',
      vocalization: tile.vocalization,
      action: tile.action,
      background_color: tile.backgroundColor,
      border_color: tile.borderColor,
      image_id: entryFor(tile.image, 'image'),
      sound_id: entryFor(tile.sound, 'sound'),
      load_board: link ? omitUndefined({ id: link.id, name: link.name, path: link.path }) : undefined,
      hidden: tile.hidden,
      ext_tessera_label_key: tile.labelKey,
      ext_tessera_type: tile.type,
      ext_tessera_key_path: tile.keyPath,
      ext_tessera_image_suggested: tile.imageSuggested,
    });
  });

  return omitUndefined({
    format: OBF_FORMAT,
    id: board.id,
    locale: board.locale,
    name: options.nameOf?.(board) ?? board.name,
    url: undefined,
    license: OBF_LICENSE,
    description_html: board.description,
    images,
    buttons,
    sounds,
    grid: obfGrid(board),
    ext_tessera_name_key: board.nameKey,
    ext_tessera_hidden: board.hidden,
    ext_tessera_fixed: Boolean(board.isFixed && board.grid),
    ext_tessera_caption: board.caption && !board.caption.startsWith('data:') && !board.caption.startsWith('media:') ? board.caption : undefined,
  });
}
