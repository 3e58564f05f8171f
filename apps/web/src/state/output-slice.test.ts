import type { Tile } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import {
  improvedPhraseDismissed,
  improvedPhraseReceived,
  liveModeToggled,
  liveTileChanged,
  outputBackspaced,
  outputCleared,
  outputTileAdded,
  outputTileRemoved,
  selectImprovedPhrase,
  selectIsLiveMode,
  selectOutputTiles,
} from './output-slice';
import { makeStore } from './store';

const tile = (id: string): Tile => ({ id, label: id });
const labels = (store: ReturnType<typeof makeStore>) => selectOutputTiles(store.getState()).map((t) => (t.type === 'live' ? `live:${t.label}` : t.label));

describe('output slice', () => {
  it('adds tiles in order, removes one, backspaces and clears', () => {
    const store = makeStore();
    ['I', 'want', 'apple', 'please'].forEach((id) => store.dispatch(outputTileAdded(tile(id))));
    store.dispatch(outputTileRemoved(2));
    expect(labels(store)).toEqual(['I', 'want', 'please']);
    store.dispatch(outputBackspaced());
    expect(labels(store)).toEqual(['I', 'want']);
    store.dispatch(outputCleared());
    expect(labels(store)).toEqual([]);
  });

  it('keeps the same tile twice when it is tapped twice', () => {
    const store = makeStore();
    store.dispatch(outputTileAdded(tile('more')));
    store.dispatch(outputTileAdded(tile('more')));
    expect(labels(store)).toEqual(['more', 'more']);
  });

  it('live mode: one empty live tile follows the sentence, and typed text stays', () => {
    const store = makeStore();
    store.dispatch(outputTileAdded(tile('I')));
    store.dispatch(liveModeToggled());
    expect(selectIsLiveMode(store.getState())).toBe(true);
    expect(labels(store)).toEqual(['I', 'live:']);

    const live = selectOutputTiles(store.getState())[1] as Tile;
    store.dispatch(liveTileChanged({ id: live.id, label: 'am hungry' }));
    store.dispatch(outputTileAdded(tile('apple'), true));
    store.dispatch(outputTileAdded(tile('now'), true));
    expect(labels(store)).toEqual(['I', 'live:am hungry', 'apple', 'now', 'live:']);

    store.dispatch(outputCleared());
    expect(labels(store)).toEqual(['live:']);
    store.dispatch(liveModeToggled());
    expect(labels(store)).toEqual([]);
  });

  it('keeps an improved phrase only for the output it was asked for: every change of the output, or a tap on it, clears it', () => {
    const store = makeStore();
    store.dispatch(outputTileAdded(tile('I')));
    store.dispatch(outputTileAdded(tile('want')));
    const changes = [
      () => outputTileAdded(tile('apple')),
      () => outputTileRemoved(0),
      () => outputBackspaced(),
      () => liveModeToggled(),
      () => liveTileChanged({ id: 'x', label: 'y' }),
      () => outputCleared(),
      () => improvedPhraseDismissed(),
    ];
    for (const change of changes) {
      store.dispatch(improvedPhraseReceived('I want it.'));
      expect(selectImprovedPhrase(store.getState())).toBe('I want it.');
      store.dispatch(change());
      expect(selectImprovedPhrase(store.getState())).toBe('');
    }
  });
});
