import { createAction } from '@reduxjs/toolkit';
import type { Tile } from '@tessera/core';
import type { AppThunk } from './app-thunk';
import { selectPhraseHistoryPaused } from './phrase-history-pause';

/** The phrase history on this device changed (a phrase kept, starred, cleared): the account's sync sends it. */
export const phraseHistoryChanged = createAction<{ queued: boolean }>('phraseHistory/changed');

/**
 * The output bar spoke the whole sentence: it joins the phrase history, on this device and, signed in, the account
 * (issue 31). Not while reports are paused. The storage comes in a chunk of its own, never on the first board's path.
 */
export const phraseSpoken =
  (tiles: readonly Tile[], now = Date.now()): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const state = getState();
    if (selectPhraseHistoryPaused(state, now) || tiles.length === 0) return;
    const userId = state.auth.user?.id ?? null;
    try {
      const [{ getDb }, { recordPhrase }] = await Promise.all([import('../lib/db/tessera-db'), import('../sync/phrase-history-local')]);
      if ((getState().auth.user?.id ?? null) !== userId) return;
      if (await recordPhrase(getDb(userId), tiles, now, userId !== null)) dispatch(phraseHistoryChanged({ queued: userId !== null }));
    } catch (error) {
      // The phrase was said; keeping it is a convenience that must never get in the way of speech.
      console.error(error);
    }
  };
