import type { Board } from '../schemas/board.ts';
import type { Tile } from '../schemas/tile.ts';

/** A tile with a loadBoard opens that board, whatever its type says. */
export const isFolderTile = (tile: Pick<Tile, 'loadBoard'>): boolean => Boolean(tile.loadBoard);

/** A folder or board tile needs a board to open: it gets a fresh id for one that does not exist yet. */
export function ensureLoadBoard(tile: Tile, newId: () => string): Tile {
  if ((tile.type !== 'folder' && tile.type !== 'board') || tile.loadBoard) return tile;
  return { ...tile, loadBoard: newId(), linkedBoard: false };
}

/** Choosing an existing board for a folder tile. */
export const linkTileToBoard = (tile: Tile, boardId: string): Tile => ({ ...tile, loadBoard: boardId, linkedBoard: true });

/** Clearing the link: the tile gets a fresh id for a board of its own again. */
export const clearTileLink = (tile: Tile, newId: () => string): Tile => ({ ...tile, loadBoard: newId(), linkedBoard: false });

/**
 * The empty board a new board-type tile creates (the app then navigates to it). Written out rather than parsed
 * with BoardSchema: this module is on the web app's first board, which is drawn without the schema library.
 */
export function boardForTile(tile: Tile, owner: { author?: string; email?: string; locale?: string }, now: Date): Board {
  if (!tile.loadBoard) throw new Error('The tile has no loadBoard id: call ensureLoadBoard first.');
  return { id: tile.loadBoard, name: tile.label ?? '', tiles: [], isPublic: false, lastEdited: now.toISOString(), ...owner };
}

/** The board a folder tile opens: by id, or else a board whose name is the tile's label. */
export function findLinkedBoard<B extends Pick<Board, 'id' | 'name'>>(boards: readonly B[], tile: Tile): B | undefined {
  if (!tile.loadBoard) return undefined;
  return boards.find((b) => b.id === tile.loadBoard) ?? (tile.label ? boards.find((b) => b.name === tile.label) : undefined);
}
