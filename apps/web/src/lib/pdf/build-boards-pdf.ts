import {
  contrastText,
  labelScripts,
  layoutBoardPdf,
  parseColour,
  PDF_PAGE_SIZE,
  type Board,
  type PdfBoardLayout,
  type PdfCell,
  type PdfKind,
  type PdfLabelPosition,
  type PdfRect,
  type Tile,
} from '@tessera/core';
import { PDFDocument, StandardFonts, type PDFPage } from 'pdf-lib';
import { fetchMedia, type FetchMedia } from '../db/fetch-media';
import { eachLimited } from '../each-limited';
import type { FontFamily } from '../fonts/load-font-family';
import { canvasPainter, type PdfPainter } from './canvas-painter';
import { LABEL_FONT_WEIGHT, loadLabelFonts } from './label-fonts';
import { drawInvisibleText, drawTileShape, type Colour, type PageBox } from './page-drawing';
import { drawPicture, type PdfPicture } from './pdf-image-streams';
import { pdfLabels } from './pdf-labels';
import { pdfPictures } from './pdf-pictures';

export interface BoardsPdfRequest {
  boards: readonly Board[];
  kind: PdfKind;
  labelPosition: PdfLabelPosition;
  /** The screen's direction: right to left, rows run from the right as on the board. */
  direction?: 'ltr' | 'rtl';
  fontFamily: FontFamily;
  /** Texts as the user sees them (built-in boards carry only keys). */
  labelOf: (tile: Tile) => string;
  nameOf: (board: Board) => string;
  fetch?: FetchMedia;
  painter?: PdfPainter;
  /** Boards done of all. */
  onProgress?: (done: number, total: number) => void;
  now?: Date;
  /** How long a picture may take to fetch and draw before the PDF goes on without it. */
  pictureTimeoutMs?: number;
}

const WHITE: Colour = [255, 255, 255];
const BLACK: Colour = [0, 0, 0];
const PLAIN_BORDER: Colour = [204, 204, 204];

/** Red, green and blue of a CSS colour (its opacity left out: the PDF paints tiles opaque); null if it is none. */
const rgbOf = (css: string): Colour | null => {
  const colour = parseColour(css);
  return colour ? [colour.r, colour.g, colour.b] : null;
};

/** A box in page coordinates, from the layout's, which run from the top left. */
const onPage = (rect: PdfRect): PageBox => ({ x: rect.x, y: PDF_PAGE_SIZE.height - rect.y - rect.height, width: rect.width, height: rect.height });

/** Work between two hand-backs of the main thread: well under a frame, so taps are answered and the progress painted. */
const SLICE_MS = 12;

/** Hands the main thread back, between pages, once the work since the last time has taken a slice. */
function yielder(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    await (scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0)));
    since = performance.now();
  };
}

/**
 * The PDF of spec 02 §2, §9: each board's pages (the layout of core's layoutBoardPdf), its tiles in their colours
 * with their pictures and labels. Labels are drawn by the browser (see canvas-painter); under each, the same text
 * in an invisible standard font when it can be written in one, so a Latin-script PDF can be searched and copied.
 * Pictures and labels go in as pixels (see pdf-image-streams), with no PNG made or read on the way.
 */
