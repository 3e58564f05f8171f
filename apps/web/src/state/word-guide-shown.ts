import type { AppThunk } from './app-thunk';
import { boardChanged, selectNavHistory } from './board-slice';
import { wordGuideStarted, type WordGuide } from './word-guide-slice';

// Apart from word-guide-slice.ts, which the root reducer imports: a thunk's type names the root state.

/** "Show me": the way's first board opens (the board itself when nothing leads to it), and its tile to press is marked. */
export const wordGuideShown =
  (guide: Omit<WordGuide, 'startDepth'>): AppThunk =>
  (dispatch, getState) => {
    dispatch(boardChanged(guide.steps[0]?.boardId ?? guide.target.boardId));
    dispatch(wordGuideStarted({ ...guide, startDepth: selectNavHistory(getState()).length }));
  };
