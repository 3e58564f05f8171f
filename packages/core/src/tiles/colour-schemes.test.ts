import { describe, expect, it } from 'vitest';
import { COLOUR_SCHEMES, DEFAULT_SCHEME, FITZGERALD_SCHEME, GOOSSENS_SCHEME } from './colour-schemes.ts';

describe('colour schemes', () => {
  it('has 6 default, 10 Fitzgerald and 5 Goossens colours', () => {
    expect(COLOUR_SCHEMES.map((s) => s.colours.length)).toEqual([6, 10, 5]);
    expect([DEFAULT_SCHEME.id, FITZGERALD_SCHEME.id, GOOSSENS_SCHEME.id]).toEqual(['default', 'fitzgerald', 'goossens']);
  });

  it('uses valid, distinct colours and categories within each scheme', () => {
    for (const scheme of COLOUR_SCHEMES) {
      for (const c of scheme.colours) expect(c.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(new Set(scheme.colours.map((c) => c.colour)).size).toBe(scheme.colours.length);
      expect(new Set(scheme.colours.map((c) => c.category)).size).toBe(scheme.colours.length);
    }
  });

  it('colours verbs green in Fitzgerald and pink in Goossens', () => {
    expect(FITZGERALD_SCHEME.colours.find((c) => c.category === 'verb')?.name).toBe('Green');
    expect(GOOSSENS_SCHEME.colours.find((c) => c.category === 'verb')?.name).toBe('Pink');
  });
});
