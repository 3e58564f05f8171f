import { describe, expect, it } from 'vitest';
import type { Board, Tile } from '../schemas/index.ts';
import { layoutBoardPdf, PDF_FONT_MIN, PDF_IMAGE_MAX, PDF_IMAGE_MIN, PDF_MARGINS, PDF_PAGE_SIZE, type PdfBoardLayout, type PdfRect } from './pdf-layout.ts';

const tiles = (count: number): Tile[] => Array.from({ length: count }, (_, i) => ({ id: `t${i}`, label: `tile ${i}` }));

function fixedBoard(rows: number, columns: number): Pick<Board, 'tiles' | 'grid' | 'isFixed'> {
  const all = tiles(rows * columns);
  return {
    tiles: all,
    isFixed: true,
    grid: { rows, columns, order: Array.from({ length: rows }, (_, r) => all.slice(r * columns, (r + 1) * columns).map((t) => t.id)) },
  };
}

const inside = (inner: PdfRect, outer: PdfRect) =>
  inner.x >= outer.x - 1e-6 &&
  inner.y >= outer.y - 1e-6 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-6 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-6;

/** Every cell on its page within the margins, its picture and label inside it, no two cells overlapping. */
function expectWithinPages(layout: PdfBoardLayout, kind: 'pdf' | 'picsee-pdf') {
  const m = PDF_MARGINS[kind];
  const printable = { x: m.left, y: m.top, width: PDF_PAGE_SIZE.width - m.left - m.right, height: PDF_PAGE_SIZE.height - m.top - m.bottom };
  for (const page of layout.pages) {
    for (const cell of page.cells) {
      expect(inside(cell, printable), `${cell.tile.id} within the margins`).toBe(true);
      expect(inside(cell.image, cell)).toBe(true);
      if (cell.label) expect(inside(cell.label, cell)).toBe(true);
      if (cell.label) expect(cell.label.y >= cell.image.y + cell.image.height || cell.label.y + cell.label.height <= cell.image.y).toBe(true);
    }
    const apart = (a: PdfRect, b: PdfRect) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    const overlapping = page.cells.filter((a, i) => page.cells.some((b, j) => j > i && !apart(a, b)));
    expect(overlapping).toEqual([]);
  }
}

