import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { boardTitle, startAsGuest } from './support/board';
import { DESKTOP, launchBrowser, newContext } from './support/browser';
import { unlock } from './support/editing';

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
const words = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, label: `${prefix} ${i + 1}`, backgroundColor: i % 2 ? '#bbdefb' : 'rgb(255, 241, 118)' }));
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

async function savedPdf(download: Download, folder: string): Promise<{ bytes: Uint8Array; pdf: PDFDocument }> {
  const file = path.join(folder, download.suggestedFilename());
  await download.saveAs(file);
  const bytes = new Uint8Array(await readFile(file));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  return { bytes, pdf: await PDFDocument.load(bytes) };
}

const expectA4Landscape = (pdf: PDFDocument) => {
  for (const page of pdf.getPages()) expect([page.getWidth(), page.getHeight()].map(Math.round)).toEqual([A4_LANDSCAPE.width, A4_LANDSCAPE.height].map(Math.round));
};

async function exportSingle(page: Page, name: string, format: string): Promise<Download> {
  const single = page.getByRole('region', { name: 'Export a single board' });
  await single.getByRole('combobox', { name: 'Board' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await single.getByRole('radio', { name: format, exact: true }).check();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), single.getByRole('button', { name: 'Export board' }).click()]);
  return download;
}

const notice = (page: Page, text: string): Locator => page.locator('.MuiSnackbar-root').getByText(text);

test('a guest exports a board as a PDF of its pages, boards in Arabic and Hindi too, and as PicseePal PDF', { timeout: 180_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), DESKTOP);
  const folder = await mkdtemp(path.join(tmpdir(), 'tessera-pdf-'));
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await startAsGuest(page, '/');
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

    // PicseePal's PDF: its own name, the same pages inside its wider margins. (All boards at once, some 40 with
    // pictures, is left to the unit test of buildBoardsPdf: here it would take minutes on a loaded machine.)
    const picseeDownload = await exportSingle(page, 'Thirty words', 'PicseePal PDF');
    expect(picseeDownload.suggestedFilename()).toMatch(/^\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d_picsee_board\.pdf$/);
    const picsee = await savedPdf(picseeDownload, folder);
    expect(picsee.pdf.getTitle()).toBe('Thirty words');
    expect(picsee.pdf.getPageCount()).toBe(2);
    expectA4Landscape(picsee.pdf);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the board's Print action makes the board's PDF and opens the print dialog on it, by keyboard", { timeout: 120_000 }, async () => {
  const context = await newContext(browser, inject('baseURL'), DESKTOP);
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await startAsGuest(page, '/');
    await boardTitle(page, 'Home').waitFor();
    await unlock(page);
    const nav = page.getByRole('navigation', { name: 'Board navigation' });
    await nav.getByRole('button', { name: 'Print' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Print' });
    await dialog.getByRole('button', { name: 'Print this board' }).focus();
    await page.keyboard.press('Enter');
    const frame = page.locator('iframe[src^="blob:"]');
    await frame.waitFor({ state: 'attached', timeout: 60_000 });
    await dialog.waitFor({ state: 'hidden' });
    const pdf = await frame.evaluate(async (element: HTMLIFrameElement) => {
      const blob = await fetch(element.src).then((response) => response.blob());
      return { type: blob.type, head: await blob.slice(0, 5).text() };
    });
    expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
