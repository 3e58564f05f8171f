import type { Tile } from '../schemas/tile.ts';
import type { MergeContext } from './merge-types.ts';
import { mergeOneSidedTile, mergeTile } from './merge-tile.ts';

/** Tiles by id; a repeated id keeps its first tile, as a Map's keys keep their first place. */
export function tilesById(tiles: readonly Tile[]): Map<string, Tile> {
  const byId = new Map<string, Tile>();
  for (const tile of tiles) if (!byId.has(tile.id)) byId.set(tile.id, tile);
  return byId;
}

/** The surviving tiles, merged, by id (their order is decided apart, by mergeTileOrder). */
export function mergeTileContents(
  ctx: MergeContext,
  base: ReadonlyMap<string, Tile> | undefined,
  local: ReadonlyMap<string, Tile>,
  remote: ReadonlyMap<string, Tile>,
): Map<string, Tile> {
  const merged = new Map<string, Tile>();
  const keep = (id: string, tile: Tile | undefined) => tile && merged.set(id, tile);
  for (const [id, remoteTile] of remote) {
    const localTile = local.get(id);
    const baseTile = base?.get(id);
    keep(id, localTile ? mergeTile(ctx, baseTile, localTile, remoteTile) : mergeOneSidedTile(ctx, baseTile, remoteTile, 'remote'));
  }
  for (const [id, localTile] of local) if (!remote.has(id)) keep(id, mergeOneSidedTile(ctx, base?.get(id), localTile, 'local'));
  return merged;
}
