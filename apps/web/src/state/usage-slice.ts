import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** "Pause reports" stops recording for this long, then recording resumes by itself (issue 28). */
export const PAUSE_MS = 30 * 60_000;

/**
 * Usage reports on this device (issue 28): whether the signed-in user turned them on (null: not known yet, nothing
 * recorded), until when they are paused ("off the record"), and whether a partner is modeling (presses recorded as
 * modeled, counted apart from the user's own).
 */
export interface UsageState {
  reportsOn: boolean | null;
  pausedUntil: number | null;
  modeling: boolean;
  /** When this device's queue last went to the server (ms; 0: not yet): the page reads the reports again then. */
  sentAt: number;
}

export const initialUsageState = (): UsageState => ({ reportsOn: null, pausedUntil: null, modeling: false, sentAt: 0 });

export const usageSlice = createSlice({
  name: 'usage',
  initialState: initialUsageState,
  reducers: {
    /** The user's choice, as the server or this device last knew it. Off ends a pause and modeling. */
    reportsChosen(state, action: PayloadAction<boolean>) {
      state.reportsOn = action.payload;
      if (!action.payload) {
        state.pausedUntil = null;
        state.modeling = false;
      }
    },
    reportsPaused(state, action: PayloadAction<{ now: number }>) {
      state.pausedUntil = action.payload.now + PAUSE_MS;
    },
    reportsResumed(state) {
      state.pausedUntil = null;
    },
    modelingToggled(state) {
      state.modeling = !state.modeling;
    },
    /** The queue went to the server (or the try ended): what the page shows may have changed. */
    usageQueueSent(state, action: PayloadAction<number>) {
      state.sentAt = action.payload;
    },
    /** What this device kept of a pause and of modeling, read back after a reload. */
    usageRestored(state, action: PayloadAction<Partial<Pick<UsageState, 'reportsOn' | 'pausedUntil' | 'modeling'>>>) {
      Object.assign(state, action.payload);
    },
  },
  selectors: {
    selectReportsOn: (state) => state.reportsOn === true,
    selectPausedUntil: (state) => state.pausedUntil,
    selectIsModeling: (state) => state.modeling,
    selectUsageSentAt: (state) => state.sentAt,
  },
});

export const { reportsChosen, reportsPaused, reportsResumed, modelingToggled, usageQueueSent, usageRestored } = usageSlice.actions;
export const { selectReportsOn, selectPausedUntil, selectIsModeling, selectUsageSentAt } = usageSlice.selectors;

/** Whether a press at `now` is recorded: reports on and not paused. */
export const isRecording = (state: UsageState, now: number): boolean => state.reportsOn === true && !(state.pausedUntil !== null && now < state.pausedUntil);

/**
 * What the usage recorder hears besides the board's own actions: a tile made or tiles edited in the tile editor,
 * and the output bar's phrase spoken. No reducer keeps them.
 */
export const tilesCreated = createAction<{ boardId: string; tiles: { id: string; label?: string | undefined; image?: string | undefined }[] }>(
  'usage/tilesCreated',
);
export const tilesEdited = createAction<{ boardId: string; tiles: { id: string; label?: string | undefined; image?: string | undefined }[] }>(
  'usage/tilesEdited',
);
export const outputSpoken = createAction<{ words: string[] }>('usage/outputSpoken');

/** The analytics page asks for the device's queue to go now, so that what it shows includes the latest presses. */
export const usageSendRequested = createAction('usage/sendRequested');
