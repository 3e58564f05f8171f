// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstBoardFiles, MIN_BYTES, precompressFolder, qualityFor } from './precompress-plugin';

// The service worker precaches pictures from every folder of the build: each must have its copies, at any depth.
describe('precompressFolder', () => {
  let dist: string;
  const picture = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="36" cy="36" r="20" fill="#FCEA2B"/>'.repeat(40)}</svg>`;
  const tiny = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tessera-precompress-'));
    mkdirSync(join(dist, 'symbols', 'openmoji'), { recursive: true });
    writeFileSync(join(dist, 'symbols', 'openmoji', '1F600.svg'), picture);
    writeFileSync(join(dist, 'symbols', 'openmoji', '2B1C.svg'), tiny);
    writeFileSync(join(dist, 'symbols', 'openmoji', '1F47B.svg'), picture);
    writeFileSync(join(dist, 'sw.js'), `self.files = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `assets/chunk-${i}.js`))};`);
    writeFileSync(join(dist, 'icon.png'), Buffer.alloc(4096, 7));
    await precompressFolder(dist, (path) => path === 'symbols/openmoji/1F47B.svg');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('writes brotli and gzip copies beside pictures in nested folders and beside the service worker', () => {
    const file = join(dist, 'symbols', 'openmoji', '1F600.svg');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(picture);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(picture);
    expect(existsSync(join(dist, 'sw.js.br'))).toBe(true);
  });

  it('leaves out the files it is told to skip, by their path in the build', () => {
    expect(existsSync(join(dist, 'symbols', 'openmoji', '1F47B.svg.br'))).toBe(false);
  });

  it('leaves tiny files and files that are not text as they are', () => {
    expect(tiny.length).toBeLessThan(MIN_BYTES);
    expect(existsSync(join(dist, 'symbols', 'openmoji', '2B1C.svg.br'))).toBe(false);
    expect(existsSync(join(dist, 'icon.png.br'))).toBe(false);
  });
});

describe('the first board files and their brotli setting', () => {
  const chunk = (fileName: string, isEntry: boolean, imports: string[] = [], css: string[] = []) => ({
    type: 'chunk',
    fileName,
    isEntry,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  });
  const bundle = {
    'assets/index.js': chunk('assets/index.js', true, ['assets/app.js'], ['assets/index.css']),
    'assets/app.js': chunk('assets/app.js', false, [], ['assets/app.css']),
    'assets/pdf.js': chunk('assets/pdf.js', false, ['assets/app.js']),
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
  };

  it('are the page, the entry, what it imports statically and their styles; a lazy screen is not among them', () => {
    expect([...firstBoardFiles(bundle)].sort()).toEqual(['assets/app.css', 'assets/app.js', 'assets/index.css', 'assets/index.js', 'index.html']);
  });

  it('get the smallest setting; the rest a quicker one, and the huge voice data the quickest', () => {
    expect(qualityFor(800_000, true)).toBe(11);
    expect(qualityFor(800_000, false)).toBe(9);
    expect(qualityFor(24_000_000, false)).toBe(6);
  });
});
