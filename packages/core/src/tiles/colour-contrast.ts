/** A colour as red, green and blue (0–255) and its opacity (0–1). */
export type Rgba = { r: number; g: number; b: number; a: number };

/** The few colour names boards written elsewhere use; any other name is not understood (null). */
const NAMED: Readonly<Record<string, string>> = {
  black: '#000000',
  white: '#ffffff',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  red: '#ff0000',
  maroon: '#800000',
  orange: '#ffa500',
  yellow: '#ffff00',
  olive: '#808000',
  lime: '#00ff00',
  green: '#008000',
  aqua: '#00ffff',
  cyan: '#00ffff',
  teal: '#008080',
  blue: '#0000ff',
  navy: '#000080',
  fuchsia: '#ff00ff',
  magenta: '#ff00ff',
  purple: '#800080',
  pink: '#ffc0cb',
  brown: '#a52a2a',
  lightblue: '#add8e6',
  lightgreen: '#90ee90',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  transparent: '#00000000',
};

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A number or percentage of a colour function: `50%` of `full`, or the number itself. */
const channel = (text: string, full: number): number => (text.endsWith('%') ? (parseFloat(text) / 100) * full : parseFloat(text));

const fromHex = (hex: string): Rgba | null => {
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  if (full.length !== 6 && full.length !== 8) return null;
  const [r = 0, g = 0, b = 0, a = 255] = (full.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
  return { r, g, b, a: a / 255 };
};

const fromHsl = (h: number, s: number, l: number): [number, number, number] => {
  const k = (n: number) => (n + h / 30) % 12;
  const f = (n: number) => l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
};

/**
 * A CSS colour as a tile may carry it (hex of 3, 4, 6 or 8 digits, rgb()/rgba(), hsl()/hsla(), or one of a few
 * names); null for anything else, which the caller then treats as unknown.
 */
export function parseColour(colour: string | undefined): Rgba | null {
  const text = (colour ?? '').trim().toLowerCase();
  const named = NAMED[text];
  if (named) return parseColour(named);
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1];
  if (hex) return fromHex(hex);
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(text);
  if (!fn) return null;
  const parts = (fn[2] ?? '').split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4 || parts.some((part) => !/^-?[\d.]+(%|deg)?$/.test(part))) return null;
  const alpha = parts[3] === undefined ? 1 : clamp(channel(parts[3], 1), 0, 1);
  if (fn[1]?.startsWith('rgb')) {
    const [r, g, b] = parts.slice(0, 3).map((part) => clamp(channel(part, 255), 0, 255)) as [number, number, number];
    return { r, g, b, a: alpha };
  }
  const [r, g, b] = fromHsl(parseFloat(parts[0] ?? '0') % 360, clamp(channel(parts[1] ?? '0', 1), 0, 1), clamp(channel(parts[2] ?? '0', 1), 0, 1));
  return { r, g, b, a: alpha };
}

/** `over` as it shows painted on the opaque `under` (its opacity mixed in). */
export const composite = (over: Rgba, under: Rgba): Rgba => ({
  r: over.r * over.a + under.r * (1 - over.a),
  g: over.g * over.a + under.g * (1 - over.a),
  b: over.b * over.a + under.b * (1 - over.a),
  a: 1,
});

/** WCAG 2 relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` moved `amount` (0–1) of the way to `target`. */
export const mix = (colour: Rgba, target: Rgba, amount: number): Rgba => ({
  r: colour.r + (target.r - colour.r) * amount,
  g: colour.g + (target.g - colour.g) * amount,
  b: colour.b + (target.b - colour.b) * amount,
  a: 1,
});

/** A colour as CSS `rgb()`, whole numbers. */
export const cssRgb = ({ r, g, b }: Rgba): string => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
