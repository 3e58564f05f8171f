import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  changeBoard,
  initialNavigation,
  isReservedBoardId,
  previousBoard as popBoard,
  removeBoardFromHistory,
  replaceBoardInHistory,
  repointTiles,
  switchBoard,
  toRootBoard as firstBoard,
  type Board,
  type NavigationState,
} from '@tessera/core';
import { builtInBoardsById, defaultCommunicator } from '@tessera/content';
import { boardCreated, boardSaved, boardsDeleted, boardsRestored, reservedBoardCopied } from './board-actions';
import type { CommunicatorState } from './communicator-slice';

/**
 * The board store of spec 01 §3. `boards` holds the boards of this device (created, imported or edited
 * copies); the built-in boards stay in @tessera/content and a local board with the same id takes their
 * place. That keeps ~100 read-only boards out of the state, its dev checks and later its persistence.
 */
export interface BoardState extends NavigationState {
  boards: Record<string, Board>;
  isFetching: boolean;
}

type WithBoard = { board: BoardState; communicator?: CommunicatorState };

const rootBoardId = (communicator?: CommunicatorState): string =>
  communicator?.communicators[communicator.activeCommunicatorId]?.rootBoard ?? defaultCommunicator.rootBoard;

/** A board state starting at a root board (the active communicator's, once saved work is loaded). */
export const initialBoardState = (rootId = rootBoardId()): BoardState => ({ ...initialNavigation(rootId), boards: {}, isFetching: false });

// Core's rules may hand back the whole state; only its navigation fields are theirs to change.
const navigation = ({ activeBoardId, navHistory, isFixed }: NavigationState): NavigationState => ({ activeBoardId, navHistory, isFixed });

const findBoard = (state: BoardState, id: string): Board | undefined => state.boards[id] ?? builtInBoardsById.get(id);

// Edits are stamped with the thunk's clock; reserved built-in boards are never overwritten (spec 01 §4).
const keep = (state: BoardState, board: Board, now: string) => {
  if (isReservedBoardId(board.id)) return;
  state.boards[board.id] = { ...board, lastEdited: now };
  if (board.id === state.activeBoardId) state.isFixed = Boolean(board.isFixed);
};

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
      })
      .addCase(boardsDeleted, (state, { payload }) => {
        for (const id of payload.ids) {
          delete state.boards[id];
          Object.assign(state, navigation(removeBoardFromHistory(state, id)));
        }
      });
  },
});

export const { boardSwitched, boardChanged, previousBoard, toRootBoard, boardsLoaded, boardsFetching } = boardSlice.actions;

export const selectRootBoardId = (state: WithBoard): string => rootBoardId(state.communicator);
export const selectActiveBoardId = (state: WithBoard): string => state.board.activeBoardId;
export const selectNavHistory = (state: WithBoard): string[] => state.board.navHistory;
export const selectCanGoBack = (state: WithBoard): boolean => state.board.navHistory.length > 1;
export const selectIsFixed = (state: WithBoard): boolean => state.board.isFixed;
export const selectBoardById = (state: WithBoard, id: string): Board | undefined => findBoard(state.board, id);
export const selectActiveBoard = (state: WithBoard): Board | undefined => findBoard(state.board, state.board.activeBoardId);

/** Every board that can be opened: the device's boards first, then the built-in ones they do not replace. */
export const selectAllBoards = createSelector([(state: WithBoard) => state.board.boards], (local): Board[] => [
  ...Object.values(local),
  ...[...builtInBoardsById.values()].filter((board) => !(board.id in local)),
]);

/** The board a route asks for, else the communicator's root, else the first board there is (spec 01 §2). */
export const selectResolvedBoardId = (state: WithBoard, requested: string | undefined): string | undefined => {
  if (requested && findBoard(state.board, requested)) return requested;
  const root = selectRootBoardId(state);
  if (findBoard(state.board, root)) return root;
  return selectAllBoards(state).find((board) => board.id)?.id;
};
