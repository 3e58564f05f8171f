import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { forgetWord, learnPhrase, NO_LEARNED_WORDS, type KeyboardOrder, type LearnedWords } from '@tessera/core';
import { slices, type RootState } from './root-reducer';

/**
 * The keyboard board's own state (issue 31): the order of its letters, whether what the user says is learned for its
 * prediction, and what was learned (core's learned words). Kept on this device (keyboard-storage.ts). The slice joins
 * the store after the first board is drawn (keyboard-learning.ts), so none of it is on that board's path.
 */
export type KeyboardState = { order: KeyboardOrder; learning: boolean; learned: LearnedWords };

export const initialKeyboardState = (): KeyboardState => ({ order: 'abc', learning: true, learned: NO_LEARNED_WORDS });

const keyboardSlice = createSlice({
  name: 'keyboard',
  initialState: initialKeyboardState,
  reducers: {
    keyboardOrderChosen(state, action: PayloadAction<KeyboardOrder>) {
      state.order = action.payload;
    },
    keyboardLearningSet(state, action: PayloadAction<boolean>) {
      state.learning = action.payload;
    },
    /** A word (or phrase) was said; `before` is the word said just before it. Nothing is learned while learning is off. */
    phraseLearned(state, action: PayloadAction<{ phrase: string; before?: string | undefined }>) {
      if (state.learning) state.learned = learnPhrase(state.learned, action.payload.phrase, action.payload.before);
    },
    learnedWordForgotten(state, action: PayloadAction<string>) {
      state.learned = forgetWord(state.learned, action.payload);
    },
    learnedWordsForgotten(state) {
      state.learned = NO_LEARNED_WORDS;
    },
    /** What this device kept, read back once the slice joins. */
    keyboardRestored(_state, action: PayloadAction<KeyboardState>) {
      return action.payload;
    },
  },
});

/** The slice as it sits in the store once injected; its selectors answer the initial state before that. */
export const keyboard = keyboardSlice.injectInto(slices);

export const { keyboardOrderChosen, keyboardLearningSet, phraseLearned, learnedWordForgotten, learnedWordsForgotten, keyboardRestored } = keyboard.actions;
/** The keyboard's state, its initial state until the slice has joined the store. */
export const selectKeyboard = (state: RootState): KeyboardState => keyboard.selectSlice(state as { keyboard?: KeyboardState });
export const selectKeyboardOrder = (state: RootState): KeyboardOrder => selectKeyboard(state).order;
export const selectKeyboardLearning = (state: RootState): boolean => selectKeyboard(state).learning;
export const selectLearnedWords = (state: RootState): LearnedWords => selectKeyboard(state).learned;
