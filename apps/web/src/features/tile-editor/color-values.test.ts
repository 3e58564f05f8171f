import { describe, expect, it } from 'vitest';
import { darker, normalizeColor, sameColor } from './color-values';

describe('tile colours', () => {
  it('reads rgb(), short and long hex colours alike', () => {
    expect(normalizeColor('rgb(187, 222, 251)')).toBe('#bbdefb');
    expect(normalizeColor('#FFF')).toBe('#ffffff');
    expect(sameColor('rgb(255, 241, 118)', '#fff176')).toBe(true);
    expect(sameColor('#fff176', '#bbdefb')).toBe(false);
    expect(normalizeColor('teal')).toBe('teal');
  });

  it('darkens a colour for its border', () => {
    expect(darker('#ffffff')).toBe('#999999');
    expect(darker('rgb(100, 0, 50)')).toBe('#3c001e');
    expect(darker('teal')).toBe('teal');
  });
});
