import type { Board } from '../schemas/board.ts';
import { isLocalBoardId } from '../ids/board-ids.ts';
import { boardOwnerEmail, sameEmail } from './board-ownership.ts';

/** At most this many boards are copied at once: a set larger than this is refused rather than half copied. */
export const MAX_COPIED_BOARDS = 100;

/** Why a public board is not copied (spec 01 §4): it is the user's own, or the communicator already lists it. */
export type CopyRefusal = 'author' | 'in-communicator';

/**
 * Spec 01 §4: a public board can be copied only if it is not already in the communicator and the user is not its
 * author. Answers the refusal, or null when the copy may be made.
 */
export function copyRefusal(
  board: Pick<Board, 'id' | 'email' | 'author'>,
  communicatorBoards: readonly string[],
  userEmail: string | undefined,
): CopyRefusal | null {
  if (sameEmail(boardOwnerEmail(board), userEmail)) return 'author';
  if (communicatorBoards.includes(board.id)) return 'in-communicator';
  return null;
}

/**
 * Someone else's board from the server (spec 01 §4, §6: only its owner edits it): a server id not owned by the user.
 * The server does not show others their email, so a board without one is someone else's too; built-in boards (and
 * the user's copies kept under their ids) are nobody else's, and a local id is this device's.
 */
export function isOthersBoard(board: Pick<Board, 'id' | 'email' | 'author'>, userEmail: string | undefined, isBuiltIn: boolean): boolean {
  return !isBuiltIn && !isLocalBoardId(board.id) && !sameEmail(boardOwnerEmail(board), userEmail);
}

/** The boards a board's tiles open (folder tiles' `loadBoard`), each once, in tile order. */
export function linkedBoardIds(board: Pick<Board, 'tiles'>): string[] {
  return [...new Set(board.tiles.flatMap((tile) => (tile.loadBoard ? [tile.loadBoard] : [])))];
}

export type BoardTreeOutcome = { ok: true; boards: Board[] } | { ok: false; reason: 'missing'; id: string } | { ok: false; reason: 'too-many' };

export interface GatherOptions {
  /** A board or undefined when it cannot be had (private, missing, unreachable). */
  getBoard: (id: string) => Promise<Board | undefined>;
  /** Links left as they are, not followed (built-in boards, which every device has). */
  keepLink: (id: string) => boolean;
  limit?: number;
}

/**
 * A board and every board it links to, recursively, breadth first: each board once however many tiles or loops lead
 * to it, and no more than `limit`. The whole set or nothing: one board that cannot be had fails it.
 */
export async function gatherBoardTree(root: Board, { getBoard, keepLink, limit = MAX_COPIED_BOARDS }: GatherOptions): Promise<BoardTreeOutcome> {
  const found = new Map<string, Board>([[root.id, root]]);
  const queue: Board[] = [root];
  for (let board = queue.shift(); board; board = queue.shift()) {
    for (const id of linkedBoardIds(board)) {
      if (found.has(id) || keepLink(id)) continue;
      if (found.size >= limit) return { ok: false, reason: 'too-many' };
      const linked = await getBoard(id);
      if (!linked || linked.id !== id) return { ok: false, reason: 'missing', id };
      found.set(id, linked);
      queue.push(linked);
    }
  }
  return { ok: true, boards: [...found.values()] };
}

export interface CopyOptions {
  /** A new id for each copy (a local id: the server gives its own when the copy is sent). */
  newId: () => string;
  /** The user the copies belong to; a guest's copies have no owner yet. */
  owner: { email?: string | undefined; author?: string | undefined };
}

export interface CopiedBoards {
  boards: Board[];
  /** The copy of the first board given (the root of the set). */
  rootId: string;
  /** Each original id and its copy's id. */
  renames: [string, string][];
}

/**
 * Spec 01 §4: copies of a set of boards (a public board and the boards it links to) with new ids, private, the
 * user's, and every link between them pointing at the copies; links to boards outside the set stay as they were.
 * Each copy records the board it was copied from (`copiedFrom`, its id and name). Server bookkeeping (version, origin, the push mark) does not come along: the copies are new boards.
 */
export function copyBoardSet(boards: readonly Board[], { newId, owner }: CopyOptions): CopiedBoards {
  const ids = new Map(boards.map((board) => [board.id, newId()] as const));
  const copies = boards.map((board): Board => {
    const { version: _version, originId: _originId, markToUpdate: _mark, prevId: _prevId, email: _email, author: _author, ...content } = board;
    return {
      ...content,
      id: ids.get(board.id) ?? board.id,
      copiedFrom: { id: board.id, name: board.name },
      isPublic: false,
      ...(owner.email ? { email: owner.email } : {}),
      ...(owner.author ? { author: owner.author } : {}),
      tiles: board.tiles.map((tile) => {
        const target = tile.loadBoard === undefined ? undefined : ids.get(tile.loadBoard);
        return target === undefined ? tile : { ...tile, loadBoard: target };
      }),
    };
  });
  return { boards: copies, rootId: copies[0]?.id ?? '', renames: [...ids.entries()] };
}
