import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PathStep } from '@tessera/core';
import { outputTileAdded } from './output-slice';

/**
 * The word being shown the way to ("Show me" in the word finder): the folders to press, board by board, then the
 * tile. `startDepth`: how many boards the board history held once the way's first board was opened.
 */
export type WordGuide = { target: { boardId: string; tileId: string; label: string }; steps: PathStep[]; startDepth?: number };

type WordGuideState = { guide: WordGuide | null };

const initialState: WordGuideState = { guide: null };

/**
 * The word finder's guide (issue 31): which tile to press next on the board on screen. It ends when the word itself
 * is pressed, or when Stop is pressed; on a board off the path nothing is marked (Home brings the path back). The
 * browser's Back (or Go back) to a board of the way marks its tile again; Back past the way's first board, to where
 * the user was before "Show me", ends the guide (guideLeftBehind).
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

/**
 * Whether the user went back past the board the guide began on, to a board off the way (Back to where they were
 * before "Show me"): the guide is over. Home, or a board of the way, keeps it.
 */
export const guideLeftBehind = (guide: WordGuide | null, boardId: string | undefined, depth: number): boolean =>
  guide !== null && guide.startDepth !== undefined && depth < guide.startDepth && guidedTileOn(guide, boardId) === null;

/** The tile to press next on board `boardId` while a word is being shown the way to, else null. */
export const guidedTileOn = (guide: WordGuide | null, boardId: string | undefined): string | null => {
  if (!guide || !boardId) return null;
  const step = guide.steps.find((candidate) => candidate.boardId === boardId);
  if (step) return step.tileId;
  return guide.target.boardId === boardId ? guide.target.tileId : null;
};
