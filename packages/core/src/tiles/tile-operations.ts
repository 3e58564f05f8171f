import type { Board } from '../schemas/board.ts';
import type { Tile } from '../schemas/tile.ts';
import { normalizeGrid } from '../grid/grid-layout.ts';
import { defaultTileColour } from './tile-colours.ts';
import { ensureLoadBoard } from './tile-links.ts';

/** After any change to the tiles, a fixed grid is brought back in line; `grow` makes room for new tiles. */
function withTiles(board: Board, tiles: Tile[], grow: boolean): Board {
  if (!board.grid) return { ...board, tiles };
  return {
    ...board,
    tiles,
    grid: normalizeGrid(
      board.grid,
      tiles.map((t) => t.id),
      { grow },
    ),
  };
}

/** Fills what the tile editor leaves to defaults: the type's colour and, for folders, a board id. */
export function prepareNewTile(tile: Tile, newId: () => string): Tile {
  const coloured = tile.backgroundColor ? tile : { ...tile, backgroundColor: defaultTileColour(tile.type) };
  return ensureLoadBoard(coloured, newId);
}

/** Appends tiles (on a fixed grid they take the first free cells). */
export function createTiles(board: Board, tiles: readonly Tile[]): Board {
  return withTiles(board, [...board.tiles, ...tiles], true);
}

export function deleteTiles(board: Board, ids: readonly string[]): Board {
  return withTiles(
    board,
    board.tiles.filter((t) => !ids.includes(t.id)),
    false,
  );
}

/** Replaces tiles by id; an edited tile keeps its place and its cell. */
export function editTiles(board: Board, edited: readonly Tile[]): Board {
  const byId = new Map(edited.map((t) => [t.id, t]));
  return { ...board, tiles: board.tiles.map((t) => byId.get(t.id) ?? t) };
}

/** Changing the label drops labelKey, or the translated built-in label would keep showing. */
export function editTileLabel(tile: Tile, label: string): Tile {
  const { labelKey: _dropped, ...rest } = tile;
  return { ...rest, label };
}

/** The selected tiles, in board order, for the clipboard (copiedTiles). */
export const copyTiles = (board: Board, selectedIds: readonly string[]): Tile[] => board.tiles.filter((t) => selectedIds.includes(t.id));

/** Pastes copies with new ids, so a board can hold the same tile twice; folder links are kept. */
export function pasteTiles(board: Board, copied: readonly Tile[], newId: () => string): Board {
  return createTiles(
    board,
    copied.map((t) => ({ ...t, id: newId() })),
  );
}
