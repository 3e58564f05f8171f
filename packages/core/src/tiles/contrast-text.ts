/** Black or white, whichever reads better on the colour (hex #rgb/#rrggbb or rgb()); null when it cannot tell. */
export function contrastText(background: string | undefined): '#000' | '#fff' | null {
  const rgb = parseRgbColour(background ?? '');
  if (!rgb) return null;
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // The luminance where black and white text have the same contrast ratio.
  return luminance > 0.179 ? '#000' : '#fff';
}

/** Red, green and blue (0–255) of a hex #rgb/#rrggbb or rgb()/rgba() colour; null for anything else. */
export function parseRgbColour(colour: string): [number, number, number] | null {
  const text = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const parts = /^rgba?\(([^)]+)\)$/.exec(text)?.[1]?.split(/[\s,/]+/).filter(Boolean).slice(0, 3).map(Number);
  return parts && parts.length === 3 && parts.every((n) => Number.isFinite(n)) ? (parts as [number, number, number]) : null;
}
