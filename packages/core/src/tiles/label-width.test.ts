import { describe, expect, it } from 'vitest';
import { labelFitWidth, labelWidth } from './label-width.ts';

describe('labelWidth', () => {
  it('is the widest word, summed from its letters, and the whole line with its spaces', () => {
    // Chromium draws "pomegranate" 5.94 em wide in Roboto 500: the estimate errs a little wide, never narrow.
    const { word } = labelWidth('pomegranate');
    expect(word).toBeGreaterThanOrEqual(5.94);
    expect(word).toBeLessThan(5.94 * 1.03);
    const { word: passion, line } = labelWidth('passion fruit');
    expect(passion).toBe(labelWidth('passion').word);
    expect(line).toBeCloseTo(labelWidth('passion').word + 0.25 + labelWidth('fruit').word);
  });

  it('reads accented letters as their base letter and gives marks written apart no width', () => {
    expect(labelWidth('Conversación').word).toBeCloseTo(labelWidth('Conversacion').word);
    expect(labelWidth('Conversacio\u0301n').word).toBeCloseTo(labelWidth('Conversacion').word);
  });

  it('counts a hyphenated word as one, and lets Chinese break between any two characters', () => {
    expect(labelWidth('T-shirt').word).toBeCloseTo(labelWidth('T').word + labelWidth('-').word + labelWidth('shirt').word);
    expect(labelWidth('你叫什么名字').word).toBe(1);
    expect(labelWidth('你叫什么名字').line).toBe(6);
  });

  it('gives other scripts a width of their own', () => {
    expect(labelWidth('مرحبا').word).toBeCloseTo(5 * 0.62);
    expect(labelWidth('Великобритания').word).toBeGreaterThan(7.83);
    expect(labelWidth('🙂').word).toBe(1.25);
    expect(labelWidth('')).toEqual({ word: 0, line: 0 });
  });
});

describe('labelFitWidth', () => {
  it('is the widest word, unless the whole label would not fit its lines', () => {
    expect(labelFitWidth('watermelon', 3)).toBe(labelWidth('watermelon').word);
    const question = '¿Dónde está el baño hoy por la tarde?';
    expect(labelFitWidth(question, 3)).toBeCloseTo((labelWidth(question).line * 1.2) / 3);
  });
});
