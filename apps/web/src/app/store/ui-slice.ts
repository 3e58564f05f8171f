import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { initialLockState, pressLock, toggleTileSelection, type LockAnnouncement, type LockState } from '@tessera/core';

/** The board UI state of spec 01 §3 that is not the board itself: lock, select mode, fullscreen. */
export interface UiState {
  lock: LockState;
  /** What the last press of the lock button did, for the announcement that follows it. */
  lastLockAnnouncement: LockAnnouncement | null;
  isFullscreen: boolean;
  isSelecting: boolean;
  selectedTileIds: string[];
}

export const initialUiState = (): UiState => ({
  lock: initialLockState,
  lastLockAnnouncement: null,
  isFullscreen: false,
  isSelecting: false,
  selectedTileIds: [],
});

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    /** One press of the lock button at `now` (ms); the clock is passed in so the rule stays testable. */
    lockPressed(state, action: PayloadAction<{ now: number; quickUnlock?: boolean }>) {
      const { now, quickUnlock = false } = action.payload;
      const wasLocked = state.lock.isLocked;
      const { state: lock, announce } = pressLock(state.lock, now, { quickUnlock });
      state.lock = lock;
      state.lastLockAnnouncement = announce;
      // Spec 01 §4: toggling the lock clears the selection; a locked board shows nothing that edits.
      if (lock.isLocked !== wasLocked) {
        state.selectedTileIds = [];
        state.isSelecting = false;
      }
    },
    fullscreenChanged(state, action: PayloadAction<boolean>) {
      state.isFullscreen = action.payload;
    },
    /** Select mode toggles and always starts or ends with nothing selected. */
    selectModeToggled(state) {
      state.isSelecting = !state.isSelecting;
      state.selectedTileIds = [];
    },
    tileSelectionToggled(state, action: PayloadAction<string>) {
      state.selectedTileIds = toggleTileSelection(state.selectedTileIds, action.payload);
    },
    selectionChanged(state, action: PayloadAction<string[]>) {
      state.selectedTileIds = action.payload;
    },
  },
  selectors: {
    selectIsLocked: (state) => state.lock.isLocked,
    selectLastLockAnnouncement: (state) => state.lastLockAnnouncement,
    selectIsFullscreen: (state) => state.isFullscreen,
    selectIsSelecting: (state) => state.isSelecting,
    selectSelectedTileIds: (state) => state.selectedTileIds,
  },
});

export const { lockPressed, fullscreenChanged, selectModeToggled, tileSelectionToggled, selectionChanged } = uiSlice.actions;
export const { selectIsLocked, selectLastLockAnnouncement, selectIsFullscreen, selectIsSelecting, selectSelectedTileIds } = uiSlice.selectors;
