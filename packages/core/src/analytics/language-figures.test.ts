import { describe, expect, it } from 'vitest';
import { languageFigures, utteranceWords, type Utterance } from './language-figures.ts';

const CORE = ['I', 'want', 'more', 'go', 'it', 'you'];

describe('utteranceWords', () => {
  it.each([
    [
      ['I want', 'apple'],
      ['i', 'want', 'apple'],
    ],
    [
      ['  more,  ', '(juice)'],
      ['more', 'juice'],
    ],
    [
      ["it's", 'ice-cream!'],
      ["it's", 'ice-cream'],
    ],
    [['', '   ', '?!'], []],
    [['Ça VA'], ['ça', 'va']],
  ])('%j → %j', (parts, words) => {
    expect(utteranceWords(parts)).toEqual(words);
  });

  it('lower-cases in the language given', () => {
    expect(utteranceWords(['İSTANBUL'], 'tr')).toEqual(['istanbul']);
  });
});

describe('languageFigures', () => {
  const cases: [string, Utterance[], Partial<ReturnType<typeof languageFigures>>][] = [
    [
      'nothing said',
      [],
      { utterances: 0, totalWords: 0, differentWords: 0, meanLengthOfUtterance: 0, coreWords: 0, coreWordShare: 0, frequency: [], newWords: [] },
    ],
    [
      'three phrases',
      [
        { words: ['I want', 'apple'], at: '2026-03-01T10:00:00Z' },
        { words: ['more'], at: '2026-03-01T10:05:00Z' },
        { words: ['I', 'want', 'more', 'apple'], at: '2026-03-02T09:00:00Z' },
      ],
      { utterances: 3, totalWords: 8, differentWords: 4, meanLengthOfUtterance: 8 / 3, coreWords: 6, coreWordShare: 6 / 8 },
    ],
    [
      'a phrase said several times counts each time',
      [
        { words: ['go'], at: '2026-03-01', times: 3 },
        { words: ['go home'], at: '2026-03-02' },
      ],
      { utterances: 4, totalWords: 5, differentWords: 2, meanLengthOfUtterance: 5 / 4, coreWords: 4, coreWordShare: 4 / 5 },
    ],
    [
      'phrases without words are no utterances',
      [
        { words: ['', '!'], at: '2026-03-01' },
        { words: ['you'], at: '2026-03-01' },
      ],
      { utterances: 1, totalWords: 1, meanLengthOfUtterance: 1, coreWordShare: 1 },
    ],
  ];
  it.each(cases)('%s', (_title, utterances, expected) => {
    expect(languageFigures(utterances, { coreWords: CORE })).toMatchObject(expected);
  });

  it('lists words by count, then alphabetically, with their first use whatever order they came in', () => {
    const figures = languageFigures([
      { words: ['want apple'], at: '2026-03-02T09:00:00Z' },
      { words: ['I want'], at: '2026-03-01T10:00:00Z' },
      { words: ['banana'], at: '2026-03-03T10:00:00Z' },
    ]);
    expect(figures.frequency).toEqual([
      { word: 'want', count: 2, firstUsed: '2026-03-01T10:00:00Z' },
      { word: 'apple', count: 1, firstUsed: '2026-03-02T09:00:00Z' },
      { word: 'banana', count: 1, firstUsed: '2026-03-03T10:00:00Z' },
      { word: 'i', count: 1, firstUsed: '2026-03-01T10:00:00Z' },
    ]);
  });

  it('new words are those not used before the range, in the order first used', () => {
    const figures = languageFigures(
      [
        { words: ['I want', 'banana'], at: '2026-03-02' },
        { words: ['want', 'apple'], at: '2026-03-01' },
      ],
      { usedBefore: ['Want', 'I'] },
    );
    expect(figures.newWords.map((entry) => [entry.word, entry.firstUsed])).toEqual([
      ['apple', '2026-03-01'],
      ['banana', '2026-03-02'],
    ]);
  });

  it('core words match whatever their case or punctuation', () => {
    expect(languageFigures([{ words: ['WANT!', 'More.'], at: 'x' }], { coreWords: ['want', 'more'] }).coreWordShare).toBe(1);
  });
});
