import { contrastRatio, parseColour, type Rgba } from './colour-contrast.ts';

const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** Black or white, whichever has the higher WCAG contrast on the colour (its opacity ignored); null when it cannot tell. */
export function contrastText(background: string | undefined): '#000' | '#fff' | null {
  const colour = parseColour(background);
  if (!colour) return null;
  return contrastRatio(colour, BLACK) >= contrastRatio(colour, WHITE) ? '#000' : '#fff';
}
