import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import { repointCommunicator, type Communicator } from '@tessera/core';
import { defaultCommunicator } from '@tessera/content';
import { boardCreated, boardsDeleted, boardsRestored, reservedBoardCopied } from './board-actions';
import { boardIdReplaced, communicatorIdReplaced, remoteBoardsMerged } from './sync-actions';

/** Communicator state of spec 01 §3: the communicators of this device and the active one. */
export interface CommunicatorState {
  communicators: Record<string, Communicator>;
  activeCommunicatorId: string;
  /** A fetch of the user's communicators from the server is under way. */
  isFetching: boolean;
}

export const initialCommunicatorState = (): CommunicatorState => ({
  communicators: { [defaultCommunicator.id]: defaultCommunicator },
  activeCommunicatorId: defaultCommunicator.id,
  isFetching: false,
});

type WithCommunicator = { communicator: CommunicatorState };

const active = (state: CommunicatorState): Communicator | undefined => state.communicators[state.activeCommunicatorId];

export const communicatorSlice = createSlice({
  name: 'communicator',
  initialState: initialCommunicatorState,
  reducers: {
    /** Communicators saved on this device (or fetched), added or replaced by id. */
    communicatorsLoaded(state, action: PayloadAction<{ communicators: readonly Communicator[]; activeCommunicatorId?: string }>) {
      for (const communicator of action.payload.communicators) state.communicators[communicator.id] = communicator;
      const { activeCommunicatorId } = action.payload;
      if (activeCommunicatorId && state.communicators[activeCommunicatorId]) state.activeCommunicatorId = activeCommunicatorId;
    },
    /** Spec 01 §4: a fetch start sets isFetching; its success or failure clears it. */
    communicatorsFetching(state, action: PayloadAction<boolean>) {
      state.isFetching = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(reservedBoardCopied, (state, { payload }) => {
        const communicator = active(state);
        if (communicator) state.communicators[communicator.id] = repointCommunicator(communicator, payload.previousId, payload.board.id);
      })
      .addCase(boardCreated, (state, { payload }) => {
        const communicator = active(state);
        if (communicator && !communicator.boards.includes(payload.board.id)) communicator.boards.push(payload.board.id);
      })
      .addCase(boardsDeleted, (state, { payload }) => {
        const communicator = active(state);
        if (communicator && communicator.boards.some((id) => payload.ids.includes(id))) {
          communicator.boards = communicator.boards.filter((id) => !payload.ids.includes(id));
        }
      })
      .addCase(boardsRestored, (state, { payload }) => {
        if (payload.communicator) state.communicators[payload.communicator.id] = payload.communicator;
      })
      .addCase(boardIdReplaced, (state, { payload: { replaced } }) => {
        for (const [id, draft] of Object.entries(state.communicators)) {
          const before = original(draft) ?? draft;
          let communicator = before;
          for (const { previousId, board } of replaced) communicator = repointCommunicator(communicator, previousId, board.id);
          if (communicator !== before) state.communicators[id] = communicator;
        }
      })
      .addCase(communicatorIdReplaced, (state, { payload: { previousId, communicator } }) => {
        delete state.communicators[previousId];
        state.communicators[communicator.id] = communicator;
        if (state.activeCommunicatorId === previousId) state.activeCommunicatorId = communicator.id;
      })
      .addCase(remoteBoardsMerged, (state, { payload }) => {
        if (payload.deletedIds.length === 0) return;
        for (const communicator of Object.values(state.communicators)) {
          if (communicator.boards.some((id) => payload.deletedIds.includes(id))) {
            communicator.boards = communicator.boards.filter((id) => !payload.deletedIds.includes(id));
          }
        }
      });
  },
});

export const { communicatorsLoaded, communicatorsFetching } = communicatorSlice.actions;

export const selectActiveCommunicator = (state: WithCommunicator): Communicator =>
  active(state.communicator) ?? defaultCommunicator;
