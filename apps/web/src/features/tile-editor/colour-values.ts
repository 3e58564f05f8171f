/** A colour as '#rrggbb' in lower case when it can be read as one ('rgb(187, 222, 251)' → '#bbdefb'), so colours compare equal whatever way a board wrote them. */
export function normaliseColour(value: string | undefined): string {
  const text = (value ?? '').trim().toLowerCase();
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(text);
  if (rgb)
    return `#${rgb
      .slice(1, 4)
      .map((part) => Math.min(255, Number(part)).toString(16).padStart(2, '0'))
      .join('')}`;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return text;
}

export const sameColour = (a: string | undefined, b: string | undefined): boolean => normaliseColour(a) === normaliseColour(b);

/** Border colours: a scheme's colour, darker, so a border shows against a tile of the same family. */
export function darker(colour: string): string {
  const hex = normaliseColour(colour);
  const value = Number.parseInt(hex.slice(1), 16);
  if (!/^#[0-9a-f]{6}$/.test(hex) || Number.isNaN(value)) return colour;
  const channel = (shift: number) =>
    Math.round(((value >> shift) & 0xff) * 0.6)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