describe('layoutBoardPdf', () => {
  it('lays a board that is not fixed out 6 a row, 4 rows a page, with large pictures and labels', () => {
    const layout = layoutBoardPdf({ tiles: tiles(25) }, 'pdf', 'Below');
    expect(layout.pages.map((page) => page.cells.length)).toEqual([24, 1]);
    const first = layout.pages[0]!.cells;
    expect(new Set(first.map((cell) => cell.x)).size).toBe(6);
    expect(new Set(first.map((cell) => cell.y)).size).toBe(4);
    expect(first[0]).toMatchObject({ x: 20, y: 44 });
    expect(layout.imageSize).toBeGreaterThan(90);
    expect(layout.imageSize).toBeLessThanOrEqual(PDF_IMAGE_MAX);
    expect(layout.fontSize).toBe(16);
    expect(layout.pages[0]!.title).toMatchObject({ x: 20, y: 20 });
    expect(first[0]!.label!.y).toBeGreaterThan(first[0]!.image.y);
    expectWithinPages(layout, 'pdf');
  });

  it('leaves hidden tiles out and still gives an empty board its page', () => {
    const some = tiles(3);
    some[1]!.hidden = true;
    expect(layoutBoardPdf({ tiles: some }, 'pdf', 'Below').pages[0]!.cells.map((cell) => cell.tile.id)).toEqual(['t0', 't2']);
    expect(layoutBoardPdf({ tiles: [] }, 'pdf', 'Below').pages).toEqual([expect.objectContaining({ cells: [] })]);
  });

  it('puts the label above the picture, or none', () => {
    const above = layoutBoardPdf({ tiles: tiles(1) }, 'pdf', 'Above').pages[0]!.cells[0]!;
    expect(above.label!.y + above.label!.height).toBeLessThanOrEqual(above.image.y);
    const hidden = layoutBoardPdf({ tiles: tiles(1) }, 'pdf', 'Hidden');
    expect(hidden.pages[0]!.cells[0]!.label).toBeNull();
    expect(hidden.imageSize).toBeGreaterThan(above.image.width);
  });

  it('prints a fixed 4 x 6 board in its own cells, empty cells left blank', () => {
    const board = fixedBoard(4, 6);
    board.grid!.order[0]![2] = null;
    const cells = layoutBoardPdf(board, 'pdf', 'Below').pages[0]!.cells;
    expect(cells).toHaveLength(23);
    expect(cells[2]!.tile.id).toBe('t3');
    expect(cells[2]!.x).toBeCloseTo(cells[1]!.x + 2 * (cells[1]!.x - cells[0]!.x));
  });

  it('shrinks a fixed 12 x 12 board to the compact layout: pictures 37 wide, labels 7, rows going on to a second page', () => {
    const layout = layoutBoardPdf(fixedBoard(12, 12), 'pdf', 'Below');
    expect(layout.imageSize).toBe(PDF_IMAGE_MIN);
    expect(layout.fontSize).toBe(PDF_FONT_MIN);
    expect(layout.pages.length).toBe(2);
    expect(layout.pages.flatMap((page) => page.cells)).toHaveLength(144);
    expect(layout.pages[1]!.cells[0]!.tile.id).toBe(`t${layout.pages[0]!.cells.length}`);
    expect(new Set(layout.pages[1]!.cells.map((cell) => cell.x)).size).toBe(12);
    expectWithinPages(layout, 'pdf');
  });

  it('keeps a 24 x 24 grid (imported) to its columns, the pictures as wide as the cells allow', () => {
    const layout = layoutBoardPdf(fixedBoard(24, 24), 'pdf', 'Below');
    expect(layout.fontSize).toBe(PDF_FONT_MIN);
    expect(layout.imageSize).toBeLessThan(PDF_IMAGE_MIN);
    expect(layout.imageSize).toBeGreaterThan(20);
    expect(layout.pages.flatMap((page) => page.cells)).toHaveLength(576);
    expectWithinPages(layout, 'pdf');
  });

  it('lays 10,000 tiles out on 417 pages, each tile once and in order, every page like the first', () => {
    const layout = layoutBoardPdf({ tiles: tiles(10_000) }, 'pdf', 'Below');
    expect(layout.pages).toHaveLength(Math.ceil(10_000 / 24));
    expect(layout.pages.flatMap((page) => page.cells.map((cell) => cell.tile.id))).toEqual(tiles(10_000).map((tile) => tile.id));
    expect(layout.pages.at(-1)!.cells).toHaveLength(10_000 % 24);
    expect(layout.imageSize).toBeGreaterThan(PDF_IMAGE_MIN);
    expectWithinPages(layout, 'pdf');
  });

  it('runs rows from the right for a right-to-left language', () => {
    const cells = layoutBoardPdf({ tiles: tiles(7) }, 'pdf', 'Below', 'rtl').pages[0]!.cells;
    expect(cells[0]!.x + cells[0]!.width).toBeCloseTo(PDF_PAGE_SIZE.width - 20);
    expect(cells[1]!.x).toBeLessThan(cells[0]!.x);
    expect(cells[6]!.x).toBeCloseTo(cells[0]!.x);
    expect(cells[6]!.y).toBeGreaterThan(cells[0]!.y);
  });

  it("uses PicseePal's margins and no title", () => {
    const layout = layoutBoardPdf({ tiles: tiles(24) }, 'picsee-pdf', 'Below');
    expect(layout.pages).toHaveLength(1);
    expect(layout.pages[0]!.title).toBeNull();
    const cells = layout.pages[0]!.cells;
    expect(cells[0]).toMatchObject({ x: 144, y: 93 });
    const last = cells[23]!;
    expect(last.x + last.width).toBeCloseTo(PDF_PAGE_SIZE.width - 144);
    expect(last.y + last.height).toBeCloseTo(PDF_PAGE_SIZE.height - 130);
    expectWithinPages(layout, 'picsee-pdf');
  });
});
