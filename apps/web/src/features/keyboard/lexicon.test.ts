import { keyboardLayout } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { isLanguageOf, lexiconWords, messageText, symbolWords } from './lexicon';
import { keyFace, lastWordOf, typedWith, typedWithout } from './typing';
import { wordPictures } from './word-pictures';

describe('lexiconWords', () => {
  it('ranks the core words, then the boards’ words, then the symbols’, each word once', () => {
    const words = lexiconWords(
      { core: ['I', 'want', 'more'], boards: ['apple juice', 'want', 'I'], symbols: ['red apple', 'juice box'] },
      keyboardLayout('en', 'abc'),
    );
    expect(words).toEqual(['I', 'want', 'more', 'apple', 'juice', 'red', 'box']);
  });

  it('keeps only the words the keyboard’s letters type (accents folded; another script left out)', () => {
    const french = lexiconWords({ core: ['école', 'Ёлка', 'l’eau'], boards: [], symbols: ['ça'] }, keyboardLayout('fr', 'abc'));
    expect(french).toEqual(['école', 'l’eau', 'ça']);
    const serbianLatin = lexiconWords({ core: ['kuća', 'кућа'], boards: [], symbols: [] }, keyboardLayout('sr-ME', 'abc'));
    expect(serbianLatin).toEqual(['kuća']);
  });

  it('takes each symbol’s name before any keyword, and a file of the keyboard’s language', () => {
    expect(symbolWords({ '1F34E': ['red apple', 'fruit'], '1F9C3': ['beverage box', 'juice'] })).toEqual(['red apple', 'beverage box', 'fruit', 'juice']);
    expect(isLanguageOf('pt', 'pt-PT')).toBe(true);
    expect(isLanguageOf('en', 'sr-Latn')).toBe(false);
  });
});

describe('typing', () => {
  it('joins marks to their letter, takes back one character, and shows a mark on a dotted circle', () => {
    expect(typedWith('vie\u0302', '\u0323')).toBe('việ');
    expect(typedWithout('कि')).toBe('क');
    expect(typedWithout('')).toBe('');
    expect(keyFace('\u0301')).toBe('\u25cc\u0301');
    expect(keyFace('a')).toBe('a');
    expect(lastWordOf('I want')).toBe('want');
    expect(lastWordOf('?')).toBeUndefined();
  });
});

describe('wordPictures', () => {
  it('gives a word the picture of the first word tile saying it, never a folder’s or a hidden tile’s', () => {
    const pictures = wordPictures(
      [
        {
          id: 'b',
          name: 'b',
          isPublic: false,
          tiles: [
            { id: '1', label: 'Food', loadBoard: 'food', image: '/f.svg' },
            { id: '2', label: 'Apple', image: '/a.svg' },
            { id: '3', label: 'apple', image: '/b.svg' },
            { id: '4', label: 'Café', image: '/c.svg', hidden: true },
          ],
        },
      ],
      (tile) => tile.label ?? '',
    );
    expect([...pictures]).toEqual([['apple', '/a.svg']]);
  });
});

describe('messageText', () => {
  it('reads a catalogue text as the build hands it over, compiled or not', () => {
    expect(messageText('apple')).toBe('apple');
    expect(messageText([{ type: 0, value: 'ice cream' }])).toBe('ice cream');
    expect(messageText([{ type: 1, value: 1 }])).toBe('');
    expect(messageText(undefined)).toBe('');
  });
});
