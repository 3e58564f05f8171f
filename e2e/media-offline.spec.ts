import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startAsGuest } from './support/board';
import { DESKTOP, newContext, WITH_SERVICE_WORKER } from './support/browser';
import { ownAppAndBrowser } from './support/own-app';
import { linkFromOutbox } from './support/outbox';
import { twoColourPng } from './support/test-picture';
import { toneWav } from './support/test-sound';

// A board synced from another device points at its pictures and recordings on the server (/media/...). Once
// shown here, they must keep showing and playing with the network off, like the rest of the app.
const own = ownAppAndBrowser();

const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const response = await fetch(`${own.app.url}/api${path}`, init);
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};
const postJson = <T>(path: string, body: unknown) =>
  api<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The other device: an account made and activated through the API, which uploads a file the way the app does. */
async function anotherDeviceUploads(files: { bytes: Buffer; type: string; name: string }[]): Promise<string[]> {
  const email = `uploader-${Date.now()}@example.org`;
  const password = 'correct horse 1';
  await postJson('/user', { name: 'Uploader', email, password, isTermsAccepted: true });
  const link = await linkFromOutbox(own.app.dataDir, 'activation', email, /https?:\/\/\S+\/activate\/[\w-]+/);
  await postJson(`/user/activate/${new URL(link).pathname.split('/').pop() ?? ''}`, {});
  const { authToken } = await postJson<{ authToken: string }>('/user/login', { email, password });
  const urls: string[] = [];
  for (const file of files) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const { url } = await api<{ url: string }>('/media', { method: 'POST', headers: { authorization: `Bearer ${authToken}` }, body: form });
    urls.push(url);
  }
  return urls;
}

const pictureWidth = (page: Page, url: string) =>
  page.evaluate(
    (src) =>
      new Promise<number | string>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve('error');
        img.src = src;
      }),
    url,
  );

// As a tile's sound plays (lib/speech/sound-player.ts): an audio element, which asks for byte ranges.
const playback = (page: Page, url: string) =>
  page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        const audio = new Audio(src);
        audio.onended = () => resolve('ended');
        audio.onerror = () => resolve(`error ${audio.error?.code ?? ''}`);
        audio.play().catch((error: unknown) => resolve(`refused ${String(error)}`));
        setTimeout(() => resolve('timeout'), 10_000);
      }),
    url,
  );

test('pictures and recordings from the server show and play offline once seen', { timeout: 180_000 }, async () => {
  const [pictureUrl, soundUrl] = await anotherDeviceUploads([
    { bytes: twoColourPng(24, 16), type: 'image/png', name: 'picture.png' },
    { bytes: toneWav(300), type: 'audio/wav', name: 'sound.wav' },
  ]);
  expect(pictureUrl?.startsWith(`${own.app.url}/media/`)).toBe(true);
  expect(soundUrl?.startsWith(`${own.app.url}/media/`)).toBe(true);

  const context = await newContext(own.browser, own.app.url, { ...DESKTOP, ...WITH_SERVICE_WORKER });
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await page.getByText('Content is cached for offline use.').first().waitFor({ timeout: 120_000 });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

    expect(await pictureWidth(page, pictureUrl ?? '')).toBe(24);
    expect(await playback(page, soundUrl ?? '')).toBe('ended');
    const cached = await page.evaluate(async () => (await (await caches.open('tessera-media')).keys()).map((request) => request.url));
    expect(cached.sort()).toEqual([pictureUrl, soundUrl].sort());

    await context.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    expect(await pictureWidth(page, pictureUrl ?? '')).toBe(24);
    expect(await playback(page, soundUrl ?? '')).toBe('ended');
    // A part of the recording, as the audio element asks for it, is cut from the cached copy.
    const part = await page.evaluate(async (src) => {
      const response = await fetch(src, { headers: { range: 'bytes=0-3' } });
      return { status: response.status, text: new TextDecoder().decode(await response.arrayBuffer()) };
    }, soundUrl ?? '');
    expect(part).toEqual({ status: 206, text: 'RIFF' });
  } finally {
    await context.close();
  }
});
