import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { makeTempDir, makeWebDist, removeDir } from './helpers/temp-dirs.ts';

// The first board's scripts travel compressed: on a slow link their size is most of a cold start.
describe('web app compression', () => {
  let dir: string;
  let app: App;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word ${i}`))};\n`;

  beforeAll(async () => {
    dir = makeTempDir();
    const dist = makeWebDist(dir);
    writeFileSync(join(dist, 'assets', 'board-9f8e7d.js'), script);
    // A file the build compressed beforehand (apps/web/vite/precompress-plugin.ts): its copy goes out as it is.
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.gz'), Buffer.from('a gzip copy the server must not touch'));
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
});
