import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import { repointCommunicator, type Communicator } from '@tessera/core';
import { defaultCommunicator } from '@tessera/content';
import { boardCreated, boardsCopied, boardsDeleted, boardsRestored, communicatorRootChosen, reservedBoardCopied } from './board-actions';
import {
  boardIdReplaced,
  communicatorAcknowledged,
  communicatorIdReplaced,
  communicatorsArrived,
  remoteBoardsArrived,
  workChangedElsewhere,
} from './sync-actions';

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

/** Board ids became others (local ids their server ids): every communicator's boards and root follow. */
function repointAll(state: CommunicatorState, renames: readonly (readonly [string, string])[]) {
  if (renames.length === 0) return;
  for (const [id, draft] of Object.entries(state.communicators)) {
    const before = original(draft) ?? draft;
    let communicator = before;
    for (const [previousId, nextId] of renames) communicator = repointCommunicator(communicator, previousId, nextId);
    if (communicator !== before) state.communicators[id] = communicator;
  }
}

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
    /** Spec 01 §4: the active communicator lists a board, or stops listing it (the thunks in communicator-membership.ts). */
    communicatorBoardsChanged(state, action: PayloadAction<{ boards: string[] }>) {
      const communicator = active(state);
      if (communicator) communicator.boards = action.payload.boards;
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
      .addCase(boardsCopied, (state, { payload }) => {
        const communicator = active(state);
        if (!communicator) return;
        for (const { id } of payload.boards) if (!communicator.boards.includes(id)) communicator.boards.push(id);
      })
      .addCase(boardsDeleted, (state, { payload }) => {
        const communicator = active(state);
        if (communicator && communicator.boards.some((id) => payload.ids.includes(id))) {
          communicator.boards = communicator.boards.filter((id) => !payload.ids.includes(id));
        }
      })
      .addCase(communicatorRootChosen, (state, { payload }) => {
        const communicator = active(state);
        if (communicator) Object.assign(communicator, payload);
      })
      .addCase(boardsRestored, (state, { payload }) => {
        if (payload.communicator) state.communicators[payload.communicator.id] = payload.communicator;
      })
      .addCase(boardIdReplaced, (state, { payload: { replaced } }) => {
        repointAll(
          state,
          replaced.map(({ previousId, board }) => [previousId, board.id]),
        );
      })
      .addCase(communicatorIdReplaced, (state, { payload: { previousId, communicator } }) => {
        delete state.communicators[previousId];
        state.communicators[communicator.id] = communicator;
        if (state.activeCommunicatorId === previousId) state.activeCommunicatorId = communicator.id;
      })
      .addCase(remoteBoardsArrived, (state, { payload }) => {
        repointAll(
          state,
          payload.arrivals.flatMap(({ replacesId, id }) => (replacesId && replacesId !== id ? [[replacesId, id] as const] : [])),
        );
        if (payload.deletedIds.length === 0) return;
        for (const communicator of Object.values(state.communicators)) {
          if (communicator.boards.some((id) => payload.deletedIds.includes(id))) {
            communicator.boards = communicator.boards.filter((id) => !payload.deletedIds.includes(id));
          }
        }
      })
      .addCase(communicatorsArrived, (state, { payload }) => {
        for (const kept of payload.kept) state.communicators[kept.id] = kept;
        const { activeCommunicatorId } = payload;
        if (activeCommunicatorId && state.communicators[activeCommunicatorId]) state.activeCommunicatorId = activeCommunicatorId;
      })
      .addCase(communicatorAcknowledged, (state, { payload: { id, version } }) => {
        const communicator = state.communicators[id];
        if (communicator && (communicator.version ?? 0) < version) communicator.version = version;
      })
      .addCase(workChangedElsewhere, (state, { payload }) => {
        for (const communicator of payload.communicators) state.communicators[communicator.id] = communicator;
        for (const id of payload.deletedCommunicatorIds) delete state.communicators[id];
        if (payload.activeCommunicatorId && state.communicators[payload.activeCommunicatorId]) state.activeCommunicatorId = payload.activeCommunicatorId;
      });
  },
});

export const { communicatorsLoaded, communicatorsFetching, communicatorBoardsChanged } = communicatorSlice.actions;

export const selectActiveCommunicator = (state: WithCommunicator): Communicator => active(state.communicator) ?? defaultCommunicator;
