/**
 * Board navigation history (spec 01 §4 "Board navigation"). Invariant kept by every rule: the
 * history holds no duplicates and, when not empty, its last entry is the active board.
 */
export type NavigationState = {
  activeBoardId: string;
  navHistory: string[];
  isFixed: boolean;
};

/** The least a navigation rule needs to know about the board it goes to. */
export type NavigableBoard = { id: string; isFixed?: boolean | undefined };

export const initialNavigation = (rootBoardId: string): NavigationState => ({
  activeBoardId: rootBoardId,
  navHistory: [rootBoardId],
  isFixed: false,
});

/** Switching (choosing a board from a list, the root of a communicator) starts a new history. */
export function switchBoard(state: NavigationState, board: NavigableBoard): NavigationState {
  return { activeBoardId: board.id, navHistory: [board.id], isFixed: board.isFixed ?? state.isFixed };
}

/**
 * Opening a board appends it. A board already in the history is not added twice: the history is cut
 * back to it, so Back from there goes where Back went when that board was first opened.
 */
export function changeBoard(state: NavigationState, board: NavigableBoard): NavigationState {
  const existing = state.navHistory.indexOf(board.id);
  const navHistory = existing === -1 ? [...state.navHistory, board.id] : state.navHistory.slice(0, existing + 1);
  return { activeBoardId: board.id, navHistory, isFixed: Boolean(board.isFixed) };
}

/** Back: pops the active board. With one entry left there is nowhere to go, so nothing changes. */
export function previousBoard(state: NavigationState): NavigationState {
  if (state.navHistory.length <= 1) return state;
  const navHistory = state.navHistory.slice(0, -1);
  return { ...state, navHistory, activeBoardId: navHistory[navHistory.length - 1] as string };
}

/** Home: keeps only the first entry. */
export function toRootBoard(state: NavigationState): NavigationState {
  const first = state.navHistory[0];
  if (first === undefined) return state;
  return { ...state, navHistory: [first], activeBoardId: first };
}

/** Drops a (deleted) board from the history, but never empties a history of one entry. */
export function removeBoardFromHistory(state: NavigationState, boardId: string): NavigationState {
  if (state.navHistory.length < 2 || !state.navHistory.includes(boardId)) return state;
  const navHistory = state.navHistory.filter((id) => id !== boardId);
  const activeBoardId = state.activeBoardId === boardId ? (navHistory[navHistory.length - 1] as string) : state.activeBoardId;
  return { ...state, navHistory, activeBoardId };
}

/** A board got a new id (a copy, or the server id of a local board): point history and active id at it. */
export function replaceBoardInHistory(state: NavigationState, previousId: string, nextId: string): NavigationState {
  if (previousId === nextId || !state.navHistory.includes(previousId)) {
    return state.activeBoardId === previousId && previousId !== nextId ? { ...state, activeBoardId: nextId } : state;
  }
  const replaced = state.navHistory.map((id) => (id === previousId ? nextId : id));
  // If the new id was already in the history, keep its first place only.
  const navHistory = replaced.filter((id, index) => replaced.indexOf(id) === index);
  const activeBoardId = state.activeBoardId === previousId ? nextId : state.activeBoardId;
  return { ...state, navHistory, activeBoardId };
}

/**
 * Back to a board history the browser kept (its Back or Forward, a reload): the trail as it was, without boards
 * that are gone or twice, ending at the board the address opens.
 */
export function restoreHistory(state: NavigationState, trail: readonly string[], board: NavigableBoard): NavigationState {
  const navHistory = trail.filter((id, index) => trail.indexOf(id) === index);
  return changeBoard({ ...state, navHistory }, board);
}
