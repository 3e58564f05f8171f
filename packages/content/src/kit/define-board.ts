import { BOARD_FORMAT, type Board, type Grid, type Tile, type TileType } from '@tessera/core';
import { FOLDER_BLUE, WORD_YELLOW } from './colours.ts';
import { picturePath, type PictureRef } from './pictures.ts';
import { slugify } from './slug.ts';
import type { TileSpec } from './tile-spec.ts';

export const BUILT_IN_AUTHOR = 'Tessera';
/** A fixed date, older than any real edit, so a user's edited copy always wins a merge by lastEdited. */
export const BUILT_IN_LAST_EDITED = '2025-01-01T00:00:00.000Z';

/** A fixed grid: its size (tiles fill it row by row, the rest stays empty) or a layout of tile slugs. */
export type GridSpec = { rows: number; columns: number } | readonly (readonly (string | null)[])[];

interface CommonSpec {
  id: string;
  tiles: readonly TileSpec[];
  grid?: GridSpec;
  /** Colour of tiles that speak, unless a tile sets its own. */
  wordColour?: string;
  /** Colour of tiles that open a board, unless a tile sets its own. */
  folderColour?: string;
  /** The board's cover picture (its caption), shown where boards are listed. */
  cover?: PictureRef;
}

/** A board whose texts live in the message catalogue (English boards, translatable). */
export interface KeyedBoardSpec extends CommonSpec {
  /** Message slug of the board; defaults to the id. */
  key?: string;
}

/** A board written in one language, its labels given directly (the Spanish sets). */
export interface LiteralBoardSpec extends CommonSpec {
  name: string;
  locale: string;
  /** Tile type of tiles that open a board (the partner boards use 'board'). */
  folderType?: TileType;
}

export const boardNameKey = (boardKey: string): string => `tessera.board.${boardKey}`;
export const tileLabelKey = (boardKey: string, slug: string): string => `tessera.board.${boardKey}.${slug}`;

/**
 * The board's name is its key's last segment, so the app shows the catalogue's translation
 * (spec 01 §5: a name equal to the key's last segment is replaced by the translation).
 */
export function keyedBoard(spec: KeyedBoardSpec): Board {
  const key = spec.key ?? spec.id;
  const tiles = spec.tiles.map((tile) => ({ slug: tile.text, tile: buildTile(spec, tile, tile.text, { labelKey: tileLabelKey(key, tile.text) }) }));
  return assemble(spec, { name: key, nameKey: boardNameKey(key) }, tiles);
}

export function literalBoard(spec: LiteralBoardSpec): Board {
  const tiles = spec.tiles.map((tile) => {
    const slug = slugify(tile.text);
    const type = tile.type ?? (tile.loadBoard ? spec.folderType : undefined);
    return { slug, tile: buildTile(spec, { ...tile, type }, slug, { label: tile.text }) };
  });
  return assemble(spec, { name: spec.name, locale: spec.locale }, tiles);
}

function buildTile(spec: CommonSpec, tile: TileSpec, slug: string, text: Pick<Tile, 'label' | 'labelKey'>): Tile {
  const image = picturePath(tile.picture);
  const isFolder = tile.loadBoard !== undefined;
  const colour = tile.colour ?? (isFolder ? (spec.folderColour ?? FOLDER_BLUE) : (spec.wordColour ?? WORD_YELLOW));
  return {
    id: `${spec.id}-${slug}`,
    ...text,
    ...(image ? { image } : {}),
    backgroundColor: colour,
    ...(isFolder ? { loadBoard: tile.loadBoard } : {}),
    ...(tile.type ? { type: tile.type } : {}),
  };
}

function assemble(spec: CommonSpec, naming: Partial<Board>, entries: { slug: string; tile: Tile }[]): Board {
  const bySlug = new Map<string, Tile>();
  for (const entry of entries) {
    if (bySlug.has(entry.slug)) throw new Error(`Board ${spec.id}: two tiles named ${entry.slug}`);
    bySlug.set(entry.slug, entry.tile);
  }
  const tiles = entries.map((entry) => entry.tile);
  const caption = spec.cover ? picturePath(spec.cover) : undefined;
  return {
    id: spec.id,
    name: '',
    ...naming,
    ...(caption ? { caption } : {}),
    author: BUILT_IN_AUTHOR,
    isPublic: false,
    format: BOARD_FORMAT,
    lastEdited: BUILT_IN_LAST_EDITED,
    tiles,
    ...(spec.grid ? { isFixed: true, grid: buildGrid(spec.id, spec.grid, tiles, bySlug) } : {}),
  };
}

function buildGrid(boardId: string, grid: GridSpec, tiles: Tile[], bySlug: Map<string, Tile>): Grid {
  if ('rows' in grid) {
    const { rows, columns } = grid;
    if (tiles.length > rows * columns) throw new Error(`Board ${boardId}: ${tiles.length} tiles do not fit ${rows}x${columns}`);
    const order = Array.from({ length: rows }, (_, row) => Array.from({ length: columns }, (_, column) => tiles[row * columns + column]?.id ?? null));
    return { rows, columns, order };
  }
  const order = grid.map((row) =>
    row.map((slug) => {
      if (slug === null) return null;
      const tile = bySlug.get(slug);
      if (!tile) throw new Error(`Board ${boardId}: the layout names ${slug}, which is not a tile`);
      return tile.id;
    }),
  );
  return { rows: order.length, columns: order[0]?.length ?? 0, order };
}
