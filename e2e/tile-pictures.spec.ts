import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { twoColourPng } from './support/test-picture';

// Chromium's fake microphone (a steady beep) and no permission prompt, so a voice can really be recorded.
const FAKE_MICROPHONE = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(FAKE_MICROPHONE);
});
afterAll(async () => {
  await browser?.close();
});

const tilesArea = (page: Page) => page.getByRole('main', { name: 'Tiles' });
const tile = (page: Page, name: string) => tilesArea(page).getByRole('button', { name, exact: true });
const toolbar = (page: Page) => page.getByRole('region', { name: 'Edit board' });
const editor = (page: Page) => page.getByRole('dialog', { name: 'Create tile' });

const unlockAndEdit = async (page: Page) => {
  for (let press = 0; press < 4; press += 1) await page.getByRole('button', { name: 'Unlock' }).click();
  await toolbar(page).getByRole('button', { name: 'Edit', exact: true }).click();
};

const startEditing = async (settings?: object) => {
  const context = await newContext(browser, inject('baseURL'));
  await context.grantPermissions(['microphone']);
  if (settings)
    await context.addInitScript(
      (saved) => localStorage.getItem('tessera.settings') ?? localStorage.setItem('tessera.settings', saved),
      JSON.stringify(settings),
    );
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Start as guest' }).click();
  await tilesArea(page).waitFor();
  await unlockAndEdit(page);
  return { context, page };
};

const newTile = async (page: Page, label: string) => {
  await toolbar(page).getByRole('button', { name: 'Add Tile' }).click();
  await editor(page).getByRole('textbox', { name: 'Label' }).fill(label);
};

const saveTile = async (page: Page) => {
  await editor(page).getByRole('button', { name: 'Save', exact: true }).click();
  await editor(page).waitFor({ state: 'detached' });
};

/** The natural size of a tile's picture once it has loaded. */
const pictureOf = (page: Page, label: string) =>
  tile(page, label)
    .locator('img')
    .evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { src: img.getAttribute('src') ?? '', width: img.naturalWidth, height: img.naturalHeight };
    });

test('adds a tile with a searched symbol, offline symbols answering and online ones quietly unavailable', async () => {
  const { context, page } = await startEditing();
  await newTile(page, 'Dog');
  await editor(page).getByRole('button', { name: 'Search symbols' }).click();
  const search = page.getByRole('dialog', { name: 'Search symbols' });
  // The tile's label is the first query; the local catalogue answers without any network.
  await expect(search.getByRole('searchbox', { name: 'Search for a picture' }).inputValue()).resolves.toBe('Dog');
  await search.getByRole('button', { name: 'dog', exact: true }).click();
  await search.waitFor({ state: 'detached' });
  await saveTile(page);
  await expect(pictureOf(page, 'Dog')).resolves.toMatchObject({ src: '/symbols/openmoji/1F415.svg' });
  await page.reload();
  await expect(pictureOf(page, 'Dog')).resolves.toMatchObject({ src: '/symbols/openmoji/1F415.svg' });

  // This machine has no outside network: ARASAAC and Global Symbols fail, and the dialog just says so.
  await unlockAndEdit(page);
  await newTile(page, 'Apple');
  await editor(page).getByRole('button', { name: 'Search symbols' }).click();
  await search.getByText('Online symbols are unavailable right now').waitFor({ timeout: 15_000 });
  await expect(search.getByRole('button', { name: 'red apple', exact: true }).isVisible()).resolves.toBe(true);
  await context.close();
});

test('uploads a picture, crops it in the image editor and saves it at most 200 x 200', async () => {
  const { context, page } = await startEditing();
  await newTile(page, 'Flag');
  const chooser = page.waitForEvent('filechooser');
  await editor(page).getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'flag.png', mimeType: 'image/png', buffer: twoColourPng(640, 480) });
  const imageEditor = page.getByRole('dialog', { name: 'Edit image' });
  await imageEditor.getByRole('button', { name: 'Zoom in' }).click();
  await imageEditor.getByRole('button', { name: 'Zoom in' }).click();
  await expect(imageEditor.getByRole('slider', { name: 'Zoom' }).getAttribute('aria-valuenow')).resolves.toBe('1.2');
  await imageEditor.getByRole('button', { name: 'Rotate' }).click();
  await imageEditor.getByRole('button', { name: 'Save' }).click();
  await imageEditor.waitFor({ state: 'detached' });
  await saveTile(page);
  const picture = await pictureOf(page, 'Flag');
  expect(picture.src).toMatch(/^blob:/);
  expect(picture).toMatchObject({ width: 200, height: 200 });
  await context.close();
});

test('records a voice with the microphone and plays it when the tile is tapped', async () => {
  // A tap plays a tile's recording when "play sound on touch" is on (spec 02's navigation setting); else it speaks the label.
  const { context, page } = await startEditing({ navigation: { playSoundOnTouchActive: true } });
  await page.evaluate(() => {
    // Count real playback: an audio element that actually starts playing, and what it plays.
    const played: string[] = [];
    Object.assign(window, { __played: played });
    document.addEventListener('playing', (event) => played.push((event.target as HTMLMediaElement).currentSrc), true);
    const original = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      this.addEventListener('playing', () => played.push(this.currentSrc), { once: true });
      return original.call(this);
    };
  });
  await newTile(page, 'Hello');
  await editor(page).getByRole('button', { name: 'Record voice' }).click();
  await editor(page).getByRole('button', { name: 'Stop recording' }).waitFor();
  // A second of sound, as the recorder counts it.
  await editor(page).getByRole('status').filter({ hasText: 'Recording… 1 s' }).waitFor();
  await editor(page).getByRole('button', { name: 'Stop recording' }).click();
  await editor(page).getByRole('button', { name: 'Play recording' }).waitFor();
  await saveTile(page);
  const stored = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('tessera');
        open.onsuccess = () => {
          const read = open.result.transaction('media').objectStore('media').getAll();
          read.onsuccess = () => resolve((read.result as { kind: string; type: string; size: number }[]).map((m) => `${m.kind} ${m.type} ${m.size > 1000}`));
        };
      }),
  );
  expect(stored.some((entry) => /^sound audio\/(ogg|webm) true$/.test(entry))).toBe(true);

  await toolbar(page).getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await tile(page, 'Hello').click();
  await page.waitForFunction(() => ((window as unknown as { __played: string[] }).__played ?? []).some((src) => src.startsWith('blob:')), undefined, {
    timeout: 10_000,
  });
  await context.close();
});
