import type { Communicator, DefaultBoardIncluded } from '../schemas/communicator.ts';

/**
 * A board got a new id (server id, or an editable copy of a reserved board): point the
 * communicator's board list, root and active board at it. The default-board mapping is left alone
 * so switching back to a featured set still finds the built-in board.
 */
export function repointCommunicator(communicator: Communicator, previousId: string, nextId: string): Communicator {
  const named = communicator.boards.includes(previousId) || communicator.rootBoard === previousId || communicator.activeBoardId === previousId;
  if (previousId === nextId || !named) return communicator;
  // A Set keeps the first place of each id: the new id may already be in the list. (Linear: a list of 1,000
  // boards is repointed once for each of them when they are first synced.)
  const boards = [...new Set(communicator.boards.map((id) => (id === previousId ? nextId : id)))];
  const next: Communicator = {
    ...communicator,
    boards,
    rootBoard: communicator.rootBoard === previousId ? nextId : communicator.rootBoard,
  };
  if (communicator.activeBoardId === previousId) next.activeBoardId = nextId;
  return next;
}

/** Fetching communicators merges by id: a known one takes the server's board list, a new one is added. */
export function mergeFetchedCommunicators(existing: Communicator[], fetched: Communicator[]): Communicator[] {
  const fetchedById = new Map(fetched.map((c) => [c.id, c]));
  const merged = existing.map((c) => {
    const incoming = fetchedById.get(c.id);
    return incoming ? { ...c, boards: [...incoming.boards] } : c;
  });
  const known = new Set(existing.map((c) => c.id));
  return [...merged, ...[...fetchedById.values()].filter((c) => !known.has(c.id))];
}

/** After login the last of the user's communicators is active, and its root board is shown. */
export function communicatorAfterLogin(communicators: readonly Communicator[]): { communicatorId: string; rootBoardId: string } | null {
  const last = communicators[communicators.length - 1];
  return last ? { communicatorId: last.id, rootBoardId: last.rootBoard } : null;
}

export type MembershipRefusal = { reason: 'root' } | { reason: 'unchanged' };

/** Spec 01 §4: a board joins the communicator's list (once). */
export function withBoardInCommunicator(communicator: Communicator, boardId: string): Communicator | MembershipRefusal {
  if (communicator.boards.includes(boardId)) return { reason: 'unchanged' };
  return { ...communicator, boards: [...communicator.boards, boardId] };
}

/** Spec 01 §4: a board leaves the communicator's list; the root board never does. */
export function withoutBoardInCommunicator(communicator: Communicator, boardId: string): Communicator | MembershipRefusal {
  if (boardId === communicator.rootBoard) return { reason: 'root' };
  if (!communicator.boards.includes(boardId)) return { reason: 'unchanged' };
  return { ...communicator, boards: communicator.boards.filter((id) => id !== boardId) };
}

export const isMembershipRefusal = (outcome: Communicator | MembershipRefusal): outcome is MembershipRefusal => 'reason' in outcome;

/** What choosing a communicator's root board changes (and what undoing the choice puts back). */
export type CommunicatorRoot = Pick<Communicator, 'rootBoard' | 'boards' | 'defaultBoardsIncluded'>;

export const communicatorRootOf = ({ rootBoard, boards, defaultBoardsIncluded }: Communicator): CommunicatorRoot => ({
  rootBoard,
  boards: [...boards],
  defaultBoardsIncluded: defaultBoardsIncluded.map((included) => ({ ...included })),
});

/**
 * Spec 01 §4: switching to a featured default board makes its home board the root, lists it in the communicator
 * and in defaultBoardsIncluded (each once; a set already there keeps its entry).
 */
export function withFeaturedRoot(communicator: Communicator, featured: DefaultBoardIncluded): CommunicatorRoot {
  const { nameOnJSON, homeBoard } = featured;
  const current = communicatorRootOf(communicator);
  return {
    rootBoard: homeBoard,
    boards: current.boards.includes(homeBoard) ? current.boards : [...current.boards, homeBoard],
    defaultBoardsIncluded: current.defaultBoardsIncluded.some((included) => included.nameOnJSON === nameOnJSON)
      ? current.defaultBoardsIncluded
      : [...current.defaultBoardsIncluded, { nameOnJSON, homeBoard }],
  };
}
