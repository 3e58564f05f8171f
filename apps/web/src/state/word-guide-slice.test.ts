import { describe, expect, it } from 'vitest';
import { outputTileAdded } from './output-slice';
import { guidedTileOn, guideLeftBehind, wordGuideSlice, wordGuideStarted, wordGuideStopped, type WordGuide } from './word-guide-slice';

const guide: WordGuide = {
  target: { boardId: 'fruit', tileId: 't-banana', label: 'banana' },
  steps: [
    { boardId: 'root', tileId: 't-food' },
    { boardId: 'food', tileId: 't-fruit' },
  ],
};
const reduce = wordGuideSlice.reducer;

describe('the word guide', () => {
  it.each([
    ['root', 't-food'],
    ['food', 't-fruit'],
    ['fruit', 't-banana'],
    ['emotions', null],
    [undefined, null],
  ])('on board %s marks %s', (boardId, tileId) => {
    expect(guidedTileOn(guide, boardId)).toBe(tileId);
  });

  it('marks nothing without a guide', () => {
    expect(guidedTileOn(null, 'root')).toBeNull();
  });

  it('ends when the word itself is pressed, or on Stop; another word pressed on the way leaves it', () => {
    const started = reduce(undefined, wordGuideStarted(guide));
    expect(started.guide).toEqual(guide);
    expect(reduce(started, outputTileAdded({ id: 't-apple', label: 'apple' })).guide).toEqual(guide);
    expect(reduce(started, outputTileAdded({ id: 't-banana', label: 'banana' })).guide).toBeNull();
    expect(reduce(started, wordGuideStopped()).guide).toBeNull();
  });

  it('is left behind only shorter than it began and off the way', () => {
    const begun = { ...guide, startDepth: 3 };
    expect(guideLeftBehind(begun, 'emotions', 2)).toBe(true);
    expect(guideLeftBehind(begun, 'root', 1)).toBe(false);
    expect(guideLeftBehind(begun, 'emotions', 3)).toBe(false);
    expect(guideLeftBehind(guide, 'emotions', 1)).toBe(false);
    expect(guideLeftBehind(null, 'emotions', 1)).toBe(false);
  });
});
