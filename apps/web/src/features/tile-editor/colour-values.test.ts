import { describe, expect, it } from 'vitest';
import { darker, normaliseColour, sameColour } from './colour-values';

describe('tile colours', () => {
  it('reads rgb(), short and long hex colours alike', () => {
    expect(normaliseColour('rgb(187, 222, 251)')).toBe('#bbdefb');
    expect(normaliseColour('#FFF')).toBe('#ffffff');
    expect(sameColour('rgb(255, 241, 118)', '#fff176')).toBe(true);
    expect(sameColour('#fff176', '#bbdefb')).toBe(false);
    expect(normaliseColour('teal')).toBe('teal');
  });

  it('darkens a colour for its border', () => {
    expect(darker('#ffffff')).toBe('#999999');
    expect(darker('rgb(100, 0, 50)')).toBe('#3c001e');
    expect(darker('teal')).toBe('teal');
  });
});
