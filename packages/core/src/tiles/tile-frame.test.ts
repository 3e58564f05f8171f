import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, type Rgba } from './colour-contrast.ts';
import { NON_TEXT_CONTRAST, tileFrame } from './tile-frame.ts';

// The tile area's page and a plain tile, as the two themes paint them.
const LIGHT = { page: '#ffffff', plain: '#ffffff' };
const DARK = { page: '#121212', plain: '#1e1e1e' };
const THEMES = [LIGHT, DARK];

const opaque = (colour: string | undefined): Rgba => {
  const parsed = parseColour(colour);
  if (!parsed) throw new Error(`not a colour: ${colour}`);
  return parsed;
};

/** The colour that sets the tile off from the page: its border, or its fill where the border adds nothing. */
const edgeContrast = (tile: { backgroundColor?: string; borderColor?: string }, theme: typeof LIGHT) => {
  const frame = tileFrame(tile, theme.page, theme.plain);
  const page = opaque(theme.page);
  const fill = frame.backgroundColor ? opaque(frame.backgroundColor) : opaque(theme.plain);
  const border = frame.borderColor ? opaque(frame.borderColor) : fill;
  return Math.max(contrastRatio(border, page), contrastRatio(fill, page));
};

describe('parseColour', () => {
  it('reads hex, rgb(), hsl() and CSS colour names, with their opacity', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#00000080')).toMatchObject({ r: 0, a: 128 / 255 });
    expect(parseColour('rgba(255, 0, 0, 0.5)')).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
    expect(parseColour('rgb(100% 0% 0% / 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
    expect(parseColour('hsl(120, 100%, 25%)')).toMatchObject({ r: 0, g: 127.5, b: 0 });
    expect(parseColour('Teal')).toMatchObject({ r: 0, g: 128, b: 128 });
    expect(parseColour('transparent')).toMatchObject({ a: 0 });
    expect(parseColour('papayawhip')).toEqual({ r: 255, g: 239, b: 213, a: 1 });
    expect(parseColour('not-a-colour')).toBeNull();
    expect(parseColour('rgb(1, 2)')).toBeNull();
  });
});

describe('tileFrame', () => {
  it('gives a tile with no colour of its own a visible edge in both themes (WCAG 1.4.11, 3:1)', () => {
    for (const theme of THEMES) {
      const frame = tileFrame({}, theme.page, theme.plain);
      expect(contrastRatio(opaque(frame.borderColor), opaque(theme.page))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      expect(frame.backgroundColor).toBeUndefined();
    }
  });

  it('keeps an own fill that stands out, with a label colour that reads on it', () => {
    expect(tileFrame({ backgroundColor: 'rgb(255, 241, 118)' }, DARK.page, DARK.plain)).toEqual({ backgroundColor: 'rgb(255, 241, 118)', color: '#000' });
    expect(tileFrame({ backgroundColor: '#0d47a1' }, LIGHT.page, LIGHT.plain)).toEqual({ backgroundColor: '#0d47a1', color: '#fff' });
  });

  it('borders a light fill on the light page with a darker shade of itself, and a dark one on the dark page with a lighter one', () => {
    const yellow = tileFrame({ backgroundColor: 'rgb(255, 241, 118)' }, LIGHT.page, LIGHT.plain);
    const [r, , b] = (yellow.borderColor?.match(/\d+/g) ?? []).map(Number) as [number, number, number];
    expect(r).toBeGreaterThan(b); // still a yellow, darker
    expect(contrastRatio(opaque(yellow.borderColor), opaque(LIGHT.page))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    const black = tileFrame({ backgroundColor: '#000', borderColor: '#000' }, DARK.page, DARK.plain);
    expect(contrastRatio(opaque(black.borderColor), opaque(DARK.page))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    expect(black.color).toBe('#fff');
  });

  it('keeps an own border that stands out, and replaces one that does not', () => {
    expect(tileFrame({ backgroundColor: '#fff', borderColor: '#d32f2f' }, LIGHT.page, LIGHT.plain).borderColor).toBe('#d32f2f');
    expect(tileFrame({ backgroundColor: '#fff', borderColor: '#eee' }, LIGHT.page, LIGHT.plain).borderColor).not.toBe('#eee');
  });

  it('reads a transparent fill as the page it shows, so its label takes the page ink', () => {
    const frame = tileFrame({ backgroundColor: 'rgba(0, 0, 0, 0)' }, DARK.page, DARK.plain);
    expect(frame.color).toBe('#fff');
    expect(edgeContrast({ backgroundColor: 'rgba(0, 0, 0, 0)' }, DARK)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });

  it('every tile of every kind has an edge of 3:1 in both themes', () => {
    const tiles = [
      {},
      { backgroundColor: '#ffffff' },
      { backgroundColor: '#121212' },
      { backgroundColor: '#777' },
      { backgroundColor: '#bbdefb', borderColor: '#bbdefb' },
      { borderColor: 'rgba(0,0,0,0.12)' },
      { backgroundColor: 'hsl(60, 100%, 85%)' },
    ];
    for (const theme of THEMES)
      for (const tile of tiles) expect(edgeContrast(tile, theme), JSON.stringify({ tile, theme })).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });

  it('leaves a colour it cannot read to the browser', () => {
    expect(tileFrame({ backgroundColor: 'var(--tile)' }, LIGHT.page, LIGHT.plain)).toEqual({ backgroundColor: 'var(--tile)' });
  });
});
