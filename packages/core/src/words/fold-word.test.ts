import { describe, expect, it } from 'vitest';
import { foldWord, withinOneEdit, wordsOf } from './fold-word.ts';

describe('foldWord', () => {
  it.each([
    ['Café', 'cafe'],
    ['ÉCOLE', 'ecole'],
    ['Ёлка', 'елка'],
    ['Ἀθῆναι', 'αθηναι'],
    ['مَدْرَسَة', 'مدرسة'],
    ['שָׁלוֹם', 'שלום'],
    ['किताब', 'किताब'],
    ['หนังสือ', 'หนังสือ'],
    ['Straße', 'straße'],
    ['Łódź', 'łodz'],
  ])('%s → %s', (word, folded) => {
    expect(foldWord(word)).toBe(folded);
  });
});

describe('wordsOf', () => {
  it('keeps apostrophes and hyphens inside a word, and drops punctuation around it', () => {
    expect(wordsOf("I don't want ice-cream, thanks!")).toEqual(['I', "don't", 'want', 'ice-cream', 'thanks']);
    expect(wordsOf('أريد  تفاحة.')).toEqual(['أريد', 'تفاحة']);
    expect(wordsOf('')).toEqual([]);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['apple', 'apple', true],
    ['aple', 'apple', true],
    ['applle', 'apple', true],
    ['appke', 'apple', true],
    ['aplpe', 'apple', true],
    ['apxle', 'apple', true],
    ['aplle', 'apple', true],
    ['axxle', 'apple', false],
    ['app', 'apple', false],
    ['pale', 'apple', false],
  ])('%s ~ %s: %s', (a, b, near) => {
    expect(withinOneEdit(a, b)).toBe(near);
    expect(withinOneEdit(b, a)).toBe(near);
  });
});
