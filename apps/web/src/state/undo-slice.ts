import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { repointCommunicator, repointTiles, type Board, type Communicator } from '@tessera/core';
import { boardIdReplaced, remoteBoardsArrived } from './sync-actions';

/** How many edits back the user can go; each step keeps whole copies of the boards an edit touched. */
export const UNDO_LIMIT = 20;

/** What an edit changed, as it was before: putting these back undoes it. */
export interface UndoEntry {
  key: number;
  boards: Board[];
  communicator?: Communicator;
}

export interface UndoState {
  entries: UndoEntry[];
  nextKey: number;
}

const initialState = (): UndoState => ({ entries: [], nextKey: 1 });

/**
 * Asks to undo the latest edit, or every edit back to and including `key` (the edit a notice's Undo button is
 * about). A plain action, so a notice in the store can carry it; the undo middleware carries it out.
 */
export const undoRequested = createAction<{ key?: number } | undefined>('undo/requested');

/** Snapshots for undo (spec: at least one step back for destructive edits); kept in memory, not on disk. */
export const undoSlice = createSlice({
  name: 'undo',
  initialState,
  reducers: {
    undoRecorded: {
      reducer(state, action: PayloadAction<Omit<UndoEntry, 'key'> & { key: number }>) {
        state.entries.push(action.payload);
        if (state.entries.length > UNDO_LIMIT) state.entries.splice(0, state.entries.length - UNDO_LIMIT);
        state.nextKey = Math.max(state.nextKey, action.payload.key + 1);
      },
      prepare: (entry: UndoEntry) => ({ payload: entry }),
    },
    /** The entries from `key` on have been put back. */
    undoTaken(state, action: PayloadAction<number>) {
      state.entries = state.entries.filter((entry) => entry.key < action.payload);
    },
  },
  extraReducers: (builder) => {
    // Undoing after a board got its server id must change that board, not bring back the local id.
    const renamed = (state: UndoState, renames: readonly (readonly [string, string])[]) => {
      for (const [previousId, nextId] of renames) {
        for (const entry of state.entries) {
          entry.boards = entry.boards.map((saved) => repointTiles(saved.id === previousId ? { ...saved, id: nextId } : saved, previousId, nextId));
          if (entry.communicator) entry.communicator = repointCommunicator(entry.communicator, previousId, nextId);
        }
      }
    };
    builder
      .addCase(boardIdReplaced, (state, { payload: { replaced } }) =>
        renamed(
          state,
          replaced.map(({ previousId, board }) => [previousId, board.id]),
        ),
      )
      .addCase(remoteBoardsArrived, (state, { payload: { arrivals } }) =>
        renamed(
          state,
          arrivals.flatMap(({ replacesId, id }) => (replacesId && replacesId !== id ? [[replacesId, id] as const] : [])),
        ),
      );
  },
  selectors: {
    selectCanUndo: (state) => state.entries.length > 0,
    selectUndoEntries: (state) => state.entries,
    selectNextUndoKey: (state) => state.nextKey,
  },
});

export const { undoRecorded, undoTaken } = undoSlice.actions;
export const { selectCanUndo, selectUndoEntries, selectNextUndoKey } = undoSlice.selectors;
