import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { SUBRESOURCE_CONTENT_SECURITY_POLICY } from '../src/plugins/subresource-headers.ts';
import { makeTempDir, makeWebDist, removeDir } from './helpers/temp-dirs.ts';

const headerBytes = (headers: Record<string, unknown>) =>
  Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);

// A board's first screen fetches a picture per tile: each carried the whole of a page's security headers.
describe('the headers of the pictures, fonts and styles of the build', () => {
  let dir: string;
  let app: App;
  const picture = '<svg xmlns="http://www.w3.org/2000/svg"><circle cx="36" cy="36" r="20" fill="#FCEA2B"/></svg>';
  const bigPicture = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="36" cy="36" r="20" fill="#FCEA2B"/>'.repeat(40)}</svg>`;

  beforeAll(async () => {
    dir = makeTempDir();
    const dist = makeWebDist(dir);
    mkdirSync(join(dist, 'symbols', 'openmoji'), { recursive: true });
    writeFileSync(join(dist, 'symbols', 'openmoji', '1F60A.svg'), picture);
    writeFileSync(join(dist, 'symbols', 'openmoji', '1F600.svg'), bigPicture);
    writeFileSync(join(dist, 'symbols', 'openmoji', '1F600.svg.br'), brotliCompressSync(bigPicture));
    writeFileSync(join(dist, 'assets', 'roboto-400.woff2'), Buffer.from('wOF2 font'));
    writeFileSync(join(dist, 'assets', 'fonts-1a2b.css'), '@font-face{font-family:Roboto;src:url(roboto-400.woff2)}');
    writeFileSync(join(dist, 'assets', 'speech-worker-3c4d.js'), 'self.onmessage = () => {};');
    app = await buildApp(loadConfig({ DATA_DIR: `${dir}/data`, WEB_DIST: dist, LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await app.close();
    removeDir(dir);
  });

  it('gives a picture, a font and a style sheet only what a file that is not a page needs', async () => {
    for (const [url, encoding] of [
      ['/symbols/openmoji/1F60A.svg', 'identity'],
      ['/symbols/openmoji/1F600.svg', 'br'],
      ['/assets/roboto-400.woff2', 'identity'],
      ['/assets/fonts-1a2b.css', 'identity'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toBe(SUBRESOURCE_CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['strict-transport-security'], url).toBeDefined();
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      for (const name of ['x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-dns-prefetch-control'])
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
    const small = await app.inject({ method: 'GET', url: '/symbols/openmoji/1F60A.svg' });
    expect(small.body).toBe(picture);
    // Less than half of what a page's headers weigh.
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(headerBytes(small.headers)).toBeLessThan(headerBytes(page.headers) / 2);
  });

  it("keeps a page's and a script's whole policy: a worker runs under its script's", async () => {
    for (const url of ['/', '/board/abc', '/assets/speech-worker-3c4d.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(String(response.headers['content-security-policy']), url).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });
});
