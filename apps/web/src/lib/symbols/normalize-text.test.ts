import { describe, expect, it } from 'vitest';
import { normalizeText, wordsOf } from './normalize-text';

describe('normalizeText', () => {
  it('folds case, Latin accents and punctuation', () => {
    expect(normalizeText('  ¿Dónde   está?  ')).toBe('donde esta');
    expect(normalizeText('Crème BRÛLÉE')).toBe('creme brulee');
    expect(normalizeText("don't")).toBe('dont');
    expect(normalizeText('flag: Spain')).toBe('flag spain');
  });

  it('keeps marks that make different letters in other scripts', () => {
    expect(normalizeText('ガ')).not.toBe(normalizeText('カ'));
    expect(normalizeText('कि')).toBe('कि');
  });

  it('splits words', () => {
    expect(wordsOf('ice cream')).toEqual(['ice', 'cream']);
    expect(wordsOf('')).toEqual([]);
  });
});
