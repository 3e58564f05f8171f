import { describe, expect, it } from 'vitest';
import { COLOR_SCHEMES, DEFAULT_SCHEME, FITZGERALD_SCHEME, GOOSSENS_SCHEME } from './color-schemes.ts';

describe('colour schemes', () => {
  it('has 6 default, 10 Fitzgerald and 5 Goossens colours', () => {
    expect(COLOR_SCHEMES.map((s) => s.colors.length)).toEqual([6, 10, 5]);
    expect([DEFAULT_SCHEME.id, FITZGERALD_SCHEME.id, GOOSSENS_SCHEME.id]).toEqual(['default', 'fitzgerald', 'goossens']);
  });

  it('uses valid, distinct colours and categories within each scheme', () => {
    for (const scheme of COLOR_SCHEMES) {
      for (const c of scheme.colors) expect(c.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(new Set(scheme.colors.map((c) => c.color)).size).toBe(scheme.colors.length);
      expect(new Set(scheme.colors.map((c) => c.category)).size).toBe(scheme.colors.length);
    }
  });

  it('colours verbs green in Fitzgerald and pink in Goossens', () => {
    expect(FITZGERALD_SCHEME.colors.find((c) => c.category === 'verb')?.name).toBe('Green');
    expect(GOOSSENS_SCHEME.colors.find((c) => c.category === 'verb')?.name).toBe('Pink');
  });
});
