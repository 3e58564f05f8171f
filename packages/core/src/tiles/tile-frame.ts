import { composite, contrastRatio, cssRgb, mix, parseColour, type Rgba } from './colour-contrast.ts';

/** WCAG 1.4.11: a control's edge stands out from what is around it by at least 3:1. */
export const NON_TEXT_CONTRAST = 3;

/** What a tile is painted with: the inline colours it gets, each undefined where the grid's own styles apply. */
export type TileFrame = { backgroundColor?: string; borderColor?: string; color?: '#000' | '#fff' };

const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** Black or white, whichever reads better on the colour. */
const inkOn = (fill: Rgba): '#000' | '#fff' => (contrastRatio(fill, BLACK) >= contrastRatio(fill, WHITE) ? '#000' : '#fff');

/**
 * A shade of `fill` that stands out from `page` by 3:1: the least darkening (on a light page) or lightening (on a
 * dark one) that does, so the edge keeps the tile's own hue. A little over 3, so rounding to whole numbers cannot
 * take it under.
 */
function edgeShade(fill: Rgba, page: Rgba): Rgba {
  const toward = contrastRatio(page, BLACK) >= contrastRatio(page, WHITE) ? BLACK : WHITE;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 14; step += 1) {
    const middle = (low + high) / 2;
    if (contrastRatio(mix(fill, toward, middle), page) >= NON_TEXT_CONTRAST + 0.05) high = middle;
    else low = middle;
  }
  return mix(fill, toward, high);
}

/**
 * How a tile shows on the page (`page`, the colour behind the tiles; `plainFill`, the fill of a tile without a
 * colour of its own), so that every tile has an edge and a label that can be seen in either theme:
 * - its own fill stays, and the label is black or white, whichever reads better on it (a fill that is partly
 *   transparent counts as it shows, over the page);
 * - its own border stays when it, or the fill, already stands out from the page by 3:1;
 * - otherwise the border is a shade of the fill (or of the plain fill) that does.
 * A colour it cannot read (an unknown name) is left to the browser, and the grid's edge applies.
 */
export function tileFrame(tile: { backgroundColor?: string | undefined; borderColor?: string | undefined }, page: string, plainFill: string): TileFrame {
  const pageColour = composite(parseColour(page) ?? WHITE, WHITE);
  const plain = composite(parseColour(plainFill) ?? pageColour, pageColour);
  const ownFill = tile.backgroundColor ? parseColour(tile.backgroundColor) : null;
  if (tile.backgroundColor && !ownFill) return { backgroundColor: tile.backgroundColor };
  const fill = ownFill ? composite(ownFill, pageColour) : plain;
  const frame: TileFrame = ownFill ? { backgroundColor: tile.backgroundColor, color: inkOn(fill) } : {};
  const ownBorder = tile.borderColor ? parseColour(tile.borderColor) : null;
  const border = ownBorder ? composite(ownBorder, fill) : null;
  if (tile.borderColor && (!ownBorder || (border && contrastRatio(border, pageColour) >= NON_TEXT_CONTRAST)))
    return { ...frame, borderColor: tile.borderColor };
  if (contrastRatio(fill, pageColour) >= NON_TEXT_CONTRAST) return tile.borderColor ? { ...frame, borderColor: tile.borderColor } : frame;
  return { ...frame, borderColor: cssRgb(edgeShade(border ?? fill, pageColour)) };
}
