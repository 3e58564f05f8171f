import type { Board } from '../schemas/board.ts';

/**
 * Where each of the owner's boards began (Board.originId) → the board: the account's copy of a built-in board,
 * or the server board a device's local board became. An address, a bookmark or a folder tile naming the origin
 * opens that board, so a built-in board the account changed is never shown to it as it was built.
 * Boards listed later win a tie (there is one per origin and owner on the server).
 */
export function originIndex(boards: Iterable<Board>): Map<string, string> {
  const index = new Map<string, string>();
  for (const board of boards) if (board.originId && board.originId !== board.id) index.set(board.originId, board.id);
  return index;
}

const cache = new WeakMap<object, Map<string, string>>();

/**
 * The id to open for `id` among `boards` (keyed by id): itself when there is such a board, else the board whose
 * origin it is, else undefined. The index is built once per boards object, which changes only when a board does.
 */
export function ownBoardIdFor(boards: Readonly<Record<string, Board>>, id: string): string | undefined {
  if (boards[id]) return id;
  let index = cache.get(boards);
  if (!index) {
    index = originIndex(Object.values(boards));
    cache.set(boards, index);
  }
  return index.get(id);
}
