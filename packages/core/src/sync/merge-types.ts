/** When each side last changed the record (ms). The larger wins a field both sides changed; ties and NaN go to remote. */
export interface MergeClock {
  localEditedAt: number;
  remoteEditedAt: number;
}

/**
 * A change that lost: both sides changed `path` and `kept` won over `lost`. `undefined` stands for
 * "absent" (a deleted tile, a removed field), `null` in a grid position for "no cell".
 * Paths: 'name', 'tiles.t1.label', 'tiles.t1' (edit/delete), 'tiles' (tile order, as id lists),
 * 'grid.rows', 'grid.order.t1' (a tile's cell), 'display.fontSize' (settings sections).
 */
export interface MergeConflict {
  path: string;
  kept: unknown;
  lost: unknown;
}

export interface MergeResult<T> {
  merged: T;
  conflicts: MergeConflict[];
  /** merged differs from remote: must be written back */
  changed: boolean;
}

/** What every rule of one merge shares: who wins a both-changed field, and where losses are reported. */
export interface MergeContext {
  localWins: boolean;
  conflicts: MergeConflict[];
}
