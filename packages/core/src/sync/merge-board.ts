import type { Board } from '../schemas/board.ts';
import type { Tile } from '../schemas/tile.ts';
import { startMerge } from './merge-clock.ts';
import { mergeGrid } from './merge-grid.ts';
import { fieldsToSkip, finishMerge } from './merge-record.ts';
import { mergeTileOrder } from './merge-tile-order.ts';
import { mergeTileContents, tilesById } from './merge-tiles.ts';
import type { MergeClock, MergeResult } from './merge-types.ts';
import { mergeFields } from './merge-value.ts';

const BOARD_OWN_RULES = fieldsToSkip('tiles', 'grid');

/**
 * Three-way merge of a board after a stale write (see README.md): scalar fields, tiles by id, tile
 * order and the fixed grid each by their own rule. `base` is the version both sides started from,
 * undefined when they have none in common. Without a clock, each side's lastEdited decides.
 */
export function mergeBoard(base: Board | undefined, local: Board, remote: Board, clock?: MergeClock): MergeResult<Board> {
  const ctx = startMerge(local, remote, clock);
  const fields = mergeFields(ctx, '', base, local, remote, { skip: BOARD_OWN_RULES });
  const [baseTiles, localTiles, remoteTiles] = [base && tilesById(base.tiles), tilesById(local.tiles), tilesById(remote.tiles)];
  const tiles = mergeTileContents(ctx, baseTiles, localTiles, remoteTiles);
  const keys = (byId: Map<string, Tile>) => [...byId.keys()];
  const order = mergeTileOrder(ctx, baseTiles && keys(baseTiles), keys(localTiles), keys(remoteTiles), (id) => tiles.has(id));
  fields.tiles = order.map((id) => tiles.get(id) as Tile);
  const grid = mergeGrid(ctx, base, local, remote, order);
  if (grid) fields.grid = grid;
  return finishMerge(ctx, fields, local, remote);
}
