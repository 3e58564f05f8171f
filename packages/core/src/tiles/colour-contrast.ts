import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import namesPlugin from 'colord/plugins/names';

/** A colour as red, green and blue (0–255) and its opacity (0–1). */
export type Rgba = { r: number; g: number; b: number; a: number };

extend([a11yPlugin, namesPlugin]);

/**
 * A CSS colour as a tile may carry it (hex of 3, 4, 6 or 8 digits, rgb()/rgba(), hsl()/hsla(), or a CSS colour name);
 * null for anything else, which the caller then treats as unknown.
 */
export function parseColour(colour: string | undefined): Rgba | null {
  const parsed = colord((colour ?? '').trim().toLowerCase());
  return parsed.isValid() ? { ...parsed.rgba } : null;
}

/** `over` as it shows painted on the opaque `under` (its opacity mixed in). */
export const composite = (over: Rgba, under: Rgba): Rgba => ({
  r: over.r * over.a + under.r * (1 - over.a),
  g: over.g * over.a + under.g * (1 - over.a),
  b: over.b * over.a + under.b * (1 - over.a),
  a: 1,
});

/** WCAG 2 contrast ratio of two opaque colours, 1 to 21 (rounded down to two decimals, so never more than it is). */
export const contrastRatio = (a: Rgba, b: Rgba): number => colord(a).contrast(colord(b));

/** `colour` moved `amount` (0–1) of the way to `target`. */
export const mix = (colour: Rgba, target: Rgba, amount: number): Rgba => ({
  r: colour.r + (target.r - colour.r) * amount,
  g: colour.g + (target.g - colour.g) * amount,
  b: colour.b + (target.b - colour.b) * amount,
  a: 1,
});

/** A colour as CSS `rgb()`, whole numbers. */
export const cssRgb = ({ r, g, b }: Rgba): string => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
