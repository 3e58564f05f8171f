import type { Board } from '@tessera/core';
import { builtInBoardsById, contentMessagesEn } from '../index.ts';

// Helpers shared by the content tests: walking folder links between built-in boards.
export const folderTargets = (board: Board) => board.tiles.flatMap((tile) => (tile.loadBoard ? [tile.loadBoard] : []));
export const label = (board: Board, tileId: string | null) => {
  const tile = board.tiles.find((candidate) => candidate.id === tileId);
  return tile?.label ?? (tile?.labelKey ? contentMessagesEn[tile.labelKey] : undefined);
};

export function reachableFrom(rootId: string): Set<string> {
  const seen = new Set<string>([rootId]);
  const queue = [rootId];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const target of folderTargets(builtInBoardsById.get(id)!)) {
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return seen;
}
