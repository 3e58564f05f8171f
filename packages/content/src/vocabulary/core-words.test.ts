import { languageFigures } from '@tessera/core';
import { expect, it } from 'vitest';
import { coreBoard } from '../boards/core/core-board.ts';
import { coreWordsIn } from './core-words.ts';
import { loadVocabulary } from './vocabulary.ts';

it("English core words are the core board's word tiles, not its folders", () => {
  const words = coreWordsIn(undefined);
  expect(words).toEqual(expect.arrayContaining(['I', 'you', 'want', 'more', 'go']));
  expect(words.length).toBe(coreBoard.tiles.filter((tile) => !tile.loadBoard).length);
  expect(words.every((word) => /\S/.test(word))).toBe(true);
});

it('a language has its own, and the share is counted in it', async () => {
  const german = coreWordsIn(await loadVocabulary('de-DE'));
  expect(german).toEqual(expect.arrayContaining(['ich will', 'mehr']));
  const figures = languageFigures([{ words: ['ich will', 'mehr', 'Apfel'], at: '2026-03-01' }], { coreWords: german, locale: 'de' });
  expect(figures).toMatchObject({ totalWords: 4, coreWords: 3, coreWordShare: 0.75 });
});
