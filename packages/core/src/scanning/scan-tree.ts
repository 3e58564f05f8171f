/** Boards with at most this many tiles are scanned one tile at a time; bigger ones by rows, then tiles. */
export const LINEAR_SCAN_MAX = 12;

/**
 * One thing the scanner can highlight: a target to select, or a group (a row) to step into. A `repeat` item keeps
 * the highlight after it is selected, for what is pressed several times in a row (backspace, the lock's four presses).
 */
export type ScanNode = { kind: 'item'; id: string; repeat?: true } | { kind: 'group'; id: string; children: readonly ScanNode[] };

/** A tile on screen: its id and where it sits (rows top to bottom, columns in reading order). */
export type ScanTile = { id: string; row: number; column: number };

/** linear: one item after another; row-column: rows first, then the tiles of the chosen row; auto: by tile count. */
export type ScanMode = 'auto' | 'linear' | 'row-column';

const itemOf =
  (repeated: ReadonlySet<string>) =>
  (id: string): ScanNode =>
    repeated.has(id) ? { kind: 'item', id, repeat: true } : { kind: 'item', id };

/** The tiles in reading order, grouped by row. */
function rowsOf(tiles: readonly ScanTile[]): string[][] {
  const sorted = [...tiles].sort((a, b) => a.row - b.row || a.column - b.column);
  const rows: string[][] = [];
  let lastRow: number | null = null;
  for (const tile of sorted) {
    if (tile.row !== lastRow) rows.push([]);
    rows[rows.length - 1]!.push(tile.id);
    lastRow = tile.row;
  }
  return rows;
}

/**
 * What the scanner goes through, in order: the tiles (one by one for a small board, else row by row), then the
 * controls: each entry of `controls` is a group (the output bar's speak, backspace and clear; Go back; the lock),
 * scanned as a group in row-column mode and item by item in linear mode. Empty groups are left out. The ids in
 * `repeated` keep the highlight when selected.
 */
export function buildScanTree(
  tiles: readonly ScanTile[],
  controls: readonly (readonly string[])[],
  mode: ScanMode = 'auto',
  repeated: ReadonlySet<string> = new Set(),
): ScanNode[] {
  const item = itemOf(repeated);
  /** A group of one is its only item: stepping into it would cost a selection for nothing. */
  const group = (id: string, ids: readonly string[]): ScanNode => (ids.length === 1 ? item(ids[0]!) : { kind: 'group', id, children: ids.map(item) });
  const filled = controls.filter((ids) => ids.length > 0);
  const linear = mode === 'linear' || (mode === 'auto' && tiles.length <= LINEAR_SCAN_MAX);
  if (linear) return [...rowsOf(tiles).flat(), ...filled.flat()].map(item);
  return [...rowsOf(tiles).map((row, index) => group(`row:${index}`, row)), ...filled.map((ids, index) => group(`controls:${index}`, ids))];
}
