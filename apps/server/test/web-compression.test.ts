import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { INDEX_HTML, makeTempDir, makeWebDist, removeDir } from './helpers/temp-dirs.ts';

// The first board's scripts travel compressed: on a slow link their size is most of a cold start.
describe('web app compression', () => {
  let dir: string;
  let app: App;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word ${i}`))};\n`;
  // Board-like records in a fixed pseudo-random order: brotli 5 and 6 make clearly different sizes of it.
  const words = ['board', 'tile', 'speak', 'hello', 'picture', 'folder', 'yes', 'no', 'more', 'help', 'eat', 'drink', 'play', 'home', 'school'];
  let seed = 7;
  const records = Array.from({ length: 3000 }, (_, i) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return { id: `b${i}`, label: `${words[seed % 15]} ${words[(seed >> 8) % 15]}`, image: `/symbols/openmoji/1F${seed % 1000}.svg` };
  });
  const catalogue = `export const boards = ${JSON.stringify(records)};\n`;
  const brotliAt = (quality: number) => brotliCompressSync(catalogue, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
  const picture = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="36" cy="36" r="20" fill="#FCEA2B"/>'.repeat(40)}</svg>`;
  const tinyPicture = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="72" height="72" fill="#3F3F3F"/></svg>';

  beforeAll(async () => {
    dir = makeTempDir();
    const dist = makeWebDist(dir);
    writeFileSync(join(dist, 'assets', 'board-9f8e7d.js'), script);
    // A file the build compressed beforehand (apps/web/vite/precompress-plugin.ts): its copy goes out as it is.
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.gz'), Buffer.from('a gzip copy the server must not touch'));
    writeFileSync(join(dist, 'assets', 'catalogue-4d5e6f.js'), catalogue);
    // The built-in boards' pictures, as the build leaves them: copies beside those over 1 KB, none beside tiny ones.
    mkdirSync(join(dist, 'symbols', 'openmoji'), { recursive: true });
    writeFileSync(join(dist, 'symbols', 'openmoji', '1F600.svg'), picture);
    writeFileSync(join(dist, 'symbols', 'openmoji', '1F600.svg.br'), brotliCompressSync(picture));
    writeFileSync(join(dist, 'symbols', 'openmoji', '1F600.svg.gz'), gzipSync(picture));
    writeFileSync(join(dist, 'symbols', 'openmoji', '2B1B.svg'), tinyPicture);
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    app = await buildApp(loadConfig({ DATA_DIR: `${dir}/data`, WEB_DIST: dist, LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await app.close();
    removeDir(dir);
  });

  it('sends scripts gzip- or brotli-compressed to a browser that accepts it', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/assets/board-9f8e7d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(script.length / 3);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect(gzip.headers['cache-control']).toContain('immutable');

    const br = await app.inject({ method: 'GET', url: '/assets/board-9f8e7d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it("sends the build's own compressed copy where there is one, with the type and caching of the file", async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.toString()).toBe('a gzip copy the server must not touch');

    const plain = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends them as they are to a client that does not ask for compression', async () => {
    const plain = await app.inject({ method: 'GET', url: '/assets/board-9f8e7d.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("answers a precached picture from the build's copy, not compressing it again", async () => {
    const br = await app.inject({ method: 'GET', url: '/symbols/openmoji/1F600.svg', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(br.rawPayload.equals(brotliCompressSync(picture))).toBe(true);
    const gz = await app.inject({ method: 'GET', url: '/symbols/openmoji/1F600.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.rawPayload.equals(gzipSync(picture))).toBe(true);
  });

  it("answers a deep link with index.html's own brotli copy", async () => {
    const page = await app.inject({ method: 'GET', url: '/board/abc', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('sends a tiny picture as it is, where compression would gain nothing', async () => {
    const tiny = await app.inject({ method: 'GET', url: '/symbols/openmoji/2B1B.svg', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(tinyPicture);
  });

  it('compresses a file without a copy at brotli quality 5 or quicker', async () => {
    expect(brotliAt(6)).toBeLessThan(brotliAt(5));
    const br = await app.inject({ method: 'GET', url: '/assets/catalogue-4d5e6f.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(catalogue);
    // Any quality above 5 makes this payload smaller than quality 5 does.
    expect(br.rawPayload.length).toBeGreaterThanOrEqual(brotliAt(5));
  });

  it('sends uploaded pictures under /media as they are stored, without compressing them on the way', async () => {
    const name = `${'ab'.repeat(16)}.svg`;
    mkdirSync(join(dir, 'data', 'media'), { recursive: true });
    writeFileSync(join(dir, 'data', 'media', name), picture);
    const upload = await app.inject({ method: 'GET', url: `/media/${name}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['content-encoding']).toBeUndefined();
    expect(upload.body).toBe(picture);
  });
});
