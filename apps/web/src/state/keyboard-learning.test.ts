import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyboardLearningMiddleware } from './keyboard-learning';
import { keyboardLearningSet, learnedWordForgotten, learnedWordsForgotten, selectLearnedWords, type KeyboardState } from './keyboard-slice';
import { outputTileAdded } from './output-slice';
import { addLateMiddleware, makeStore } from './store';

const storeLearning = () => {
  const store = makeStore();
  const written: KeyboardState[] = [];
  addLateMiddleware(
    store,
    keyboardLearningMiddleware((state) => written.push(state)),
  );
  const say = (...labels: string[]) => labels.forEach((label, index) => store.dispatch(outputTileAdded({ id: `${label}-${index}`, label })));
  return { store, written, say };
};

describe('keyboard learning', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('learns each tile that joins the output with the one before it, and writes it down once a burst is over', () => {
    vi.useFakeTimers();
    const { store, written, say } = storeLearning();
    say('I', 'want', 'apple juice');
    expect(selectLearnedWords(store.getState())).toEqual({
      words: { i: 1, want: 1, apple: 1, juice: 1 },
      pairs: { 'i want': 1, 'want apple': 1, 'apple juice': 1 },
    });
    expect(written).toEqual([]);
    vi.advanceTimersByTime(600);
    expect(written).toHaveLength(1);
    expect(written[0]?.learned.words.want).toBe(1);
  });

  it('learns nothing while learning is off, and forgets a word or all', () => {
    const { store, say } = storeLearning();
    say('I', 'want');
    store.dispatch(keyboardLearningSet(false));
    say('juice');
    expect(selectLearnedWords(store.getState()).words).toEqual({ i: 1, want: 1 });
    store.dispatch(learnedWordForgotten('Want'));
    expect(selectLearnedWords(store.getState())).toEqual({ words: { i: 1 }, pairs: {} });
    store.dispatch(learnedWordsForgotten());
    expect(selectLearnedWords(store.getState())).toEqual({ words: {}, pairs: {} });
  });
});
