import type { Board } from '../schemas/board.ts';
import { isPushableBoardId, isReservedBoardId } from '../ids/board-ids.ts';
import { sameEmail } from './board-ownership.ts';

/** Points every folder tile that opens `previousId` at `nextId`; returns the same board when none do. */
export function repointTiles(board: Board, previousId: string, nextId: string): Board {
  if (!board.tiles.some((t) => t.loadBoard === previousId)) return board;
  return { ...board, tiles: board.tiles.map((t) => (t.loadBoard === previousId ? { ...t, loadBoard: nextId } : t)) };
}

/**
 * A local board was created on the server. Reserved boards stay as they are and the server's copy is
 * appended. Otherwise the local board is swapped for the server one and tiles are repointed; a
 * server board of the user's whose tiles changed that way is marked markToUpdate so it is pushed
 * too (boards of other people cannot be pushed by this user, so they are not marked).
 */
export function replaceLocalIdWithServerId(boards: Board[], localId: string, serverBoard: Board, userEmail: string): Board[] {
  return replaceLocalIdsWithServerIds(boards, [{ localId, serverBoard }], userEmail);
}

/**
 * Several local boards created on the server at once, as replaceLocalIdWithServerId does for one, in one pass
 * over the boards: a device syncing 1,000 new boards does not walk every tile of every board 1,000 times.
 * `serverBoard` is the board to keep under the server id (the device's content with the server's id).
 */
export function replaceLocalIdsWithServerIds(boards: Board[], replacements: readonly { localId: string; serverBoard: Board }[], userEmail: string): Board[] {
  const serverIdOf = new Map<string, string>();
  const swaps = new Map<string, Board>();
  // Older copies of a server board give way to the one replacing the local board.
  const stale = new Set<string>();
  const appended: Board[] = [];
  const present = new Set(boards.map((b) => b.id));
  for (const { localId, serverBoard } of replacements) {
    if (isReservedBoardId(localId)) {
      // A reserved board keeps its place; the server's copy is added beside it, once.
      if (!present.has(serverBoard.id)) appended.push(serverBoard);
      continue;
    }
    serverIdOf.set(localId, serverBoard.id);
    stale.add(serverBoard.id);
    if (present.has(localId)) swaps.set(localId, serverBoard);
    else appended.push(serverBoard);
  }
  const kept = boards.filter((b) => swaps.has(b.id) || !stale.has(b.id));
  const swapped = [...kept.map((b) => swaps.get(b.id) ?? b), ...appended];
  if (serverIdOf.size === 0) return swapped;
  return swapped.map((board) => {
    if (!board.tiles.some((t) => t.loadBoard !== undefined && serverIdOf.has(t.loadBoard))) return board;
    const tiles = board.tiles.map((t) => {
      const next = t.loadBoard === undefined ? undefined : serverIdOf.get(t.loadBoard);
      return next === undefined ? t : { ...t, loadBoard: next };
    });
    const mark = isPushableBoardId(board.id) && Boolean(board.email) && sameEmail(board.email, userEmail);
    return mark ? { ...board, tiles, markToUpdate: true } : { ...board, tiles };
  });
}

/** Boards waiting to be pushed: marked, the user's own, and with a server id. */
export function boardsToPush(boards: Board[], userEmail: string): Board[] {
  return boards.filter((b) => b.markToUpdate === true && sameEmail(b.email, userEmail) && isPushableBoardId(b.id));
}

/** After a push lands, the pushed boards lose their mark. */
export function unmarkBoards(boards: Board[], ids: readonly string[]): Board[] {
  return boards.map((b) => (ids.includes(b.id) && b.markToUpdate ? { ...b, markToUpdate: false } : b));
}
