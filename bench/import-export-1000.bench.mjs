// Import and export of 1,000 boards with pictures (issue 17): core's OBZ writer and its importer, as the web app runs
// them (the app zips off the main thread with the same entries), in Node on a set of 1,000 boards of 20 tiles where
// every board has a picture of its own and shares 50 others. Time and peak memory (heap and resident set).
import { build } from 'esbuild';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { repoRoot } from './lib/app-server.mjs';
import { loadAverage, machine } from './lib/machine-load.mjs';
import { row, summary } from './lib/stats.mjs';

const BOARDS = 1_000;
const TILES = 20;
const SHARED_PICTURES = 50;
const RUNS = 3;

/** Core, bundled for Node: the formats exactly as the app runs them, with the test fixtures' board factory. */
const loadCore = async () => {
  const contents = "export * from './src/index.ts'; export { makeBoard, makeTile, sequentialIds } from './src/testing/fixtures.ts';";
  const bundle = await build({
    stdin: { contents, resolveDir: path.join(repoRoot, 'packages/core'), loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`);
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/** A real 96×96 RGB PNG whose pixels depend on `seed` (noisy enough to weigh about what a small photo does). */
const picture = (seed) => {
  const side = 96;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc(side * (side * 3 + 1));
  let state = seed * 2654435761 + 1;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side * 3; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      raw[y * (side * 3 + 1) + 1 + x] = ((x + y + seed) & 0xc0) | (state >>> 26);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const boardSet = (core) => {
  const media = new Map();
  const src = (n) => `https://pictures.example/${n}.png`;
  for (let n = 0; n < BOARDS + SHARED_PICTURES; n++) media.set(src(n), { type: 'image/png', bytes: new Uint8Array(picture(n)) });
  const boards = Array.from({ length: BOARDS }, (_, b) =>
    core.makeBoard({
      id: `board-${b}`,
      name: `Board ${b}`,
      tiles: Array.from({ length: TILES }, (_, t) => {
        const folder = t === 0 && b + 1 < BOARDS ? { loadBoard: `board-${b + 1}` } : {};
        const image = t === 1 ? src(SHARED_PICTURES + b) : src((b + t) % SHARED_PICTURES);
        return core.makeTile(`b${b}-t${t}`, { label: `word ${t} of ${b}`, image, ...folder });
      }),
    }),
  );
  return { boards, media };
};

const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(0);

/** Runs `work` with the heap settled first, and returns its time and the peak heap and resident set seen while it ran. */
const measured = async (work) => {
  globalThis.gc?.();
  let heap = process.memoryUsage().heapUsed;
  let rss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed);
    rss = Math.max(rss, now.rss);
  }, 5);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  clearInterval(sampler);
  const now = process.memoryUsage();
  return { result, ms, heap: Math.max(heap, now.heapUsed), rss: Math.max(rss, now.rss) };
};

export const run = async () => {
  const core = await loadCore();
  const { boards, media } = boardSet(core);
  const pictureBytes = [...media.values()].reduce((sum, { bytes }) => sum + bytes.length, 0);
  const exports = [];
  const imports = [];
  let file;
  for (let i = 0; i < RUNS; i++) {
    const exported = await measured(() => core.writeObz(boards, boards[0].id, { media }));
    file = exported.result;
    exports.push(exported);
    const imported = await measured(() => core.importBoardFile('boards.obz', file, { newId: core.sequentialIds(`run${i}-`), owner: {}, locale: 'en-US' }));
    if (!imported.result.ok) throw new Error(`the import was refused: ${JSON.stringify(imported.result.problem)}`);
    if (imported.result.boards.length !== BOARDS) throw new Error(`${imported.result.boards.length} boards came back, not ${BOARDS}`);
    imports.push(imported);
  }
  console.log(
    `machine: ${machine()}, ${loadAverage()}; ${BOARDS} boards × ${TILES} tiles, ${media.size} PNG pictures (${megabytes(pictureBytes)} MB), .obz of ${megabytes(file.length)} MB; ${RUNS} runs`,
  );
  console.log(row(['what', 'time p50 / max (ms)', 'peak heap (MB)', 'peak resident set (MB)']));
  console.log(row(['---', '---', '---', '---']));
  for (const [what, runs] of [
    ['export: 1,000 boards to .obz (core writeObz)', exports],
    ['import: that .obz back (core importBoardFile: unzip, read, check every picture, new ids)', imports],
  ]) {
    const time = summary(runs.map((r) => r.ms));
    console.log(row([what, `${time.p50} / ${time.max}`, megabytes(Math.max(...runs.map((r) => r.heap))), megabytes(Math.max(...runs.map((r) => r.rss)))]));
  }
};
