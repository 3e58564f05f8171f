import type { Board } from '../schemas/board.ts';
import { isReservedBoardId } from '../ids/board-ids.ts';

/** The store's clock arrives as a Date; boards keep ISO 8601 text. */
const stamp = (now: Date): string => now.toISOString();

/**
 * Saves an edited board and stamps lastEdited. Reserved built-in boards are never overwritten: the
 * list comes back unchanged (the same array), and the caller saves the edit as a new board instead.
 */
export function updateBoard(boards: Board[], board: Board, now: Date): Board[] {
  if (isReservedBoardId(board.id) || !boards.some((b) => b.id === board.id)) return boards;
  return boards.map((b) => (b.id === board.id ? { ...board, lastEdited: stamp(now) } : b));
}

/** Adds a board made on this device; a board with the same id is replaced rather than duplicated. */
export function createBoardLocally(boards: Board[], board: Board, now: Date): Board[] {
  const created = { ...board, lastEdited: stamp(now) };
  return [...boards.filter((b) => b.id !== board.id), created];
}

export function deleteBoards(boards: Board[], ids: readonly string[]): Board[] {
  return boards.filter((b) => !ids.includes(b.id));
}

/** Swaps a board by id, in place; the board may carry a new id (see replaceBoardInHistory for the history). */
export function replaceBoard(boards: Board[], previousId: string, board: Board): Board[] {
  if (!boards.some((b) => b.id === previousId)) return boards;
  return boards.filter((b) => b.id === previousId || b.id !== board.id).map((b) => (b.id === previousId ? board : b));
}
