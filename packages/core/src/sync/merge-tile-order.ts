import type { MergeContext } from './merge-types.ts';

const sameOrder = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The order of the tiles every side has: a side that kept the base's order takes the other's;
 * both reordered → the newer side's order, the other reported at path 'tiles'.
 */
function mergeCommonOrder(ctx: MergeContext, base: readonly string[] | undefined, local: readonly string[], remote: readonly string[]): string[] {
  const inLocal = new Set(local);
  const inRemote = new Set(remote);
  const inBase = base && new Set(base);
  const common = (ids: readonly string[]) => ids.filter((id) => inLocal.has(id) && inRemote.has(id) && (!inBase || inBase.has(id)));
  const [localOrder, remoteOrder] = [common(local), common(remote)];
  if (sameOrder(localOrder, remoteOrder)) return remoteOrder;
  const baseOrder = base && common(base);
  if (baseOrder && sameOrder(baseOrder, localOrder)) return remoteOrder;
  if (baseOrder && sameOrder(baseOrder, remoteOrder)) return localOrder;
  const [kept, lost] = ctx.localWins ? [localOrder, remoteOrder] : [remoteOrder, localOrder];
  ctx.conflicts.push({ path: 'tiles', kept, lost });
  return kept;
}

const START = ''; // tile ids are never empty, so this cannot clash with one

/**
 * The merged order of tile ids (each list without repeats). Tiles not common to all three sides
 * (added, or kept by an edit that beat a delete) follow their nearest preceding surviving
 * neighbour on their own side; remote's come before local's after the same neighbour, so the
 * result is the same on every device.
 */
export function mergeTileOrder(
  ctx: MergeContext,
  base: readonly string[] | undefined,
  local: readonly string[],
  remote: readonly string[],
  survives: (id: string) => boolean,
): string[] {
  const commonOrder = mergeCommonOrder(ctx, base, local, remote);
  const common = new Set(commonOrder);
  const following = new Map<string, string[]>();
  const placed = new Set<string>();
  for (const side of [remote, local]) {
    let previous = START;
    for (const id of side) {
      if (!survives(id)) continue;
      if (!common.has(id) && !placed.has(id)) {
        placed.add(id);
        const followers = following.get(previous);
        if (followers) followers.push(id);
        else following.set(previous, [id]);
      }
      previous = id;
    }
  }
  const order: string[] = [];
  // Depth first without recursion: a long run of additions is a long chain of neighbours.
  const emitFollowers = (anchor: string) => {
    const pending = [...(following.get(anchor) ?? [])].reverse();
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      order.push(id);
      pending.push(...[...(following.get(id) ?? [])].reverse());
    }
  };
  emitFollowers(START);
  for (const id of commonOrder) {
    order.push(id);
    emitFollowers(id);
  }
  return order;
}
