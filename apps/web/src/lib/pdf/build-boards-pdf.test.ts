import { layoutBoardPdf, type Board, type ExportMedia, type Tile } from '@tessera/core';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { buildBoardsPdf, type BoardsPdfRequest } from './build-boards-pdf';
import { PDF_PICTURE_MAX_BYTES } from './pdf-pictures';
import type { PdfPainter } from './canvas-painter';

// jsdom has no canvas: the browser's drawing is stood in for by a few pixels (the end-to-end test draws for real).
const PIXEL = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

function recordingPainter() {
  const labels: string[] = [];
  const pictures: number[] = [];
  const painter: PdfPainter = {
    label: async (text) => (labels.push(text), { width: 2, height: 1, alpha: new Uint8Array([255, 0]) }),
    picture: async (_media, pixels) => (pictures.push(pixels), { kind: 'pixels', width: 1, height: 1, rgba: new Uint8ClampedArray([255, 0, 0, 128]) }),
    colour: (css) => (css === 'teal' ? '#008080' : css),
  };
  return { painter, labels, pictures };
}

const tiles = (count: number, extra: Partial<Tile> = {}): Tile[] => Array.from({ length: count }, (_, i) => ({ id: `t${i}`, label: `Word${i}`, ...extra }));
const board = (id: string, name: string, tileList: Tile[]): Board => ({ id, name, isPublic: false, tiles: tileList });

/** The text drawn on a page: its content streams, decoded, with hex strings read back as Latin-1. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => {
    const contents = page.node.normalizedEntries().Contents;
    const streams = contents ? (contents.asArray?.() ?? [contents]).map((ref) => document.context.lookup(ref)) : [];
    const source = streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
      .join('\n');
    return [...source.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((match) => match[1]!.replace(/../g, (hex) => String.fromCharCode(parseInt(hex, 16)))).join(' ');
  });
}

describe('buildBoardsPdf', () => {
  const labelOf = (tile: Tile) => tile.label ?? '';
  const nameOf = (b: Pick<Board, 'name'>) => b.name;
  /** A plain PDF of the boards, labels below, no pictures fetched, unless the test says otherwise. */
  const pdfOf = (boards: Board[], options: Partial<BoardsPdfRequest>) =>
    buildBoardsPdf({ boards, kind: 'pdf', labelPosition: 'Below', fontFamily: 'Roboto', labelOf, nameOf, fetch: async () => null, ...options });

  it('gives each board its A4 landscape pages, with names and labels that can be searched', async () => {
    const { painter, labels } = recordingPainter();
    const progress: [number, number][] = [];
    const bytes = await pdfOf([board('a', 'Animals', tiles(30)), board('b', 'Colours', tiles(3, { backgroundColor: 'teal', borderColor: '#f00' }))], {
      painter,
      onProgress: (done, total) => progress.push([done, total]),
    });
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(3);
    for (const page of document.getPages()) {
      expect(page.getWidth()).toBeCloseTo(841.89);
      expect(page.getHeight()).toBeCloseTo(595.28);
    }
    expect(document.getTitle()).toBe('Animals, Colours');
    const texts = await pageTexts(bytes);
    expect(texts[0]).toContain('Animals');
    expect(texts[0]).toContain('Word23');
    expect(texts[0]).not.toContain('Word24');
    expect(texts[1]).toContain('Word29');
    expect(texts[2]).toContain('Colours');
    expect(labels).toContain('Word0');
    expect(progress).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
  });

  it("draws every script's labels, leaves them out of the searchable text where a standard font cannot write them", async () => {
    const { painter, labels } = recordingPainter();
    const labelled = board('ar', 'طعام', [
      { id: 'x', label: 'أريد' },
      { id: 'y', label: 'नमस्ते' },
      { id: 'z', label: 'café' },
    ]);
    const bytes = await pdfOf([labelled], { kind: 'picsee-pdf', labelPosition: 'Above', painter });
    expect(labels).toEqual(['أريد', 'नमस्ते', 'café']);
    expect(await pageTexts(bytes)).toEqual(['café']);
  });

  it('fetches each picture once and goes on without one that fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { painter } = recordingPainter();
    const fetch = vi.fn(async (src: string): Promise<ExportMedia | null> => {
      if (src === 'broken') throw new Error('offline');
      return { bytes: PIXEL, type: 'image/png' };
    });
    const pictured = [
      { id: 'a', label: 'A', image: 'ok' },
      { id: 'b', label: 'B', image: 'ok' },
      { id: 'c', label: 'C', image: 'broken' },
    ];
    const bytes = await pdfOf([board('p', 'Pictures', pictured)], { labelPosition: 'Hidden', painter, fetch });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    expect(fetch.mock.calls.map(([src]) => src).sort()).toEqual(['broken', 'ok']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken'), expect.any(Error));
    warn.mockRestore();
  });

  it('draws a picture once, at the largest size any board shows it', async () => {
    const { painter, pictures } = recordingPainter();
    const fixed = {
      ...board('f', 'Fixed', tiles(144, { image: 'same' })),
      isFixed: true,
      grid: { rows: 12, columns: 12, order: Array.from({ length: 12 }, (_, r) => Array.from({ length: 12 }, (_, c) => `t${r * 12 + c}`)) },
    };
    const free = board('p', 'Free', tiles(2, { image: 'same' }));
    const fetch = vi.fn(async (): Promise<ExportMedia> => ({ bytes: PIXEL, type: 'image/png' }));
    await pdfOf([fixed, free], { painter, fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    // 2 pixels a point of the free board's picture square, not of the 12 x 12 board's 37 points.
    const [small, large] = [fixed, free].map((b) => layoutBoardPdf(b, 'pdf', 'Below').imageSize);
    expect(small).toBe(37);
    expect(pictures).toEqual([Math.ceil(large! * 2)]);
  });

  it('finishes a board of 10,000 tiles, and goes on without pictures that never come or are too large', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Labels the browser could not draw: the pages, tiles and searchable text of 10,000 tiles are what is tested here
    // (compressing 10,000 label pictures through Node's JavaScript streams would take this test most of a minute;
    // the end-to-end test exports 2,000 tiles with their labels drawn).
    const { painter: drawing } = recordingPainter();
    const painter: PdfPainter = { ...drawing, label: async () => null };
    const fetch = async (src: string): Promise<ExportMedia | null> =>
      src === 'never' ? new Promise<never>(() => {}) : { bytes: new Uint8Array(src === 'huge' ? PDF_PICTURE_MAX_BYTES + 1 : 8), type: 'image/png' };
    const many = tiles(10_000).map((tile, i) => (i < 3 ? { ...tile, image: ['never', 'huge', 'fine'][i] } : tile));
    const progress: [number, number][] = [];
    const bytes = await pdfOf([board('big', 'Big', many)], {
      painter,
      fetch,
      pictureTimeoutMs: 2_000,
      onProgress: (done, total) => progress.push([done, total]),
    });
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(Math.ceil(10_000 / 24));
    expect((await pageTexts(bytes)).at(-1)).toContain('Word9999');
    expect(progress).toEqual([
      [0, 1],
      [1, 1],
    ]);
    expect(warn.mock.calls.map(([message]) => String(message).split(' ')[1]).sort()).toEqual(['huge', 'never']);
    warn.mockRestore();
  }, 60_000);
});
