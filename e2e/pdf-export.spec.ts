import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtInBoards } from '@tessera/content';
import { layoutBoardPdf, type Board, type PdfKind } from '@tessera/core';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { boardTitle, startAsGuest, tileArea } from './support/board';
import { DESKTOP, launchBrowser, newContext } from './support/browser';
import { unlock } from './support/editing';
import { twoColourPng } from './support/test-picture';

// Spec 02 §2, §9: a board as a PDF (A4 landscape, 6 x 4 tiles a page for a board that is not
// fixed) or PicseePal's PDF, named with the time; and the board's Print action prints that same PDF.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const A4_LANDSCAPE = { width: 841.89, height: 595.28 };
const words = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, label: `${prefix} ${i + 1}`, backgroundColor: i % 2 ? '#bbdefb' : 'rgb(255, 241, 118)' }));
const BOARDS = [
  { id: 'english', name: 'Thirty words', tiles: words(30, 'word') },
  { id: 'arabic', name: 'طعام', locale: 'ar-SA', tiles: ['أريد', 'ماء', 'طعام', 'أنا سعيد', 'شكرا', 'لا'].map((label, i) => ({ id: `a${i}`, label })) },
  { id: 'hindi', name: 'हिन्दी', locale: 'hi-IN', tiles: ['नमस्ते', 'पानी', 'खाना', 'मुझे चाहिए', 'धन्यवाद', 'क्षमा'].map((label, i) => ({ id: `h${i}`, label })) },
];

async function importBoards(page: Page, folder: string): Promise<void> {
  const file = path.join(folder, 'boards.json');
  await writeFile(file, JSON.stringify(BOARDS));
  await page.goto('/settings/import');
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('status').getByText('Success!! 3 boards were imported successfully.').waitFor({ timeout: 60_000 });
}

async function savedPdf(download: Download, folder: string): Promise<{ bytes: Uint8Array; pdf: PDFDocument; file: string }> {
  const file = path.join(folder, download.suggestedFilename());
  await download.saveAs(file);
  const bytes = new Uint8Array(await readFile(file));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  return { bytes, pdf: await PDFDocument.load(bytes), file };
}

const expectA4Landscape = (pdf: PDFDocument) => {
  for (const page of pdf.getPages())
    expect([page.getWidth(), page.getHeight()].map(Math.round)).toEqual([A4_LANDSCAPE.width, A4_LANDSCAPE.height].map(Math.round));
};

async function exportSingle(page: Page, name: string, format: string, timeout = 60_000): Promise<Download> {
  const single = page.getByRole('region', { name: 'Export a single board' });
  await single.getByRole('combobox', { name: 'Board' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await single.getByRole('radio', { name: format, exact: true }).check();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout }), single.getByRole('button', { name: 'Export board' }).click()]);
  return download;
}

/** A guest's page on the shared app, with a folder for the files it downloads; its page errors must stay none. */
async function asGuest(folderName: string, work: (page: Page, folder: string) => Promise<void>): Promise<void> {
  const context = await newContext(browser, inject('baseURL'), DESKTOP);
  const folder = await mkdtemp(path.join(tmpdir(), folderName));
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await startAsGuest(page, '/');
    await work(page, folder);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

const notice = (page: Page, text: string): Locator => page.locator('.MuiSnackbar-root').getByText(text);

test('a guest exports a board as a PDF of its pages, boards in Arabic and Hindi too, and as PicseePal PDF', { timeout: 180_000 }, async () => {
  await asGuest('tessera-pdf-', async (page, folder) => {
    await importBoards(page, folder);
    await page.goto('/settings/export');

    const english = await savedPdf(await exportSingle(page, 'Thirty words', 'PDF'), folder);
    expect(english.pdf.getTitle()).toBe('Thirty words');
    expect(english.pdf.getPageCount()).toBe(2); // 30 tiles, 24 a page
    expectA4Landscape(english.pdf);
    await notice(page, 'Your board(s) was downloaded').waitFor();

    for (const name of ['طعام', 'हिन्दी']) {
      const download = await exportSingle(page, name, 'PDF');
      expect(download.suggestedFilename()).toMatch(/^\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d_board\.pdf$/);
      const { pdf } = await savedPdf(download, folder);
      expect(pdf.getPageCount()).toBe(1);
      // Labels in these scripts are drawn by the browser: each label one picture on the page (and the title one).
      const pictures = pdf.getPages()[0]!.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
      expect(pictures?.keys().length).toBe(7);
    }

    // PicseePal's PDF: its own name, the same pages inside its wider margins.
    const picseeDownload = await exportSingle(page, 'Thirty words', 'PicseePal PDF');
    expect(picseeDownload.suggestedFilename()).toMatch(/^\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d_picsee_board\.pdf$/);
    const picsee = await savedPdf(picseeDownload, folder);
    expect(picsee.pdf.getTitle()).toBe('Thirty words');
    expect(picsee.pdf.getPageCount()).toBe(2);
    expectA4Landscape(picsee.pdf);
  });
});

/** The boards a new guest's "all boards" holds: the root and every board it opens, root first, each once (as the app's selectExportableBoards). */
function guestBoards(): Board[] {
  const byId = new Map(builtInBoards.map((board) => [board.id, board]));
  const found = new Map<string, Board>();
  const queue = ['root'];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const board = byId.get(id);
    if (!board || found.has(board.id)) continue;
    found.set(board.id, board);
    for (const tile of board.tiles) if (tile.loadBoard) queue.push(tile.loadBoard);
  }
  return [...found.values()];
}

