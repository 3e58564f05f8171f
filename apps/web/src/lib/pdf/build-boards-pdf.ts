import {
  contrastText,
  labelScripts,
  layoutBoardPdf,
  parseRgbColour,
  PDF_PAGE_SIZE,
  type Board,
  type PdfKind,
  type PdfLabelPosition,
  type PdfRect,
  type Tile,
} from '@tessera/core';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import { fetchMedia, type FetchMedia } from '../db/fetch-media';
import { eachLimited } from '../each-limited';
import type { FontFamily } from '../fonts/load-font-family';
import { canvasPainter, type PdfPainter } from './canvas-painter';
import { LABEL_FONT_WEIGHT, loadLabelFonts } from './label-fonts';

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
}

const WHITE = rgb(1, 1, 1);
const BLACK = '#000';
const PLAIN_BORDER = rgb(0.8, 0.8, 0.8);

/** A rounded rectangle as an SVG path from its top left (pdf-lib turns SVG's downward y round). */
function roundedRect(width: number, height: number): string {
  const r = Math.min(8, width / 8, height / 8);
  return `M ${r} 0 H ${width - r} Q ${width} 0 ${width} ${r} V ${height - r} Q ${width} ${height} ${width - r} ${height} H ${r} Q 0 ${height} 0 ${height - r} V ${r} Q 0 0 ${r} 0 Z`;
}

/** Page coordinates from the layout's, which run from the top left. */
const bottomOf = (rect: PdfRect) => PDF_PAGE_SIZE.height - rect.y - rect.height;

/**
 * The PDF of spec 02 §2, §9: each board's pages (the layout of core's layoutBoardPdf), its tiles in their colours
 * with their pictures and labels. Labels are drawn by the browser (see canvas-painter); under each, the same text
 * in an invisible standard font when it can be written in one, so a Latin-script PDF can be searched and copied.
 * A picture that cannot be fetched or drawn is logged and its tile goes without it.
 */
export async function buildBoardsPdf(request: BoardsPdfRequest): Promise<Uint8Array> {
  const { boards, kind, labelPosition, direction = 'ltr', labelOf, nameOf, fetch = fetchMedia, painter = canvasPainter, onProgress, now = new Date() } = request;
  const document = await PDFDocument.create();
  document.setTitle(boards.map(nameOf).join(', '));
  document.setCreator('Tessera');
  document.setCreationDate(now);
  const searchFont = await document.embedFont(StandardFonts.Helvetica);

  const texts = boards.flatMap((board) => [nameOf(board), ...board.tiles.map(labelOf)]);
  const scripts = new Set(boards.flatMap((board) => [...labelScripts([nameOf(board), ...board.tiles.map(labelOf)], board.locale)]));
  const fontStack = await loadLabelFonts(request.fontFamily, scripts, texts);

  const colours = new Map<string, RGB | null>();
  const colourOf = (css: string | undefined): RGB | null => {
    if (!css) return null;
    if (!colours.has(css)) {
      const parts = parseRgbColour(css) ?? parseRgbColour(painter.colour(css));
      colours.set(css, parts ? rgb(parts[0] / 255, parts[1] / 255, parts[2] / 255) : null);
    }
    return colours.get(css) ?? null;
  };

  const pictures = new Map<string, Promise<PDFImage | null>>();
  const pictureOf = (src: string, side: number): Promise<PDFImage | null> => {
    let picture = pictures.get(src);
    if (!picture) {
      picture = (async () => {
        try {
          const media = await fetch(src);
          const painted = media && (await painter.picture(media, side));
          if (!painted) console.warn(`PDF: no picture behind ${src}; the tile goes without it.`);
          if (!painted) return null;
          return painted.type === 'jpeg' ? await document.embedJpg(painted.bytes) : await document.embedPng(painted.bytes);
        } catch (error) {
          console.warn(`PDF: ${src} could not be drawn; the tile goes without it.`, error);
          return null;
        }
      })();
      pictures.set(src, picture);
    }
    return picture;
  };

  const labels = new Map<string, Promise<PDFImage | null>>();
  const drawText = async (page: PDFPage, text: string, box: PdfRect, fontSize: number, color: string) => {
    const key = [fontSize, color, box.width, box.height, text].join('|');
    let label = labels.get(key);
    if (!label) {
      label = painter
        .label(text, box, { fontSize, color, fontStack, weight: LABEL_FONT_WEIGHT })
        .then((painted) => (painted ? document.embedPng(painted.bytes) : null));
      labels.set(key, label);
    }
    const image = await label;
    if (image) page.drawImage(image, { x: box.x, y: bottomOf(box), width: box.width, height: box.height });
    drawSearchableText(page, searchFont, text, box, fontSize);
  };

  onProgress?.(0, boards.length);
  for (const [index, board] of boards.entries()) {
    const layout = layoutBoardPdf(board, kind, labelPosition, direction);
    const cells = layout.pages.flatMap((page) => page.cells);
    const sources = [...new Set(cells.map((cell) => cell.tile.image).filter((src): src is string => Boolean(src)))];
    await eachLimited(sources, 4, async (src) => void (await pictureOf(src, layout.imageSize)));
    for (const { title, cells: pageCells } of layout.pages) {
      const page = document.addPage([PDF_PAGE_SIZE.width, PDF_PAGE_SIZE.height]);
      if (title) await drawText(page, nameOf(board), title, layout.titleFontSize, BLACK);
      for (const cell of pageCells) {
        const background = colourOf(cell.tile.backgroundColor);
        const border = colourOf(cell.tile.borderColor);
        page.drawSvgPath(roundedRect(cell.width, cell.height), {
          x: cell.x,
          y: PDF_PAGE_SIZE.height - cell.y,
          color: background ?? WHITE,
          borderColor: border ?? PLAIN_BORDER,
          borderWidth: border ? 2 : 1,
        });
        const picture = cell.tile.image ? await pictureOf(cell.tile.image, layout.imageSize) : null;
        if (picture) {
          const scale = Math.min(cell.image.width / picture.width, cell.image.height / picture.height);
          const [width, height] = [picture.width * scale, picture.height * scale];
          page.drawImage(picture, { x: cell.image.x + (cell.image.width - width) / 2, y: bottomOf(cell.image) + (cell.image.height - height) / 2, width, height });
        }
        const text = labelOf(cell.tile);
        if (cell.label && text) await drawText(page, text, cell.label, layout.fontSize, (background && contrastText(cell.tile.backgroundColor)) || BLACK);
      }
    }
    onProgress?.(index + 1, boards.length);
  }
  return document.save();
}

/** The text, invisible, over its picture: found by search and copied, where a standard font can write it. */
function drawSearchableText(page: PDFPage, font: PDFFont, text: string, box: PdfRect, fontSize: number): void {
  let width: number;
  try {
    width = font.widthOfTextAtSize(text, fontSize);
  } catch {
    return; // letters beyond the standard font's: the picture alone carries them
  }
  const size = width > box.width ? (fontSize * box.width) / width : fontSize;
  const shown = Math.min(width, box.width);
  page.drawText(text, { x: box.x + (box.width - shown) / 2, y: bottomOf(box) + (box.height - size) / 2 + size * 0.2, size, font, opacity: 0 });
}
