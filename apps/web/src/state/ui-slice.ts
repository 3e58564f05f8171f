import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { initialLockState, pressLock, selectAllTiles, toggleTileSelection, type LockAnnouncement, type LockState, type Tile } from '@tessera/core';
import { boardsCopied, communicatorRootChosen } from './board-actions';
import { boardChanged, boardOnScreenReplaced, boardSwitched, navigationRestored, previousBoard, toRootBoard } from './board-slice';

/** What the tile editor is open for: a new tile, or the selected tiles (several give a stepper). */
export type TileEditorTarget = { mode: 'create' } | { mode: 'edit'; tileIds: string[] };

/** The board UI state of spec 01 §3 that is not the board itself: lock, select mode, fullscreen, clipboard, editor. */
export interface UiState {
  lock: LockState;
  /** What the last press of the lock button did, for the announcement that follows it. */
  lastLockAnnouncement: LockAnnouncement | null;
  isFullscreen: boolean;
  isSelecting: boolean;
  selectedTileIds: string[];
  /** Copy stores the selected tiles here; paste makes new tiles from them (spec 01 §4). */
  copiedTiles: Tile[];
  tileEditor: TileEditorTarget | null;
  /** Someone else's public board offered for copying (spec 01 §4): on opening it, or when the user tried to change it. */
  copyPublicBoard: CopyOffer | null;
  /** Someone else's private board the user tried to open: blocked with 'ask the author to publish'. */
  blockedPrivateBoard: string | null;
}

/** Why the copy is offered: the board was opened, or the user tried to change it (only its owner may). */
export type CopyOffer = { boardId: string; trigger: 'open' | 'edit' };

export const initialUiState = (): UiState => ({
  lock: initialLockState,
  lastLockAnnouncement: null,
  isFullscreen: false,
  isSelecting: false,
  selectedTileIds: [],
  copiedTiles: [],
  tileEditor: null,
  copyPublicBoard: null,
  blockedPrivateBoard: null,
});

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    /** One press of the lock button at `now` (ms); the clock is passed in so the rule stays testable. */
    lockPressed(state, action: PayloadAction<{ now: number }>) {
      const wasLocked = state.lock.isLocked;
      const { state: lock, announce } = pressLock(state.lock, action.payload.now);
      state.lock = lock;
      state.lastLockAnnouncement = announce;
      // Spec 01 §4: toggling the lock clears the selection; a locked board shows nothing that edits.
      if (lock.isLocked !== wasLocked) {
        state.selectedTileIds = [];
        state.isSelecting = false;
        state.tileEditor = null;
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
    /** The select-all checkbox: every tile of the board, or none. */
    allTilesSelected(state, action: PayloadAction<{ tiles: readonly { id: string }[]; checked: boolean }>) {
      state.selectedTileIds = selectAllTiles(action.payload.tiles, action.payload.checked);
    },
    tilesCopied(state, action: PayloadAction<Tile[]>) {
      state.copiedTiles = action.payload;
    },
    /** Spec 01 §4: opening the add dialog closes select mode. Editing the selection keeps it. */
    tileEditorOpened(state, action: PayloadAction<TileEditorTarget>) {
      state.tileEditor = action.payload;
      // An empty selection stays the same array: a new one would re-render every tile as the editor opens.
      if (action.payload.mode === 'create') {
        state.isSelecting = false;
        if (state.selectedTileIds.length > 0) state.selectedTileIds = [];
      }
    },
    tileEditorClosed(state) {
      state.tileEditor = null;
    },
    copyPublicBoardOffered(state, action: PayloadAction<CopyOffer | null>) {
      state.copyPublicBoard = action.payload;
    },
    blockedPrivateBoardShown(state, action: PayloadAction<string | null>) {
      state.blockedPrivateBoard = action.payload;
    },
  },
  extraReducers: (builder) => {
    // A selection belongs to the board it was made on.
    builder.addMatcher(
      isAnyOf(boardChanged, boardSwitched, navigationRestored, boardOnScreenReplaced, previousBoard, toRootBoard, boardsCopied, communicatorRootChosen),
      (state) => {
        state.selectedTileIds = [];
      },
    );
  },
  selectors: {
    selectIsLocked: (state) => state.lock.isLocked,
    selectLastLockAnnouncement: (state) => state.lastLockAnnouncement,
    selectIsFullscreen: (state) => state.isFullscreen,
    selectIsSelecting: (state) => state.isSelecting,
    selectSelectedTileIds: (state) => state.selectedTileIds,
    selectCopiedTiles: (state) => state.copiedTiles,
    selectTileEditor: (state) => state.tileEditor,
    selectCopyPublicBoard: (state) => state.copyPublicBoard,
    selectBlockedPrivateBoard: (state) => state.blockedPrivateBoard,
  },
});

export const {
  lockPressed,
  fullscreenChanged,
  selectModeToggled,
  tileSelectionToggled,
  selectionChanged,
  allTilesSelected,
  tilesCopied,
  tileEditorOpened,
  tileEditorClosed,
  copyPublicBoardOffered,
  blockedPrivateBoardShown,
} = uiSlice.actions;
export const {
  selectIsLocked,
  selectLastLockAnnouncement,
  selectIsFullscreen,
  selectIsSelecting,
  selectSelectedTileIds,
  selectCopiedTiles,
  selectTileEditor,
  selectCopyPublicBoard,
  selectBlockedPrivateBoard,
} = uiSlice.selectors;
