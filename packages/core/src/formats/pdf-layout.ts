import type { Board, Tile } from '../schemas/index.ts';

/** The two PDF exports of spec 02 §2: the plain one, and PicseePal's (the page of a picture-book frame). */
export type PdfKind = 'pdf' | 'picsee-pdf';
export type PdfLabelPosition = 'Above' | 'Below' | 'Hidden';

export interface PdfRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfCell extends PdfRect {
  tile: Tile;
  /** The square the picture is fitted into. */
  image: PdfRect;
  /** One line of label, or null when labels are hidden. */
  label: PdfRect | null;
}

export interface PdfPage {
  /** The board's name above the tiles (plain PDF only: PicseePal's page is a frame's window). */
  title: PdfRect | null;
  cells: PdfCell[];
}

export interface PdfBoardLayout {
  pages: PdfPage[];
  fontSize: number;
  titleFontSize: number;
  imageSize: number;
}

/** A4 landscape in points (spec 02 §9). */
export const PDF_PAGE_SIZE = { width: 841.89, height: 595.28 } as const;
/** Page margins in points: 20 all round, PicseePal's 144 / 93 / 144 / 130 (left, top, right, bottom). */
export const PDF_MARGINS: Record<PdfKind, { left: number; top: number; right: number; bottom: number }> = {
  pdf: { left: 20, top: 20, right: 20, bottom: 20 },
  'picsee-pdf': { left: 144, top: 93, right: 144, bottom: 130 },
};
/** A board that is not fixed goes 6 tiles a row, 4 rows a page (spec 02 §9). */
export const PDF_FREE_GRID = { rows: 4, columns: 6 } as const;
/** The picture's side: 150 at most, shrinking with the grid down to 37 (spec 02 §9). */
export const PDF_IMAGE_MAX = 150;
export const PDF_IMAGE_MIN = 37;
/** The label's size in points, shrinking with the grid down to 7 (spec 02 §9). */
export const PDF_FONT_MAX = 16;
export const PDF_FONT_MIN = 7;

const TITLE_FONT_SIZE = 14;
const TITLE_HEIGHT = 24;
const GAP = 4;
const LINE_HEIGHT = 1.3;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The rows of tiles to print: a fixed board's grid as it is (hidden tiles leave their cell empty), others 6 a row. */
function tileRows(board: Pick<Board, 'tiles' | 'grid' | 'isFixed'>): { columns: number; rowsPerPage: number; rows: (Tile | null)[][] } {
  const visible = board.tiles.filter((tile) => !tile.hidden);
  if (board.isFixed && board.grid) {
    const byId = new Map(visible.map((tile) => [tile.id, tile]));
    const { rows, columns, order } = board.grid;
    const grid = Array.from({ length: rows }, (_, row) => Array.from({ length: columns }, (_, column) => byId.get(order[row]?.[column] ?? '') ?? null));
    return { columns, rowsPerPage: rows, rows: grid };
  }
  const rows: Tile[][] = [];
  for (let start = 0; start < visible.length; start += PDF_FREE_GRID.columns) rows.push(visible.slice(start, start + PDF_FREE_GRID.columns));
  return { columns: PDF_FREE_GRID.columns, rowsPerPage: PDF_FREE_GRID.rows, rows };
}

/**
 * Where everything of a board goes on its PDF pages, in points from the page's top left (spec 02 §9). The cells
 * share the page's width; the grid's rows share its height. Picture and label shrink with the cells, the picture
 * to no less than 37 points wide and the label to no less than 7 points; when rows that small still do not fit
 * the page, the grid's further rows go on the next page, in the same columns. (A grid wider than the editor's 12
 * columns, which only an import brings, gets pictures as wide as its cells allow.) Right to left, rows run from the right.
 */
export function layoutBoardPdf(
  board: Pick<Board, 'tiles' | 'grid' | 'isFixed'>,
  kind: PdfKind,
  labelPosition: PdfLabelPosition,
  direction: 'ltr' | 'rtl' = 'ltr',
): PdfBoardLayout {
  const margins = PDF_MARGINS[kind];
  const titleHeight = kind === 'pdf' ? TITLE_HEIGHT : 0;
  const area = {
    x: margins.left,
    y: margins.top + titleHeight,
    width: PDF_PAGE_SIZE.width - margins.left - margins.right,
    height: PDF_PAGE_SIZE.height - margins.top - margins.bottom - titleHeight,
  };
  const { columns, rowsPerPage: wantedRows, rows } = tileRows(board);
  const cellWidth = (area.width - GAP * (columns - 1)) / columns;
  const fullHeight = (area.height - GAP * (wantedRows - 1)) / wantedRows;

  const fontSize = clamp(Math.floor(Math.min(cellWidth, fullHeight) * 0.13), PDF_FONT_MIN, PDF_FONT_MAX);
  const padding = clamp(Math.min(cellWidth, fullHeight) * 0.06, 1.5, 6);
  const labelHeight = labelPosition === 'Hidden' ? 0 : Math.ceil(fontSize * LINE_HEIGHT);
  const labelGap = labelHeight > 0 ? padding / 2 : 0;
  const widthRoom = cellWidth - 2 * padding;
  const heightRoom = (height: number) => height - 2 * padding - labelHeight - labelGap;
  const imageSize = Math.max(0, Math.min(widthRoom, Math.max(PDF_IMAGE_MIN, Math.min(PDF_IMAGE_MAX, widthRoom, heightRoom(fullHeight)))));
  const neededHeight = imageSize + 2 * padding + labelHeight + labelGap;
  const cellHeight = Math.max(fullHeight, neededHeight);
  const rowsPerPage = Math.max(1, Math.min(wantedRows, Math.floor((area.height + GAP) / (cellHeight + GAP))));

  const cellAt = (tile: Tile, row: number, column: number): PdfCell => {
    // Right to left, the first column is the rightmost, as the board shows it in Arabic or Hebrew.
    const x = area.x + (direction === 'rtl' ? columns - 1 - column : column) * (cellWidth + GAP);
    const y = area.y + row * (cellHeight + GAP);
    const labelY = labelPosition === 'Above' ? y + padding : y + cellHeight - padding - labelHeight;
    const imageTop = labelPosition === 'Above' ? labelY + labelHeight + labelGap : y + padding;
    const imageRoom = heightRoom(cellHeight);
    return {
      tile,
      x,
      y,
      width: cellWidth,
      height: cellHeight,
      image: { x: x + (cellWidth - imageSize) / 2, y: imageTop + Math.max(0, imageRoom - imageSize) / 2, width: imageSize, height: imageSize },
      label: labelHeight > 0 ? { x: x + padding, y: labelY, width: widthRoom, height: labelHeight } : null,
    };
  };

  const pages: PdfPage[] = [];
  for (let first = 0; first < Math.max(rows.length, 1); first += rowsPerPage) {
    const cells = rows.slice(first, first + rowsPerPage).flatMap((row, r) => row.flatMap((tile, c) => (tile ? [cellAt(tile, r, c)] : [])));
    pages.push({ title: titleHeight > 0 ? { x: area.x, y: margins.top, width: area.width, height: titleHeight - GAP } : null, cells });
  }
  return { pages, fontSize, titleFontSize: TITLE_FONT_SIZE, imageSize };
}
