import { describe, expect, it } from 'vitest';
import { keyWords, looksLikeMessageKey, ownWordsIndex } from './message-key-words.ts';

describe('keyWords', () => {
  it.each([
    ['symbol.peopleActions.toWatchTv', 'to watch TV'],
    ['symbol.peopleActions.toThink', 'to think'],
    ['symbol.peopleActions.toShout', 'to shout'],
    ['symbol.electricalComputer.computerKeyboard', 'computer keyboard'],
    ['cboard.board.home', 'home'],
    ['symbol.pronouns.I', 'I'],
    ['cboard.symbol.iWant', 'I want'],
    ['cboard.symbol.imHungry', "I'm hungry"],
    ['cboard.symbol.iCantSpeak', "I can't speak"],
    ['cboard.symbol.letsGoBy', "let's go by"],
    ['symbol.numbers.number10', 'number 10'],
    ['symbol.places.USAFlag', 'USA flag'],
    ['plain', 'plain'],
    ['with-dashes_and_underscores', 'with dashes and underscores'],
    ['', ''],
  ])('%s → %s', (key, words) => {
    expect(keyWords(key)).toBe(words);
  });
});

describe('looksLikeMessageKey', () => {
  it.each([
    ['picSeePalBoardDescription', true],
    ['cboard.board.home', true],
    ['symbol.x', true],
    ['Food', false],
    ['hello', false],
    ['A board for mornings.', false],
    ['Universal Core 11x6', false],
  ])('%s → %s', (text, key) => {
    expect(looksLikeMessageKey(text)).toBe(key);
  });
});

describe('ownWordsIndex', () => {
  const own = ownWordsIndex([
    { key: 'tessera.board.people', text: 'People' },
    { key: 'tessera.board.root.people', text: 'people' },
    { key: 'tessera.board.activities.watch-tv', text: 'watch TV', verb: true },
    { key: 'tessera.board.actions.hug', text: 'hug', verb: true },
    { key: 'tessera.board.animals.fly', text: 'fly' },
    { key: 'tessera.board.emotions.happy', text: 'happy' },
    { key: 'tessera.board.food.happy', text: 'happy' },
    { key: 'navigation.print', text: 'Print' },
  ]);

  it('finds a tile key and a board key by their English text in any case, a verb also after "to" (and only a verb)', () => {
    expect(own.tileKey('to watch TV')).toBe('tessera.board.activities.watch-tv');
    expect(own.tileKey('to hug')).toBe('tessera.board.actions.hug');
    expect(own.tileKey('Happy')).toBe('tessera.board.emotions.happy');
    expect(own.tileKey('people')).toBe('tessera.board.root.people');
    expect(own.boardKey('people')).toBe('tessera.board.people');
  });

  it('finds none for other words, nor for texts of the interface', () => {
    expect(own.tileKey('to shout')).toBeUndefined();
    expect(own.tileKey('print')).toBeUndefined();
    expect(own.tileKey('to fly')).toBeUndefined();
    expect(own.tileKey('fly')).toBe('tessera.board.animals.fly');
    expect(own.boardKey('hug')).toBeUndefined();
  });
});
