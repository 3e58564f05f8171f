import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { eachLimited } from '../src/lib/each-limited';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files, and the offline voice's data file, which halves with compression. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|data)$/;
/** Below this a compressed copy saves less than its own headers: such a file goes as it is. */
export const MIN_BYTES = 1024;
/** Brotli's slowest, smallest setting for code; the 24 MB voice data gets a quicker one (11 would take a minute). */
const qualityFor = (size: number): number => (size > 4 * 1024 * 1024 ? 6 : 11);
/** Files read and compressed at once: the 4,600 pictures would otherwise open that many files together. */
const IN_FLIGHT = 16;

/** Every file under `folder`, at any depth. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `name.br` and `name.gz` beside one file, when it is not tiny and they are smaller than it. */
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

/** Precompresses every compressible file under `folder` (a built app) but those `skip` names, a few at a time. */
export async function precompressFolder(folder: string, skip: (path: string) => boolean = () => false): Promise<void> {
  const files = (await filesUnder(folder)).filter((file) => COMPRESSIBLE.test(file) && !skip(relative(folder, file).split(sep).join('/')));
  await eachLimited(files, IN_FLIGHT, precompressFile);
}

/**
 * Compresses the built app once, at build time, as small as brotli and gzip go: code, styles, index.html, the
 * service worker, the offline voice's data and the built-in boards' pictures. The server sends these copies as
 * they are (apps/server's web-app plugin, `preCompressed`) instead of compressing each file on every request: the
 * first board's JavaScript crosses a slow link about 15 % smaller, and the service worker's first install costs
 * the server no compression at all. `skip` leaves out files fetched only now and then, such as the 4,000
 * pictures only the symbol search shows (writing 8,000 more files would add about 10 s to every build; the
 * server compresses one quickly when it is asked for). Runs last, after the service worker is written.
 */
export function precompressPlugin({ skip }: { skip?: (path: string) => boolean } = {}): Plugin {
  let outDir = 'dist';
  return {
    name: 'tessera-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler: () => precompressFolder(outDir, skip),
    },
  };
}
