import type { Board } from '../schemas/board.ts';

const editedAt = (board: Board): number => {
  const time = board.lastEdited ? Date.parse(board.lastEdited) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * Merges boards fetched from the server into the local list by id. The fetched one wins only when
 * it was edited later, so an offline edit not yet pushed is never lost to an older server copy.
 */
export function mergeFetchedBoards(existing: Board[], fetched: Board[]): Board[] {
  const fetchedById = new Map(fetched.map((b) => [b.id, b]));
  const merged = existing.map((board) => {
    const incoming = fetchedById.get(board.id);
    return incoming && editedAt(incoming) > editedAt(board) ? incoming : board;
  });
  const known = new Set(existing.map((b) => b.id));
  return [...merged, ...[...fetchedById.values()].filter((b) => !known.has(b.id))];
}
