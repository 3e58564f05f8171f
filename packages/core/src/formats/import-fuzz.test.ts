import { strFromU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BoardSchema, type Board } from '../schemas/board.ts';
import { writeCboardJson } from './cboard-json.ts';
import { importBoardFile, type ImportOptions } from './import-board-file.ts';
import { writeObf, writeObz } from './obz-write.ts';

// Thousands of damaged board files: import never throws, and either refuses the file whole or answers boards that
// are all valid, with every link inside the set (nothing half-imported, nothing pointing nowhere).
const RUNS = Number(process.env.FORMAT_FUZZ_RUNS ?? 700);

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const boards: Board[] = [
  {
    id: 'home',
    name: 'Home',
    isPublic: false,
    isFixed: true,
    grid: { rows: 1, columns: 3, order: [['a', 'b', null]] },
    tiles: [
      { id: 'a', label: 'Food', loadBoard: 'food', image: 'media:p', backgroundColor: 'rgb(1, 2, 3)' },
      { id: 'b', label: 'Hi', vocalization: 'Hello there', sound: 'media:s' },
    ],
  },
  { id: 'food', name: 'Food', isPublic: false, tiles: [{ id: 'c', label: 'Apple', image: 'media:p', loadBoard: 'home' }] },
];
const media = new Map([
  ['media:p', { bytes: PNG, type: 'image/png' }],
  ['media:s', { bytes: Uint8Array.from([0x49, 0x44, 0x33, 3, 0, 0]), type: 'audio/mpeg' }],
]);
const text = (value: string) => new TextEncoder().encode(value);
const SEEDS: [string, Uint8Array][] = [
  ['seed.obz', writeObz(boards, 'home', { media })],
  ['seed.obf', text(writeObf(boards[0] as Board, { media }))],
  ['seed.json', text(writeCboardJson(boards, media))],
];

/** Byte damage: flips, cuts, repeats and random runs. */
function mutateBytes(bytes: Uint8Array, next: () => number): Uint8Array {
  const out = [...bytes];
  const edits = 1 + Math.floor(next() * 8);
  for (let i = 0; i < edits; i += 1) {
    const at = Math.floor(next() * out.length);
    const kind = Math.floor(next() * 4);
    if (kind === 0) out[at] = Math.floor(next() * 256);
    else if (kind === 1) out.splice(at, Math.floor(next() * 64));
    else if (kind === 2) out.splice(at, 0, ...out.slice(at, at + Math.floor(next() * 64)));
    else out.splice(at, 0, ...Array.from({ length: Math.floor(next() * 16) }, () => Math.floor(next() * 256)));
  }
  return Uint8Array.from(out);
}

const WEIRD: unknown[] = [
  null,
  0,
  -1,
  1e308,
  '',
  'x'.repeat(5000),
  '../../etc/passwd',
  [],
  {},
  [[null]],
  true,
  { rows: 99, columns: 99 },
  'data:image/png;base64,@@',
];

/** Structural damage of JSON: a value somewhere replaced by one of odd type or size. */
function mutateJson(value: unknown, next: () => number): unknown {
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
    const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (keys.length === 0) return WEIRD[Math.floor(next() * WEIRD.length)];
    const key = keys[Math.floor(next() * keys.length)] as string;
    const target = copy as Record<string, unknown>;
    target[key] = next() < 0.3 ? WEIRD[Math.floor(next() * WEIRD.length)] : mutateJson(target[key], next);
    return copy;
  }
  return WEIRD[Math.floor(next() * WEIRD.length)];
}

let counter = 0;
const options: ImportOptions = { newId: () => `f${(counter += 1)}`, owner: {}, locale: 'en' };

/** Imports the file and checks the answer; true when boards were imported. */
async function check(name: string, bytes: Uint8Array): Promise<boolean> {
  const outcome = await importBoardFile(name, bytes, options);
  if (!outcome.ok) {
    expect(typeof outcome.problem.kind).toBe('string');
    return false;
  }
  const ids = new Set(outcome.boards.map((board) => board.id));
  expect(ids.has(outcome.rootId)).toBe(true);
  for (const board of outcome.boards) {
    expect(BoardSchema.safeParse(board).success).toBe(true);
    for (const tile of board.tiles) if (tile.loadBoard !== undefined) expect(ids.has(tile.loadBoard)).toBe(true);
  }
  return true;
}

describe('importing damaged files', { timeout: 120_000 }, () => {
  it.each(SEEDS)('%s, byte by byte', async (name, seed) => {
    const next = random(name.length * 7919);
    for (let run = 0; run < RUNS; run += 1) await check(name, mutateBytes(seed, next));
  });

  it('seed.obz, value by value inside the package', async () => {
    const next = random(31);
    const files = unzipSync(SEEDS[0]![1]);
    const paths = Object.keys(files).filter((path) => path.endsWith('.json') || path.endsWith('.obf'));
    let imported = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const path = paths[Math.floor(next() * paths.length)] as string;
      const value = mutateJson(JSON.parse(strFromU8(files[path] as Uint8Array)), next);
      if (await check('seed.obz', zipSync({ ...files, [path]: text(JSON.stringify(value) ?? 'null') }))) imported += 1;
    }
    // Most damage leaves something to import: the checks above ran on real answers, not only on refusals.
    expect(imported).toBeGreaterThan(RUNS / 4);
  });

  it.each(SEEDS.filter(([name]) => !name.endsWith('.obz')))('%s, value by value', async (name, seed) => {
    const next = random(name.length * 104_729);
    const json = JSON.parse(new TextDecoder().decode(seed)) as unknown;
    for (let run = 0; run < RUNS; run += 1) {
      let value = json;
      for (let depth = 0; depth < 1 + Math.floor(next() * 4); depth += 1) value = mutateJson(value, next);
      await check(name, text(JSON.stringify(value) ?? 'null'));
    }
  });
});
