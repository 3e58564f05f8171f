import {
  appendBezierCurve,
  beginText,
  closePath,
  endText,
  fillAndStroke,
  lineTo,
  moveText,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setFontAndSize,
  setLineWidth,
  setStrokingRgbColor,
  setTextRenderingMode,
  showText,
  TextRenderingMode,
  translate,
  type PDFFont,
  type PDFName,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';

/** A box in page coordinates: from its bottom left, in points. */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Red, green and blue, 0–255. */
export type Colour = readonly [number, number, number];

// How far a cubic Bézier's handles reach to draw a quarter circle.
const QUARTER_CIRCLE = 0.5523;

/** A rounded rectangle's outline from its bottom left corner: written straight as operators, nothing to parse. */
function roundedRect(width: number, height: number): PDFOperator[] {
  const r = Math.min(8, width / 8, height / 8);
  const k = r * (1 - QUARTER_CIRCLE);
  return [
    moveTo(r, 0),
    lineTo(width - r, 0),
    appendBezierCurve(width - k, 0, width, k, width, r),
    lineTo(width, height - r),
    appendBezierCurve(width, height - k, width - k, height, width - r, height),
    lineTo(r, height),
    appendBezierCurve(k, height, 0, height - k, 0, height - r),
    lineTo(0, r),
    appendBezierCurve(0, k, k, 0, r, 0),
    closePath(),
  ];
}

/** A tile: its rounded rectangle filled with its colour, in its border's colour and width. */
export function drawTileShape(page: PDFPage, box: PageBox, fill: Colour, border: Colour, borderWidth: number): void {
  const [fr, fg, fb] = fill.map((part) => part / 255) as [number, number, number];
  const [br, bg, bb] = border.map((part) => part / 255) as [number, number, number];
  page.pushOperators(
    pushGraphicsState(),
    translate(box.x, box.y),
    setFillingRgbColor(fr, fg, fb),
    setStrokingRgbColor(br, bg, bb),
    setLineWidth(borderWidth),
    ...roundedRect(box.width, box.height),
    fillAndStroke(),
    popGraphicsState(),
  );
}

const fontKeys = new WeakMap<PDFPage, PDFName>();

/**
 * The text in a standard font, invisible (text render mode 3, as under a scanned page's picture), centred on its
 * box and narrowed to fit: found by search and copied. Letters the font cannot write leave the picture alone.
 */
export function drawInvisibleText(page: PDFPage, font: PDFFont, text: string, box: PageBox, fontSize: number): void {
  let width: number;
  try {
    width = font.widthOfTextAtSize(text, fontSize);
  } catch {
    return; // letters beyond the standard font's: the picture alone carries them
  }
  let key = fontKeys.get(page);
  if (!key) fontKeys.set(page, (key = page.node.newFontDictionary(font.name, font.ref)));
  const size = width > box.width ? (fontSize * box.width) / width : fontSize;
  const shown = Math.min(width, box.width);
  page.pushOperators(
    beginText(),
    setFontAndSize(key, size),
    setTextRenderingMode(TextRenderingMode.Invisible),
    moveText(box.x + (box.width - shown) / 2, box.y + (box.height - size) / 2 + size * 0.2),
    showText(font.encodeText(text)),
    endText(),
  );
}
