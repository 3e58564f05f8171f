import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { createLiveTile, type Tile } from '@tessera/core';

/** The sentence being built in the output bar (spec 01 §3 board store: output, isLiveMode). */
export interface OutputState {
  tiles: Tile[];
  isLiveMode: boolean;
}

export const initialOutputState = (): OutputState => ({ tiles: [], isLiveMode: false });

const isEmptyLive = (tile: Tile | undefined): boolean => tile?.type === 'live' && !tile.label;

// An empty live tile is the cursor of live mode: what comes next goes before it, and there is only ever one at the end.
const dropTrailingEmptyLive = (tiles: Tile[]) => {
  if (isEmptyLive(tiles[tiles.length - 1])) tiles.pop();
};

const newLiveTile = () => createLiveTile(nanoid);

export const outputSlice = createSlice({
  name: 'output',
  initialState: initialOutputState,
  reducers: {
    /** A tapped tile joins the sentence; in live mode an input tile follows it so the user can type on. */
    outputTileAdded: {
      reducer(state, action: PayloadAction<{ tile: Tile; liveTile?: Tile }>) {
        dropTrailingEmptyLive(state.tiles);
        state.tiles.push(action.payload.tile);
        if (action.payload.liveTile) state.tiles.push(action.payload.liveTile);
      },
      prepare: (tile: Tile, addLiveTile = false) => ({ payload: addLiveTile ? { tile, liveTile: newLiveTile() } : { tile } }),
    },
    outputTileRemoved(state, action: PayloadAction<number>) {
      state.tiles.splice(action.payload, 1);
    },
    outputBackspaced(state) {
      state.tiles.pop();
    },
    outputCleared: {
      reducer(state, action: PayloadAction<Tile>) {
        state.tiles = state.isLiveMode ? [action.payload] : [];
      },
      prepare: () => ({ payload: newLiveTile() }),
    },
    liveTileChanged(state, action: PayloadAction<{ id: string; label: string }>) {
      const tile = state.tiles.find((candidate) => candidate.id === action.payload.id);
      if (tile) tile.label = action.payload.label;
    },
    liveModeToggled: {
      reducer(state, action: PayloadAction<Tile>) {
        state.isLiveMode = !state.isLiveMode;
        if (state.isLiveMode) {
          if (state.tiles[state.tiles.length - 1]?.type !== 'live') state.tiles.push(action.payload);
        } else {
          state.tiles = state.tiles.filter((tile) => !isEmptyLive(tile));
        }
      },
      prepare: () => ({ payload: newLiveTile() }),
    },
  },
  selectors: {
    selectOutputTiles: (state) => state.tiles,
    selectIsLiveMode: (state) => state.isLiveMode,
  },
});

export const { outputTileAdded, outputTileRemoved, outputBackspaced, outputCleared, liveTileChanged, liveModeToggled } = outputSlice.actions;
export const { selectOutputTiles, selectIsLiveMode } = outputSlice.selectors;