const expectedPages = (boards: readonly Board[], kind: PdfKind) => boards.reduce((sum, board) => sum + layoutBoardPdf(board, kind, 'Below').pages.length, 0);

/** Every text the export's status line shows, from now on (read in the page, so none is missed between polls). */
async function recordStatus(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const status = document.querySelector('[role="status"][aria-live="polite"]');
    const seen: string[] = [];
    (window as unknown as { __statusTexts: string[] }).__statusTexts = seen;
    new MutationObserver(() => {
      const text = status?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(status as Node, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __statusTexts: string[] }).__statusTexts);
}

async function exportAll(page: Page, format: string): Promise<Download> {
  const all = page.getByRole('region', { name: 'Export all boards' });
  await all.getByRole('radio', { name: format, exact: true }).check();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 180_000 }), all.getByRole('button', { name: 'Export all boards' }).click()]);
  return download;
}

test(
  'a guest exports all boards as one PDF, and as PicseePal PDF: the progress goes board by board, every board has its pages',
  { timeout: 420_000 },
  async () => {
    await asGuest('tessera-pdf-all-', async (page, folder) => {
      const boards = guestBoards();
      await boardTitle(page, 'Home').waitFor();
      await page.goto('/settings/export');
      await page.getByRole('heading', { name: 'Export', level: 1 }).waitFor();

      for (const [format, kind, suffix] of [
        ['PDF', 'pdf', 'boards'],
        ['PicseePal PDF', 'picsee-pdf', 'picsee_boards'],
      ] as const) {
        const statusTexts = await recordStatus(page);
        const download = await exportAll(page, format);
        // The notice shows for 5 s from the download: looked for before the file is read (seconds, on a busy machine).
        await notice(page, 'Your board(s) was downloaded').waitFor();
        expect(download.suggestedFilename()).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\d_\\d\\d-\\d\\d-\\d\\d_${suffix}\\.pdf$`));
        const { pdf } = await savedPdf(download, folder);
        expect(pdf.getPageCount()).toBe(expectedPages(boards, kind));
        expectA4Landscape(pdf);
        expect(pdf.getTitle()).toMatch(/^Home, /);
        // The page was painted between boards: the status counted them up, not only at the end.
        const counts = (await statusTexts()).map((text) => /(\d+) of (\d+) boards/.exec(text)).filter((match) => match !== null);
        expect(new Set(counts.map((match) => match[2]))).toEqual(new Set([String(boards.length)]));
        expect(counts.filter((match) => Number(match[1]) > 0 && Number(match[1]) < boards.length).length).toBeGreaterThan(boards.length / 2);
        await notice(page, 'Your board(s) was downloaded').waitFor({ state: 'detached', timeout: 15_000 });
      }
    });
  },
);

// A board at the app's limit of tiles with pictures that try to break the PDF: one 4000 x 4000 pixels (the most an
// imported picture may have, 16 megapixels: 64 MB decoded; a larger one is left out at import), one that is not a
// picture at all behind a PNG's signature, one whose address answers 404.
test(
  'a board of 2,000 tiles with a picture 4000 pixels wide and pictures that fail still makes its PDF, pictures capped, and the app goes on',
  { timeout: 300_000 },
  async () => {
    await asGuest('tessera-pdf-hostile-', async (page, folder) => {
      const huge = `data:image/png;base64,${twoColourPng(4000, 4000).toString('base64')}`;
      const notAPicture = `data:image/png;base64,${Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), Buffer.alloc(64, 7)]).toString('base64')}`;
      const pictures = [huge, notAPicture, '/symbols/openmoji/NOT-A-SYMBOL.svg'];
      const tiles = Array.from({ length: 2000 }, (_, i) => ({ id: `h${i}`, label: `tile ${i + 1}`, ...(i < pictures.length ? { image: pictures[i] } : {}) }));
      const file = path.join(folder, 'hostile.json');
      await writeFile(file, JSON.stringify([{ id: 'hostile', name: 'Hostile', tiles }]));
      await page.goto('/settings/import');
      await page.locator('input[type=file]').setInputFiles(file);
      await page.getByRole('status').getByText('Success!! 1 boards were imported successfully.').waitFor({ timeout: 120_000 });
      await page.goto('/settings/export');

      const hostile = { tiles, isFixed: false };
      const { pdf } = await savedPdf(await exportSingle(page, 'Hostile', 'PDF', 240_000), folder);
      const side = Math.ceil(layoutBoardPdf(hostile, 'pdf', 'Below').imageSize * 2);
      expect(pdf.getPageCount()).toBe(layoutBoardPdf(hostile, 'pdf', 'Below').pages.length);
      // The huge picture went in no larger than the PDF shows it: 2 pixels a point of the picture's square.
      const images = pdf
        .getPages()[0]!
        .node.Resources()!
        .lookup(PDFName.of('XObject'), PDFDict)
        .values()
        .map((ref) => pdf.context.lookup(ref))
        .flatMap((image) => (image instanceof PDFRawStream ? [image.dict] : []))
        .filter((dict) => dict.get(PDFName.of('ColorSpace'))?.toString() === '/DeviceRGB');
      expect(images.map((dict) => [dict.lookup(PDFName.of('Width'), PDFNumber).asNumber(), dict.lookup(PDFName.of('Height'), PDFNumber).asNumber()])).toEqual([
        [side, side],
      ]);
      await notice(page, 'Your board(s) was downloaded').waitFor();

      // The app is still there: another export, and the board screen.
      const again = await savedPdf(await exportSingle(page, 'Hostile', 'PicseePal PDF', 240_000), folder);
      expect(again.pdf.getPageCount()).toBe(layoutBoardPdf(hostile, 'picsee-pdf', 'Below').pages.length);
      await page.goto('/');
      await boardTitle(page, 'Home').waitFor();
    });
  },
);

test(
  "the board's Print action makes the board's PDF and opens it in a new tab to print, on a computer as on a phone, by keyboard",
  { timeout: 120_000 },
  async () => {
    const context = await newContext(browser, inject('baseURL'), DESKTOP);
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      let crashed = false;
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('crash', () => (crashed = true));
      await startAsGuest(page, '/');
      await boardTitle(page, 'Home').waitFor();
      await unlock(page);
      const nav = page.getByRole('navigation', { name: 'Board navigation' });
      await nav.getByRole('button', { name: 'Print' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Print' });
      await dialog.getByText('This board becomes a PDF file with its tiles, pictures and labels, and opens in a new tab: print it from there.').waitFor();
      await dialog.getByRole('button', { name: 'Print this board' }).focus();
      // The tab opens at the press (a later one would be a blocked pop-up), and shows the PDF once it is made.
      const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
      await tab.waitForURL(/^blob:/, { timeout: 60_000 });
      await dialog.waitFor({ state: 'hidden' });
      const pdf = await tab.evaluate(async () => {
        const blob = await fetch(location.href).then((response) => response.blob());
        return { type: blob.type, head: await blob.slice(0, 5).text() };
      });
      expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });
      // No frame printing a PDF inside the page (that crashed Chromium's tab), and the board is still there.
      expect(await page.locator('iframe').count()).toBe(0);
      await tileArea(page)
        .getByRole('button', { name: /^emotions$/i })
        .click();
      await page.getByRole('heading', { level: 1, name: /^emotions$/i }).waitFor();
      expect(crashed).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  },
);
