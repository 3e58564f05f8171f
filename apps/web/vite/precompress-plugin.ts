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
/**
 * Brotli's slowest, smallest setting (11) is kept for what the first board waits for: index.html and the entry's
 * code and styles, where every kilobyte is time on a slow link. It costs 25 to 50 times level 9's time for 5 to 12 %
 * fewer bytes, so everything else (lazy screens, the 41 languages' symbol keywords, the pictures pack: 100 s of a
 * first build at 11) gets 9, and the 24 MB voice data a quicker 6.
 */
export const qualityFor = (size: number, critical: boolean): number => (critical ? 11 : size > 4 * 1024 * 1024 ? 6 : 9);
/** Files read and compressed at once: the 4,600 pictures would otherwise open that many files together. */
const IN_FLIGHT = 16;

/** Every file under `folder`, at any depth. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `name.br` and `name.gz` beside one file, when it is not tiny and they are smaller than it. */
export async function precompressFile(path: string, critical = false): Promise<void> {
  const bytes = await readFile(path);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: qualityFor(bytes.length, critical), [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipped(bytes, { level: 9 }),
  ]);
  if (br.length < bytes.length) await writeFile(`${path}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
}

type PathTest = (path: string) => boolean;

/**
 * Precompresses every compressible file under `folder` (a built app) but those `skip` names, a few at a time;
 * those `critical` names (paths in the build, like `skip`) at brotli's smallest setting.
 */
export async function precompressFolder(folder: string, skip: PathTest = () => false, critical: PathTest = () => false): Promise<void> {
  const inBuild = (file: string) => relative(folder, file).split(sep).join('/');
  const files = (await filesUnder(folder)).filter((file) => COMPRESSIBLE.test(file) && !skip(inBuild(file)));
  await eachLimited(files, IN_FLIGHT, (file) => precompressFile(file, critical(inBuild(file))));
}

/** What the bundler hands generateBundle, as far as this plugin reads it. */
type BundleFiles = Record<string, { type: string; fileName: string; isEntry?: boolean; imports?: string[]; viteMetadata?: { importedCss: Set<string> } }>;

/** The files the first board waits for: the page, the entry chunks, what they import statically, and their styles. */
export function firstBoardFiles(bundle: BundleFiles): Set<string> {
  const files = new Set(['index.html']);
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.isEntry) continue;
    for (const name of [output.fileName, ...(output.imports ?? [])]) {
      files.add(name);
      bundle[name]?.viteMetadata?.importedCss.forEach((style) => files.add(style));
    }
  }
  return files;
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
  let critical = new Set<string>();
  return {
    name: 'tessera-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      critical = firstBoardFiles(bundle);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler: () => precompressFolder(outDir, skip, (path) => critical.has(path)),
    },
  };
}
