import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { createLiveTile, type Tile } from '@tessera/core';

/** The sentence being built in the output bar (spec 01 §3 board store: output, isLiveMode, improvedPhrase). */
export interface OutputState {
  tiles: Tile[];
  isLiveMode: boolean;
  /** The server's natural sentence for the tiles as they are (Improve Phrase); '' when there is none. Any change of the tiles clears it. */
  improvedPhrase: string;
}

export const initialOutputState = (): OutputState => ({ tiles: [], isLiveMode: false, improvedPhrase: '' });

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
        state.improvedPhrase = '';
        dropTrailingEmptyLive(state.tiles);
        state.tiles.push(action.payload.tile);
        if (action.payload.liveTile) state.tiles.push(action.payload.liveTile);
      },
      prepare: (tile: Tile, addLiveTile = false) => ({ payload: addLiveTile ? { tile, liveTile: newLiveTile() } : { tile } }),
    },
    /** A phrase of the phrase history back in the sentence, in place of what was there (its symbols, as they were). */
    outputPhraseRestored: {
      reducer(state, action: PayloadAction<{ tiles: Tile[]; liveTile: Tile }>) {
        state.improvedPhrase = '';
        state.tiles = state.isLiveMode ? [...action.payload.tiles, action.payload.liveTile] : action.payload.tiles;
      },
      prepare: (tiles: readonly Tile[]) => ({ payload: { tiles: tiles.map((tile) => ({ ...tile })), liveTile: newLiveTile() } }),
    },
    outputTileRemoved(state, action: PayloadAction<number>) {
      state.improvedPhrase = '';
      state.tiles.splice(action.payload, 1);
    },
    outputBackspaced(state) {
      state.improvedPhrase = '';
      state.tiles.pop();
    },
    outputCleared: {
      reducer(state, action: PayloadAction<Tile>) {
        state.improvedPhrase = '';
        state.tiles = state.isLiveMode ? [action.payload] : [];
      },
      prepare: () => ({ payload: newLiveTile() }),
    },
    liveTileChanged(state, action: PayloadAction<{ id: string; label: string }>) {
      const tile = state.tiles.find((candidate) => candidate.id === action.payload.id);
      if (tile) tile.label = action.payload.label;
      state.improvedPhrase = '';
    },
    liveModeToggled: {
      reducer(state, action: PayloadAction<Tile>) {
        state.improvedPhrase = '';
        state.isLiveMode = !state.isLiveMode;
        if (state.isLiveMode) {
          if (state.tiles[state.tiles.length - 1]?.type !== 'live') state.tiles.push(action.payload);
        } else {
          state.tiles = state.tiles.filter((tile) => !isEmptyLive(tile));
        }
      },
      prepare: () => ({ payload: newLiveTile() }),
    },
    /** The server's sentence for the output as it is now (the request of an earlier output is aborted, never applied). */
    improvedPhraseReceived(state, action: PayloadAction<string>) {
      state.improvedPhrase = action.payload;
    },
    /** A tap on the improved phrase: the symbols' words are shown and spoken again, until the output changes. */
    improvedPhraseDismissed(state) {
      state.improvedPhrase = '';
    },
  },
  selectors: {
    selectOutputTiles: (state) => state.tiles,
    selectIsLiveMode: (state) => state.isLiveMode,
    selectImprovedPhrase: (state) => state.improvedPhrase,
  },
});

export const {
  outputTileAdded,
  outputPhraseRestored,
  outputTileRemoved,
  outputBackspaced,
  outputCleared,
  liveTileChanged,
  liveModeToggled,
  improvedPhraseReceived,
  improvedPhraseDismissed,
} = outputSlice.actions;
export const { selectOutputTiles, selectIsLiveMode, selectImprovedPhrase } = outputSlice.selectors;
