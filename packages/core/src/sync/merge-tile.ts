import type { Tile } from '../schemas/tile.ts';
import { jsonEqual } from './json-equal.ts';
import type { MergeContext } from './merge-types.ts';
import { mergeFields, mergeValue, NO_BASE } from './merge-value.ts';

const LABEL_KEY: ReadonlySet<string> = new Set(['labelKey']);

/**
 * labelKey follows the label it came with. The app drops labelKey when a label is edited (a key
 * would keep showing the catalogue's text over the typed one), so a label taken from one side
 * takes that side's labelKey; merged on its own, a key could come from the other side and hide
 * the chosen label, or go missing under a built-in label.
 */
function mergeLabelKey(ctx: MergeContext, path: string, base: Tile | undefined, local: Tile, remote: Tile, label: unknown): string | undefined {
  if (local.label === remote.label) return mergeValue(ctx, path, base ? base.labelKey : NO_BASE, local.labelKey, remote.labelKey);
  const [chosen, other] = label === local.label ? [local, remote] : [remote, local];
  const otherChangedKey = base === undefined || other.labelKey !== base.labelKey;
  if (otherChangedKey && other.labelKey !== chosen.labelKey) ctx.conflicts.push({ path, kept: chosen.labelKey, lost: other.labelKey });
  return chosen.labelKey;
}

/** A tile on both sides, merged field by field (no base tile: added on both sides with the same id). */
export function mergeTile(ctx: MergeContext, base: Tile | undefined, local: Tile, remote: Tile): Tile {
  if (jsonEqual(local, remote)) return remote;
  if (base && jsonEqual(base, local)) return remote;
  if (base && jsonEqual(base, remote)) return local;
  const prefix = `tiles.${remote.id}.`;
  const merged = mergeFields(ctx, prefix, base, local, remote, { skip: LABEL_KEY });
  const labelKey = mergeLabelKey(ctx, `${prefix}labelKey`, base, local, remote, merged.label);
  if (labelKey !== undefined) merged.labelKey = labelKey;
  return merged as Tile;
}

/**
 * A tile on one side only: added there (kept), or deleted on the other side. A deletion wins over
 * an unchanged tile; against an edit the newer side wins, and either way the loss is reported.
 */
export function mergeOneSidedTile(ctx: MergeContext, base: Tile | undefined, tile: Tile, side: 'local' | 'remote'): Tile | undefined {
  if (!base) return tile;
  if (jsonEqual(base, tile)) return undefined;
  const editWins = (side === 'local') === ctx.localWins;
  ctx.conflicts.push({ path: `tiles.${tile.id}`, kept: editWins ? tile : undefined, lost: editWins ? undefined : tile });
  return editWins ? tile : undefined;
}
