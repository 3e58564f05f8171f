/** Select mode: a tap adds the tile to the selection or takes it out. */
export function toggleTileSelection(selectedIds: readonly string[], tileId: string): string[] {
  return selectedIds.includes(tileId) ? selectedIds.filter((id) => id !== tileId) : [...selectedIds, tileId];
}

/** The select-all checkbox: every tile of the board when checked, nothing when cleared. */
export function selectAllTiles(tiles: readonly { id: string }[], checked: boolean): string[] {
  return checked ? tiles.map((t) => t.id) : [];
}
