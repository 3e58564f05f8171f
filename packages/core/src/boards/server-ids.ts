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
  if (isReservedBoardId(localId)) {
    return boards.some((b) => b.id === serverBoard.id) ? boards : [...boards, serverBoard];
  }
  const swapped = boards.some((b) => b.id === localId)
    ? boards.filter((b) => b.id !== serverBoard.id).map((b) => (b.id === localId ? serverBoard : b))
    : [...boards.filter((b) => b.id !== serverBoard.id), serverBoard];
  return swapped.map((board) => {
    const repointed = repointTiles(board, localId, serverBoard.id);
    if (repointed === board) return board;
    const mark = isPushableBoardId(board.id) && Boolean(board.email) && sameEmail(board.email, userEmail);
    return mark ? { ...repointed, markToUpdate: true } : repointed;
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