export async function buildBoardsPdf(request: BoardsPdfRequest): Promise<Uint8Array> {
  const {
    boards,
    kind,
    labelPosition,
    direction = 'ltr',
    labelOf,
    nameOf,
    fetch = fetchMedia,
    painter = canvasPainter,
    onProgress,
    now = new Date(),
  } = request;
  const document = await PDFDocument.create();
  document.setTitle(boards.map(nameOf).join(', '));
  document.setCreator('Tessera');
  document.setCreationDate(now);
  const searchFont = await document.embedFont(StandardFonts.Helvetica);

  const texts = boards.flatMap((board) => [nameOf(board), ...board.tiles.map(labelOf)]);
  const scripts = new Set(boards.flatMap((board) => [...labelScripts([nameOf(board), ...board.tiles.map(labelOf)], board.locale)]));
  const fontStack = await loadLabelFonts(request.fontFamily, scripts, texts);
  const labelImage = pdfLabels(document, painter, { fontStack, weight: LABEL_FONT_WEIGHT });
  const pictureOf = pdfPictures(document, painter, fetch, request.pictureTimeoutMs);

  const colours = new Map<string, Colour | null>();
  const colourOf = (css: string | undefined): Colour | null => {
    if (!css) return null;
    if (!colours.has(css)) colours.set(css, rgbOf(css) ?? rgbOf(painter.colour(css)));
    return colours.get(css) ?? null;
  };

  // Each picture is drawn once, at the largest size it has on any page.
  const layouts = boards.map((board) => layoutBoardPdf(board, kind, labelPosition, direction));
  const sides = new Map<string, number>();
  for (const layout of layouts) {
    for (const { tile } of layout.pages.flatMap((page) => page.cells))
      if (tile.image) sides.set(tile.image, Math.max(sides.get(tile.image) ?? 0, layout.imageSize));
  }
  const picture = (src: string | undefined) => (src ? pictureOf(src, sides.get(src) ?? 0) : Promise.resolve(null));

  /** What a cell shows, made before its page is drawn. */
  const cellArt = async (cell: PdfCell, layout: PdfBoardLayout) => {
    const background = colourOf(cell.tile.backgroundColor);
    const border = colourOf(cell.tile.borderColor);
    const text = labelOf(cell.tile);
    const ink = background && contrastText(`rgb(${background.join(', ')})`) === '#fff' ? WHITE : BLACK;
    const [image, label] = await Promise.all([picture(cell.tile.image), cell.label && text ? labelImage(text, cell.label, layout.fontSize, ink) : null]);
    return { cell, background, border, text, image, label };
  };

  /** A label's picture, and the same text, invisible, over it: found by search and copied where a standard font can write it. */
  const drawLabel = (page: PDFPage, image: PdfPicture | null, text: string, rect: PdfRect, fontSize: number) => {
    const box = onPage(rect);
    if (image) drawPicture(page, image, box);
    drawInvisibleText(page, searchFont, text, box, fontSize);
  };

  // Pictures are fetched and drawn ahead, in the boards' order, while the pages before them are drawn.
  const ahead = eachLimited([...sides.keys()], 6, async (src) => void (await picture(src)));
  const nextTask = yielder();
  onProgress?.(0, boards.length);
  for (const [index, board] of boards.entries()) {
    const layout = layouts[index] as PdfBoardLayout;
    const name = nameOf(board);
    for (const { title, cells } of layout.pages) {
      // Everything the page shows is made first, side by side; then the page is drawn in order, with no wait.
      const [heading, drawn] = await Promise.all([
        title ? labelImage(name, title, layout.titleFontSize, BLACK) : null,
        Promise.all(cells.map((cell) => cellArt(cell, layout))),
      ]);
      const page = document.addPage([PDF_PAGE_SIZE.width, PDF_PAGE_SIZE.height]);
      if (title) drawLabel(page, heading, name, title, layout.titleFontSize);
      for (const { cell, image, label, text, background, border } of drawn) {
        drawTileShape(page, onPage(cell), background ?? WHITE, border ?? PLAIN_BORDER, border ? 2 : 1);
        if (image) {
          const square = onPage(cell.image);
          const scale = Math.min(square.width / image.width, square.height / image.height);
          const [width, height] = [image.width * scale, image.height * scale];
          drawPicture(page, image, { x: square.x + (square.width - width) / 2, y: square.y + (square.height - height) / 2, width, height });
        }
        if (cell.label && text) drawLabel(page, label, text, cell.label, layout.fontSize);
      }
      await nextTask();
    }
    onProgress?.(index + 1, boards.length);
  }
  await ahead;

  return document.save();
}
