import { describe, expect, it } from 'vitest';
import { classicBoards, contentMessagesEn } from './index.ts';

/**
 * Words of the Classic set that share a picture because our symbols have no other for one of them (a brother is
 * drawn as a boy), because they are one word (puzzle, puzzles), or because a step of a routine shows what it uses
 * (use soap). Each pair is listed, so a new picture shared by two words fails the test.
 */
const SHARED: readonly (readonly [string, string])[] = [
  ['boy', 'brother'],
  ['girl', 'sister'],
  ['old man', 'grandpa'],
  ['old woman', 'grandma'],
  ['puzzles', 'puzzle'],
  ['video games', 'video game'],
  ['running', 'run'],
  ['soap', 'use soap'],
  ['towel', 'dry your hands'],
  ['toothbrush', 'take your toothbrush'],
  ['toothpaste', 'add toothpaste'],
  ['teeth', 'brush your teeth'],
];

/** The words each picture of the Classic set's word tiles shows (a folder's cover is its board's, not a word). */
function wordsByPicture(): Map<string, Set<string>> {
  const words = new Map<string, Set<string>>();
  for (const board of classicBoards) {
    for (const tile of board.tiles) {
      if (!tile.image || tile.loadBoard) continue;
      const word = (tile.labelKey ? contentMessagesEn[tile.labelKey] : tile.label)?.toLowerCase() ?? '';
      words.set(tile.image, (words.get(tile.image) ?? new Set()).add(word));
    }
  }
  return words;
}

describe("the Classic set's pictures", () => {
  it('give each word its own picture, but for the pairs our symbols cannot tell apart', () => {
    const shared = [...wordsByPicture().values()].filter((words) => words.size > 1).map((words) => [...words].sort().join(' | '));
    expect(shared.sort()).toEqual(SHARED.map((pair) => [...pair].sort().join(' | ')).sort());
  });
});
