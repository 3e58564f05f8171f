import type { Middleware } from '@reduxjs/toolkit';
import { tileSpeechText } from '@tessera/core';
import { keyboardRestored, phraseLearned, selectKeyboard, type KeyboardState } from './keyboard-slice';
import { readKeyboardState, writeKeyboardState } from './keyboard-storage';
import { outputTileAdded } from './output-slice';
import type { AppStore, RootState } from './store';

/** How long the keyboard state must be still before it is written (a burst of taps is written once). */
const WRITE_AFTER_MS = 500;

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** The words of the last tile of the output, the one a new tile follows. */
const lastSaid = (state: RootState): string | undefined => {
  const tiles = state.output.tiles.filter((tile) => tile.type !== 'live' || tile.label);
  const last = tiles[tiles.length - 1];
  return last ? tileSpeechText(last) : undefined;
};

/**
 * Every word said raises its rank in the keyboard's prediction (issue 31): a tile joining the output is learned with
 * the word before it. What the keyboard slice holds is written to this device's storage when it changes.
 */
export function keyboardLearningMiddleware(write = (state: KeyboardState) => writeKeyboardState(storage(), state)): Middleware {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (api) => (next) => (action) => {
    const before = outputTileAdded.match(action) ? lastSaid(api.getState() as RootState) : undefined;
    const previous = selectKeyboard(api.getState() as RootState);
    const result = next(action);
    if (outputTileAdded.match(action)) {
      const phrase = tileSpeechText(action.payload.tile);
      if (phrase) api.dispatch(phraseLearned({ phrase, before }));
    }
    const current = selectKeyboard(api.getState() as RootState);
    if (current !== previous) {
      clearTimeout(timer);
      timer = setTimeout(() => write(selectKeyboard(api.getState() as RootState)), WRITE_AFTER_MS);
    }
    return result;
  };
}

/** Joins the keyboard slice to the store with what this device kept, and starts learning. */
export function startKeyboardLearning(store: AppStore, addMiddleware: (middleware: Middleware) => void): void {
  store.dispatch(keyboardRestored(readKeyboardState(storage())));
  addMiddleware(keyboardLearningMiddleware());
}
