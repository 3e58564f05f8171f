import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files, and the offline voice's data file, which halves with compression. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|data)$/;
/** Below this a compressed copy saves less than its own headers. */
const MIN_BYTES = 1024;
/** Brotli's slowest, smallest setting for code; the 24 MB voice data gets a quicker one (11 would take a minute). */
const qualityFor = (size: number): number => (size > 4 * 1024 * 1024 ? 6 : 11);

async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(folder, entry.name));
}

/** Writes `name.br` and `name.gz` beside one file, when they are smaller than it. */
export async function precompressFile(path: string): Promise<void> {
  const bytes = await readFile(path);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: qualityFor(bytes.length), [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipped(bytes, { level: 9 }),
  ]);
  if (br.length < bytes.length) await writeFile(`${path}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
}

/**
 * Compresses the built app's code, styles and the offline voice's data once, at build time, as small as brotli
 * and gzip go, so the server sends these files as they are (apps/server's web-app plugin, `preCompressed`)
 * instead of compressing them on every request at a quicker, weaker setting: the first board's JavaScript
 * crosses a slow link about 15 % smaller. Only `assets/` (hashed files) and index.html; the symbol pictures,
 * thousands of small files, are still compressed by the server as they are asked for.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tessera-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = [...(await filesIn(join(outDir, 'assets'))), join(outDir, 'index.html')].filter((file) => COMPRESSIBLE.test(file));
      const present = await Promise.all(files.map((file) => stat(file).then(() => file, () => null)));
      await Promise.all(present.flatMap((file) => (file ? [precompressFile(file)] : [])));
    },
  };
}
