import { createSelector, createSlice, isDraft, original, type PayloadAction } from '@reduxjs/toolkit';
import {
  changeBoard,
  initialNavigation,
  isReservedBoardId,
  previousBoard as popBoard,
  removeBoardFromHistory,
  replaceBoardInHistory,
  repointTiles,
  replaceLocalIdsWithServerIds,
  restoreHistory,
  switchBoard,
  toRootBoard as firstBoard,
  ownBoardIdFor,
  type Board,
  type NavigationState,
} from '@tessera/core';
import { builtInBoardsById, defaultCommunicator, keyboardBoard } from '@tessera/content';
import { boardCreated, boardSaved, boardsCopied, boardsDeleted, boardsRestored, communicatorRootChosen, reservedBoardCopied } from './board-actions';
import { boardIdReplaced, boardsAcknowledged, boardsUnmarked, remoteBoardsArrived, workChangedElsewhere } from './sync-actions';
import type { CommunicatorState } from './communicator-slice';

/**
 * The board store of spec 01 §3. `boards` holds the boards of this device (created, imported or edited
 * copies); the built-in boards stay in @tessera/content and a local board with the same id takes their
 * place. That keeps ~100 read-only boards out of the state, its dev checks and later its persistence.
 */
export interface BoardState extends NavigationState {
  boards: Record<string, Board>;
  isFetching: boolean;
  /**
   * Ids this session saw replaced (a local id by the server's, a reserved board by the user's copy), old to new.
   * An address or a link still holding the old id opens the board it became, never the root board.
   */
  renamedIds: Record<string, string>;
}

type WithBoard = { board: BoardState; communicator?: CommunicatorState };

const rootBoardId = (communicator?: CommunicatorState): string =>
  communicator?.communicators[communicator.activeCommunicatorId]?.rootBoard ?? defaultCommunicator.rootBoard;

/** A board state starting at a root board (the active communicator's, once saved work is loaded). */
export const initialBoardState = (rootId = rootBoardId()): BoardState => ({
  ...initialNavigation(rootId),
  boards: {},
  isFetching: false,
  renamedIds: {},
});

// Core's rules may hand back the whole state; only its navigation fields are theirs to change.
const navigation = ({ activeBoardId, navHistory, isFixed }: NavigationState): NavigationState => ({ activeBoardId, navHistory, isFixed });

/**
 * The board an id opens: this device's board of that id, else the account's board that began as it (its copy of
 * a built-in board, the server board a local id became; core's board-origins), else the built-in board.
 */
const findBoard = (state: BoardState, id: string): Board | undefined => {
  const boards = (isDraft(state) ? original(state.boards) : undefined) ?? state.boards;
  const own = ownBoardIdFor(boards, id);
  return (own === undefined ? undefined : state.boards[own]) ?? builtInBoardsById.get(id) ?? (id === keyboardBoard.id ? keyboardBoard : undefined);
};

// Edits are stamped with the thunk's clock; reserved built-in boards are never overwritten (spec 01 §4).
const keep = (state: BoardState, board: Board, now: string) => {
  if (isReservedBoardId(board.id)) return;
  state.boards[board.id] = { ...board, lastEdited: now };
  if (board.id === state.activeBoardId) state.isFixed = Boolean(board.isFixed);
};

/** The boards as they were before this action (walking Immer's drafts of a thousand boards costs milliseconds). */
const plainBoards = (state: BoardState): Record<string, Board> =>
  ((isDraft(state.boards) ? original(state.boards) : undefined) ?? state.boards) as Record<string, Board>;

const withoutUndefined = (board: Board): Board => Object.fromEntries(Object.entries(board).filter(([, value]) => value !== undefined)) as Board;

/**
 * Local ids give way to server ids everywhere: the board itself, tiles' loadBoard (the user's boards whose tiles
 * changed are marked markToUpdate), the history; an address holding the old id opens the new board.
 */
