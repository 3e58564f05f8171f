import { canSubmitTile, clearTileLink, defaultTileColour, editTileLabel, linkTileToBoard, type Tile, type TileType } from '@tessera/core';

/** The types a new tile can have in the editor: a button that speaks, a folder, or a new empty board. */
export const EDITOR_TILE_TYPES = ['button', 'folder', 'board'] as const satisfies readonly TileType[];
export type EditorTileType = (typeof EDITOR_TILE_TYPES)[number];

export const editorTypeOf = (tile: Tile): EditorTileType => (tile.type === 'board' ? 'board' : tile.type === 'folder' || tile.loadBoard ? 'folder' : 'button');

/** A blank tile for 'Create tile': a button in the default button colour. */
export const newTileDraft = (id: string): Tile => ({ id, type: 'button', label: '', backgroundColor: defaultTileColour('button') });

/**
 * Changing the type: the colour follows while it is still the old type's default (a colour the user chose
 * stays). A button opens nothing; a board tile has no vocalization or sound of its own.
 */
export function withType(draft: Tile, type: EditorTileType): Tile {
  const keepsColour = draft.backgroundColor && draft.backgroundColor !== defaultTileColour(draft.type);
  const next: Tile = { ...draft, type, backgroundColor: keepsColour ? draft.backgroundColor : defaultTileColour(type) };
  if (type === 'button') {
    delete next.loadBoard;
    delete next.linkedBoard;
  }
  if (type === 'board') {
    delete next.vocalization;
    delete next.sound;
  }
  return next;
}

/** A picture the user chooses (or removes) is theirs: the mark of one the app chose goes. */
export function withPicture(draft: Tile, image: string | undefined): Tile {
  const { imageSuggested: _chosenByApp, ...rest } = draft;
  return { ...rest, image };
}

/** The link select: an existing board sets linkedBoard; clearing the link gives the tile a fresh board id of its own. */
export function withLink(draft: Tile, boardId: string | null, newId: () => string): Tile {
  return boardId ? linkTileToBoard(draft, boardId) : clearTileLink(draft, newId);
}

export const draftIsValid = (draft: Tile): boolean => canSubmitTile(draft.label);

/**
 * The tile to save. `shownLabel` is the label the editor started with (a built-in tile's translation): if it is
 * left as it was the tile keeps its labelKey and goes on following the language; a changed label drops it.
 * Empty optional fields are dropped rather than saved as ''.
 */
export function finishDraft(draft: Tile, original: Tile | undefined, shownLabel: string): Tile {
  const label = (draft.label ?? '').trim();
  let tile: Tile;
  if (original && label === shownLabel) {
    const { label: _label, labelKey: _labelKey, ...rest } = draft;
    tile = { ...rest, ...(original.label !== undefined ? { label: original.label } : {}), ...(original.labelKey ? { labelKey: original.labelKey } : {}) };
  } else {
    tile = editTileLabel(draft, label);
  }
  const vocalization = tile.vocalization?.trim();
  if (!vocalization || tile.type === 'board') delete tile.vocalization;
  else tile.vocalization = vocalization;
  for (const key of ['image', 'sound', 'borderColor'] as const) if (!tile[key]) delete tile[key];
  // The mark of a picture the app chose goes with that picture.
  if (!tile.imageSuggested || !tile.image) delete tile.imageSuggested;
  return tile;
}
