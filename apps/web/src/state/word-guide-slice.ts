import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PathStep } from '@tessera/core';
import { outputTileAdded } from './output-slice';

/** The word being shown the way to ("Show me" in the word finder): the folders to press, board by board, then the tile. */
export type WordGuide = { target: { boardId: string; tileId: string; label: string }; steps: PathStep[] };

type WordGuideState = { guide: WordGuide | null };

const initialState: WordGuideState = { guide: null };

/**
 * The word finder's guide (issue 31): which tile to press next on the board on screen. It ends when the word itself
 * is pressed, or when Stop is pressed; on a board off the path nothing is marked (Home brings the path back).
 */
export const wordGuideSlice = createSlice({
  name: 'wordGuide',
  initialState,
  reducers: {
    wordGuideStarted(state, action: PayloadAction<WordGuide>) {
      state.guide = action.payload;
    },
    wordGuideStopped(state) {
      state.guide = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(outputTileAdded, (state, { payload }) => {
      if (state.guide && payload.tile.id === state.guide.target.tileId) state.guide = null;
    });
  },
  selectors: {
    selectWordGuide: (state) => state.guide,
  },
});

export const { wordGuideStarted, wordGuideStopped } = wordGuideSlice.actions;
export const { selectWordGuide } = wordGuideSlice.selectors;

/** The tile to press next on board `boardId` while a word is being shown the way to, else null. */
export const guidedTileOn = (guide: WordGuide | null, boardId: string | undefined): string | null => {
  if (!guide || !boardId) return null;
  const step = guide.steps.find((candidate) => candidate.boardId === boardId);
  if (step) return step.tileId;
  return guide.target.boardId === boardId ? guide.target.tileId : null;
};
