import { TILE_TYPES } from '../schemas/constants.ts';
import type { Tile, TileType } from '../schemas/tile.ts';
import type { BoardInput, Grid } from '../schemas/board.ts';
import { normalizeGrid } from '../grid/grid-layout.ts';

export type LooseRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is LooseRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const idText = (value: unknown): string | undefined => (typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value) || undefined);
const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** Keeps only defined values, so optional fields stay absent instead of undefined. */
const defined = <T extends object>(fields: T): T => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as T;

function timestamp(value: unknown): string | undefined {
  const time = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}

function tileType(value: unknown, loadBoard: string | undefined): TileType | undefined {
  if (typeof value === 'string' && (TILE_TYPES as readonly string[]).includes(value)) return value as TileType;
  return loadBoard ? 'folder' : undefined;
}

function normalizeTile(raw: LooseRecord, id: string): Tile {
  const loadBoard = idText(raw.loadBoard);
  return defined({
    id,
    label: text(raw.label),
    labelKey: text(raw.labelKey),
    vocalization: text(raw.vocalization),
    image: text(raw.image),
    imageSuggested: text(raw.image) ? flag(raw.imageSuggested) : undefined,
    keyPath: text(raw.keyPath),
    sound: text(raw.sound),
    type: tileType(raw.type, loadBoard),
    loadBoard,
    linkedBoard: flag(raw.linkedBoard),
    backgroundColor: text(raw.backgroundColor),
    borderColor: text(raw.borderColor),
    action: text(raw.action),
    hidden: flag(raw.hidden),
  });
}

/** Tiles need unique ids for grids and selection; a missing or repeated id gets a fresh one. */
function normalizeTiles(raw: unknown, boardId: string, newId: () => string): Tile[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  return raw.filter(isRecord).map((entry) => {
    let id = idText(entry.id);
    while (!id || seen.has(id)) id = `${boardId}-${newId()}`;
    seen.add(id);
    return normalizeTile(entry, id);
  });
}

/** A grid as some record holds it, made to agree with the tiles; undefined when it has no sizes to start from. */
export function normalizeGridRecord(raw: unknown, tileIds: string[]): Grid | undefined {
  if (!isRecord(raw) || typeof raw.rows !== 'number' || typeof raw.columns !== 'number') return undefined;
  const order = Array.isArray(raw.order) ? raw.order.map((row) => (Array.isArray(row) ? row.map((cell) => idText(cell) ?? null) : [])) : [];
  return normalizeGrid({ rows: raw.rows, columns: raw.columns, order }, tileIds);
}

/**
 * Version 0 to 1: any board-like record (an old local board, a server row with _id, a board from
 * another tool) becomes a well-formed version 1 board. Unknown fields are left behind.
 */
export function normalizeBoardRecord(raw: LooseRecord, newId: () => string): BoardInput {
  const id = idText(raw.id) ?? idText(raw._id);
  if (!id) throw new Error('A board record needs an id.');
  const tiles = normalizeTiles(raw.tiles, id, newId);
  return defined({
    id,
    name: text(raw.name) ?? (typeof raw.name === 'number' ? String(raw.name) : ''),
    nameKey: text(raw.nameKey),
    description: text(raw.description),
    author: text(raw.author),
    email: text(raw.email),
    caption: text(raw.caption),
    isPublic: flag(raw.isPublic) ?? false,
    hidden: flag(raw.hidden),
    isFixed: flag(raw.isFixed),
    locale: text(raw.locale),
    format: text(raw.format),
    lastEdited: timestamp(raw.lastEdited),
    tiles,
    grid: normalizeGridRecord(
      raw.grid,
      tiles.map((t) => t.id),
    ),
    cellSize: text(raw.cellSize),
    focusedTileId: text(raw.focusedTileId),
    markToUpdate: flag(raw.markToUpdate),
    prevId: idText(raw.prevId),
  });
}
