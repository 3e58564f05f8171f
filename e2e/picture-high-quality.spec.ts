import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { startAsGuest, tile } from './support/board';
import { toolbar } from './support/editing';
import { twoColourPng } from './support/test-picture';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type StoredPicture = { type: string; width: number; height: number; hq?: string };

/** The media record behind a saved tile's picture, and its high-quality copy, decoded, from this browser's IndexedDB. */
const storedPictures = (page: Page, label: string) =>
  page.evaluate(async (wanted) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('tessera');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const read = <T>(store: string, key?: string) =>
      new Promise<T>((resolve, reject) => {
        const objects = db.transaction(store).objectStore(store);
        const request = key === undefined ? objects.getAll() : objects.get(key);
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => reject(request.error);
      });
    const decoded = async (id: string): Promise<StoredPicture | null> => {
      const record = await read<{ type: string; bytes: ArrayBuffer; hq?: string } | undefined>('media', id);
      if (!record) return null;
      const bitmap = await createImageBitmap(new Blob([record.bytes], { type: record.type }));
      return { type: record.type, width: bitmap.width, height: bitmap.height, ...(record.hq ? { hq: record.hq } : {}) };
    };
    const boards = await read<{ tiles: { label?: string; image?: string }[] }[]>('boards');
    const image = boards.flatMap((board) => board.tiles).find((t) => t.label === wanted)?.image ?? '';
    const picture = image.startsWith('media:') ? await decoded(image.slice('media:'.length)) : null;
    const copy = picture?.hq ? await decoded(picture.hq) : null;
    db.close();
    return { image, picture, copy };
  }, label);

test('an uploaded picture keeps its 800 x 800 PNG copy beside the 200 x 200 tile picture, after a crop too', async () => {
  const context = await newContext(browser, inject('baseURL'));
  const page = await context.newPage();
  await startAsGuest(page, '/');
  for (let press = 0; press < 4; press += 1) await page.getByRole('button', { name: 'Unlock' }).click();
  await toolbar(page).getByRole('button', { name: 'Add Tile' }).click();
  const editor = page.getByRole('dialog', { name: 'Create tile' });
  await editor.getByRole('textbox', { name: 'Label' }).fill('Sunset');
  const chooser = page.waitForEvent('filechooser');
  await editor.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: twoColourPng(1600, 1200) });
  const imageEditor = page.getByRole('dialog', { name: 'Edit image' });
  await imageEditor.getByRole('button', { name: 'Zoom in' }).click();
  await imageEditor.getByRole('button', { name: 'Save' }).click();
  await imageEditor.waitFor({ state: 'detached' });
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await editor.waitFor({ state: 'detached' });
  await tile(page, 'Sunset').locator('img').waitFor();

  await expect.poll(async () => (await storedPictures(page, 'Sunset')).copy, { timeout: 10_000 }).toEqual({ type: 'image/png', width: 800, height: 600 });
  const { picture } = await storedPictures(page, 'Sunset');
  expect(picture?.width).toBeLessThanOrEqual(200);
  expect(picture?.height).toBeLessThanOrEqual(200);
  await context.close();
});
