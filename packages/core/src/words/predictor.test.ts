import { describe, expect, it } from 'vitest';
import { forgetWord, learnPhrase, MAX_LEARNED_WORDS, NO_LEARNED_WORDS, type LearnedWords } from './learned-words.ts';
import { createPredictor, PREDICTION_SLOTS } from './predictor.ts';

const english = createPredictor([
  'the',
  'I',
  'to',
  'and',
  'want',
  'you',
  'apple',
  'application',
  'apply',
  'approach',
  'app',
  'juice',
  'jump',
  'water',
  'play',
  'please',
]);
const sayTimes = (learned: LearnedWords, phrase: string, times: number) =>
  Array.from({ length: times }).reduce<LearnedWords>((kept) => learnPhrase(kept, phrase), learned);

describe('completion', () => {
  it('offers the words beginning with what was typed, most frequent first, at most six', () => {
    expect(english.suggest({ typed: 'app' })).toEqual(['apple', 'application', 'apply', 'approach']);
    expect(english.suggest({ typed: 'ap' }).length).toBeLessThanOrEqual(PREDICTION_SLOTS);
    expect(english.suggest({ typed: 'ap' })[0]).toBe('apple');
    expect(english.suggest({ typed: 'j' })).toEqual(['juice', 'jump']);
  });

  it('follows the capital the user typed', () => {
    expect(english.suggest({ typed: 'Ap' })[0]).toBe('Apple');
  });

  it('puts a word the user has said before any they have not', () => {
    const learned = sayTimes(NO_LEARNED_WORDS, 'I approach', 1);
    expect(english.suggest({ typed: 'app' }, learned)[0]).toBe('approach');
  });

  it("offers a word the user said that the word list does not have (a name, a pet's name)", () => {
    const learned = learnPhrase(NO_LEARNED_WORDS, 'I love Appolonia');
    expect(english.suggest({ typed: 'appolo' }, learned)).toEqual(['appolonia']);
    expect(english.suggest({ typed: 'appo' }, learned)[0]).toBe('appolonia');
  });

  it('finds words one typo away from four letters on, after the exact ones', () => {
    expect(english.suggest({ typed: 'juise' })).toEqual(['juice']);
    expect(english.suggest({ typed: 'aplpe' })[0]).toBe('apple');
    expect(english.suggest({ typed: 'wtaer' })).toEqual(['water']);
    // Three letters: no guessing.
    expect(english.suggest({ typed: 'jui' })).toEqual(['juice']);
    expect(english.suggest({ typed: 'jux' })).toEqual([]);
  });
});

describe('next words', () => {
  it('after saying "I want juice" three times, "juice" is the first word after "want"', () => {
    const learned = sayTimes(NO_LEARNED_WORDS, 'I want juice', 3);
    expect(english.suggest({ typed: '', previous: 'want' }, learned)[0]).toBe('juice');
    expect(english.suggest({ typed: 'j', previous: 'want' }, learned)[0]).toBe('juice');
  });

  it('with nothing said yet, offers the most frequent words', () => {
    expect(english.suggest({ typed: '' })).toEqual(['the', 'I', 'to', 'and', 'want', 'you']);
  });

  it('a pair said more often wins over a word said more often', () => {
    let learned = sayTimes(NO_LEARNED_WORDS, 'play water water water', 1);
    learned = sayTimes(learned, 'want jump', 2);
    expect(english.suggest({ typed: '', previous: 'want' }, learned)[0]).toBe('jump');
  });
});

describe('other scripts', () => {
  it.each([
    ['French, accents ignored', ['école', 'écrire', 'eau', 'élève'], 'ec', ['école', 'écrire']],
    ['Russian, ё as е', ['ёлка', 'есть', 'еда'], 'ел', ['ёлка']],
    ['Greek, tonos ignored', ['νερό', 'νέος', 'ναι'], 'νε', ['νερό', 'νέος']],
    ['Arabic', ['مدرسة', 'ماء', 'مرحبا'], 'مد', ['مدرسة']],
    ['Hebrew, points ignored', ['שָׁלוֹם', 'שמש', 'שיר'], 'של', ['שָׁלוֹם']],
    ['Hindi', ['पानी', 'पापा', 'किताब'], 'पा', ['पानी', 'पापा']],
  ])('%s', (_name, words, typed, expected) => {
    expect(createPredictor(words).suggest({ typed })).toEqual(expected);
  });

  it('finds a typo in Cyrillic and in Arabic', () => {
    expect(createPredictor(['молоко', 'мама']).suggest({ typed: 'малоко' })).toEqual(['молоко']);
    expect(createPredictor(['مدرسة', 'مرحبا']).suggest({ typed: 'مرحيا' })).toEqual(['مرحبا']);
  });
});

describe('learned words', () => {
  it('counts words and pairs in lower case, and forgets a word with its pairs', () => {
    const learned = learnPhrase(learnPhrase(NO_LEARNED_WORDS, 'I want juice.'), 'i WANT water');
    expect(learned.words).toEqual({ i: 2, want: 2, juice: 1, water: 1 });
    expect(learned.pairs).toEqual({ 'i want': 2, 'want juice': 1, 'want water': 1 });
    const forgotten = forgetWord(learned, 'Juice');
    expect(forgotten.words).toEqual({ i: 2, want: 2, water: 1 });
    expect(forgotten.pairs).toEqual({ 'i want': 2, 'want water': 1 });
    expect(learned.words.juice).toBe(1);
  });

  it('keeps at most MAX_LEARNED_WORDS words, dropping those said least', () => {
    let learned = learnPhrase(NO_LEARNED_WORDS, 'keep keep');
    learned = learnPhrase(learned, Array.from({ length: MAX_LEARNED_WORDS + 10 }, (_, i) => `w${i}`).join(' '));
    expect(Object.keys(learned.words)).toHaveLength(MAX_LEARNED_WORDS);
    expect(learned.words.keep).toBe(2);
    expect(learned.words[`w${MAX_LEARNED_WORDS + 9}`]).toBe(1);
  });

  it('leaves the store as it was for a phrase with no words', () => {
    expect(learnPhrase(NO_LEARNED_WORDS, ' … ')).toBe(NO_LEARNED_WORDS);
  });
});

describe('learning one word after another', () => {
  it('counts the pair with the word said before, and not that word again', () => {
    let learned = learnPhrase(NO_LEARNED_WORDS, 'I');
    learned = learnPhrase(learned, 'want', 'I');
    learned = learnPhrase(learned, 'juice', 'I want');
    expect(learned).toEqual({ words: { i: 1, want: 1, juice: 1 }, pairs: { 'i want': 1, 'want juice': 1 } });
    expect(learnPhrase(NO_LEARNED_WORDS, '…', 'want')).toBe(NO_LEARNED_WORDS);
    expect(learnPhrase(NO_LEARNED_WORDS, 'juice', '…')).toEqual({ words: { juice: 1 }, pairs: {} });
  });
});