function replaceIds(state: BoardState, replacements: { localId: string; serverBoard: Board }[], userEmail: string) {
  const boards = plainBoards(state);
  const next = new Map(replaceLocalIdsWithServerIds(Object.values(boards), replacements, userEmail).map((entry) => [entry.id, entry]));
  // Only what changed is written into the draft: Immer walks (and freezes) every object handed to it.
  for (const id of Object.keys(boards)) if (!next.has(id)) delete state.boards[id];
  for (const [id, entry] of next) if (boards[id] !== entry) state.boards[id] = entry;
  for (const { localId, serverBoard } of replacements) {
    Object.assign(state, navigation(replaceBoardInHistory(state, localId, serverBoard.id)));
    state.renamedIds[localId] = serverBoard.id;
  }
}

function removeBoards(state: BoardState, ids: readonly string[]) {
  for (const id of ids) {
    delete state.boards[id];
    Object.assign(state, navigation(removeBoardFromHistory(state, id)));
  }
}

export const boardSlice = createSlice({
  name: 'board',
  initialState: initialBoardState,
  reducers: {
    /** Starts a new history at the board (a board chosen from a list, a route, the root). */
    boardSwitched(state, action: PayloadAction<string>) {
      Object.assign(state, switchBoard(state, findBoard(state, action.payload) ?? { id: action.payload }));
    },
    /** Opens a board on top of the history (a folder tile). */
    boardChanged(state, action: PayloadAction<string>) {
      Object.assign(state, changeBoard(state, findBoard(state, action.payload) ?? { id: action.payload }));
    },
    /**
     * Back to a board history the browser kept for an entry (its Back or Forward, a reload): boards with a new id
     * since are opened by it, boards that are gone are left out, and it ends at the board the address opens.
     */
    navigationRestored(state, action: PayloadAction<{ trail: readonly string[]; boardId: string }>) {
      const trail = action.payload.trail.map((id) => findBoard(state, id)?.id ?? followRenames(state, id)).filter((id) => id !== undefined);
      const board = findBoard(state, action.payload.boardId) ?? { id: action.payload.boardId };
      Object.assign(state, navigation(restoreHistory(state, trail, board)));
    },
    /**
     * The board an address opens is another one now, while the screen still shows the one it opened before (the
     * account's copy of a built-in board arrived; a root board chosen on another device): the screen shows the new
     * one in its place, the history keeping its length.
     */
    boardOnScreenReplaced(state, action: PayloadAction<{ previousId: string; nextId: string }>) {
      if (state.activeBoardId !== action.payload.previousId) return;
      const board = findBoard(state, action.payload.nextId);
      Object.assign(state, navigation(replaceBoardInHistory(state, action.payload.previousId, board?.id ?? action.payload.nextId)));
      state.isFixed = Boolean(board?.isFixed);
    },
    previousBoard(state) {
      Object.assign(state, navigation(popBoard(state)));
    },
    toRootBoard(state) {
      Object.assign(state, navigation(firstBoard(state)));
    },
    /** Boards of this device, added or replaced by id. */
    boardsLoaded(state, action: PayloadAction<readonly Board[]>) {
      for (const board of action.payload) state.boards[board.id] = board;
    },
    boardsFetching(state, action: PayloadAction<boolean>) {
      state.isFetching = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(boardSaved, (state, { payload }) => keep(state, payload.board, payload.now))
      .addCase(boardCreated, (state, { payload }) => keep(state, payload.board, payload.now))
      .addCase(boardsRestored, (state, { payload }) => payload.boards.forEach((board) => keep(state, board, payload.now)))
      .addCase(reservedBoardCopied, (state, { payload: { previousId, board, now } }) => {
        for (const local of Object.values(state.boards)) {
          const repointed = repointTiles(local, previousId, board.id);
          if (repointed !== local) state.boards[local.id] = { ...repointed, lastEdited: now };
        }
        Object.assign(state, navigation(replaceBoardInHistory(state, previousId, board.id)));
        keep(state, board, now);
        state.renamedIds[previousId] = board.id;
      })
      .addCase(boardsCopied, (state, { payload: { boards, renames, now } }) => {
        for (const board of boards) keep(state, board, now);
        for (const [previousId, nextId] of renames) Object.assign(state, navigation(replaceBoardInHistory(state, previousId, nextId)));
        if (state.boards[state.activeBoardId]) state.isFixed = Boolean(state.boards[state.activeBoardId]?.isFixed);
      })
      // A new root board: the screen starts over there, with a history of that board only.
      .addCase(communicatorRootChosen, (state, { payload: { rootBoard } }) => {
        Object.assign(state, switchBoard(state, findBoard(state, rootBoard) ?? { id: rootBoard }));
      })
      .addCase(boardsDeleted, (state, { payload }) => removeBoards(state, payload.ids))
      .addCase(boardIdReplaced, (state, { payload: { replaced, userEmail } }) => {
        // The device's copy keeps its content (an edit made while the create was on its way is not lost).
        const boards = plainBoards(state);
        replaceIds(
          state,
          replaced.map(({ previousId, board }) => {
            const local = boards[previousId];
            const serverBoard = local
              ? { ...local, id: board.id, email: board.email, author: board.author, version: board.version, originId: board.originId }
              : board;
            return { localId: previousId, serverBoard: withoutUndefined(serverBoard) };
          }),
          userEmail,
        );
      })
      .addCase(remoteBoardsArrived, (state, { payload: { arrivals, deletedIds, userEmail } }) => {
        const renames: { localId: string; serverBoard: Board }[] = [];
        for (const { id, kept, replacesId } of arrivals) {
          if (!kept) continue;
          if (replacesId && replacesId !== id) renames.push({ localId: replacesId, serverBoard: kept });
          else state.boards[kept.id] = kept;
        }
        if (renames.length > 0) replaceIds(state, renames, userEmail);
        removeBoards(state, deletedIds);
      })
      .addCase(boardsAcknowledged, (state, { payload }) => {
        for (const { id, version } of payload.acks) {
          const board = state.boards[id];
          if (board && (board.version ?? 0) < version) board.version = version;
        }
      })
      .addCase(workChangedElsewhere, (state, { payload }) => {
        for (const board of payload.boards) state.boards[board.id] = board;
        removeBoards(state, payload.deletedBoardIds);
      })
      .addCase(boardsUnmarked, (state, { payload }) => {
        for (const id of payload.ids) {
          const board = state.boards[id];
          if (board?.markToUpdate) state.boards[id] = { ...board, markToUpdate: false };
        }
      });
  },
});

export const { boardSwitched, boardChanged, navigationRestored, boardOnScreenReplaced, previousBoard, toRootBoard, boardsLoaded, boardsFetching } =
  boardSlice.actions;

export const selectRootBoardId = (state: WithBoard): string => rootBoardId(state.communicator);
export const selectActiveBoardId = (state: WithBoard): string => state.board.activeBoardId;
export const selectNavHistory = (state: WithBoard): string[] => state.board.navHistory;
export const selectCanGoBack = (state: WithBoard): boolean => state.board.navHistory.length > 1;
export const selectIsFixed = (state: WithBoard): boolean => state.board.isFixed;
export const selectBoardById = (state: WithBoard, id: string): Board | undefined => findBoard(state.board, id);
export const selectActiveBoard = (state: WithBoard): Board | undefined => findBoard(state.board, state.board.activeBoardId);

/** Every board that can be opened: the device's boards first, then the built-in ones they do not replace, and the keyboard. */
export const selectAllBoards = createSelector([(state: WithBoard) => state.board.boards], (local): Board[] => [
  ...Object.values(local),
  ...[...builtInBoardsById.values()].filter((board) => !(board.id in local)),
  keyboardBoard,
]);

/** The board an old id became, when it still exists (a chain of renames is followed, loops are not). */
function followRenames(state: BoardState, id: string): string | undefined {
  const seen = new Set<string>();
  let current = state.renamedIds?.[id];
  while (current !== undefined && !seen.has(current)) {
    if (findBoard(state, current)) return current;
    seen.add(current);
    current = state.renamedIds[current];
  }
  return undefined;
}

/**
 * The board a route asks for (the account's own copy when the id is where one began: an address holding a built-in
 * board's id opens the account's version of it), else the communicator's root, else the first board there is
 * (spec 01 §2).
 */
export const selectResolvedBoardId = (state: WithBoard, requested: string | undefined): string | undefined => {
  const found = requested === undefined ? undefined : findBoard(state.board, requested);
  if (found) return found.id;
  const renamed = requested === undefined ? undefined : followRenames(state.board, requested);
  if (renamed) return renamed;
  const root = findBoard(state.board, selectRootBoardId(state));
  if (root) return root.id;
  return selectAllBoards(state).find((board) => board.id)?.id;
};
