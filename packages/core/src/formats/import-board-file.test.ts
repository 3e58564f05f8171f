import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { png as samplePng } from '../testing/media-samples.ts';
import { encodeBase64 } from './base64.ts';
import { IMPORT_LIMITS } from './import-limits.ts';
import { importBoardFile, importExtensionOf, UNNAMED_IMPORTED_BOARD, type ImportOptions } from './import-board-file.ts';

let counter = 0;
const guest: ImportOptions = { newId: () => `new${(counter += 1)}`, owner: {}, locale: 'es-ES' };
const json = (value: unknown) => strToU8(JSON.stringify(value));
const button = (id: string, extra: Record<string, unknown> = {}) => ({ id, label: id, ...extra });
const obf = (extra: Record<string, unknown> = {}) => ({ format: 'open-board-0.1', id: 'b', name: 'B', buttons: [button('1'), button('2')], ...extra });
const obz = (files: Record<string, unknown>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([path, value]) => [path, typeof value === 'string' ? strToU8(value) : json(value)])));

describe('importExtensionOf', () => {
  it.each([
    ['a.json', 'json'],
    ['B.OBZ', 'obz'],
    ['x.y.obf', 'obf'],
    ['board.zip', undefined],
    ['board.pdf', undefined],
    ['json', undefined],
  ])('%s → %s', (name, extension) => {
    expect(importExtensionOf(name)).toBe(extension);
  });
});

describe('importBoardFile refuses bad files whole', () => {
  const tooManyButtons = obf({ buttons: Array.from({ length: 10_000 }, (_, i) => button(String(i))) });
  it.each([
    ['board.pdf', strToU8('%PDF-1.7 not a board'), { kind: 'invalid-extension' }],
    ['notes.txt', strToU8('hello'), { kind: 'invalid-extension' }],
    ['board.json', strToU8('{"tiles": ['), { kind: 'broken-json' }],
    ['board.obf', strToU8(''), { kind: 'broken-json' }],
    ['board.obz', json(obf()), { kind: 'not-a-zip' }],
    ['board.obz', obz({ 'boards/a.obf': obf() }), { kind: 'missing-manifest' }],
    ['board.obz', obz({ 'manifest.json': '{broken', 'boards/a.obf': obf() }), { kind: 'broken-json' }],
    ['board.obz', obz({ 'manifest.json': { root: 'boards/a.obf' }, 'boards/a.obf': '{broken' }), { kind: 'broken-json' }],
    ['board.obz', obz({ 'manifest.json': { root: 'x' } }), { kind: 'nothing-to-import' }],
    ['board.obf', json(obf({ grid: { rows: 30, columns: 2, order: [] } })), { kind: 'grid-too-large', board: 'B', rows: 30, columns: 2 }],
    ['board.obf', json(tooManyButtons), { kind: 'too-many-buttons', board: 'B', count: 10_000 }],
    [
      'board.json',
      json([
        { id: 'a', tiles: [{ id: 't', label: 5 }], grid: 'x' },
        { id: 'b', tiles: 'none' },
      ]),
      undefined,
    ],
    ['board.json', json({ hello: 'world' }), { kind: 'nothing-to-import' }],
  ])('%s #%#', async (name, bytes, problem) => {
    const outcome = await importBoardFile(name, bytes, guest);
    if (problem === undefined) expect(outcome.ok).toBe(true);
    else expect(outcome).toEqual({ ok: false, problem });
  });

  it('refuses a grid past 24 x 24 in a Cboard file too', async () => {
    const wide = [{ id: 'a', name: 'Wide', tiles: [], isFixed: true, grid: { rows: 2, columns: 30, order: [] } }];
    expect(await importBoardFile('board.json', json(wide), guest)).toEqual({
      ok: false,
      problem: { kind: 'grid-too-large', board: 'Wide', rows: 2, columns: 30 },
    });
  });

  it('refuses a file past the size limit and a set of too many boards', async () => {
    expect(await importBoardFile('a.json', json([]), { ...guest, limits: { ...IMPORT_LIMITS, maxFileBytes: 1 } })).toEqual({
      ok: false,
      problem: { kind: 'file-too-large' },
    });
    const boards = Array.from({ length: 3 }, (_, i) => ({ id: `b${i}`, name: 'x', tiles: [] }));
    expect(await importBoardFile('a.json', json(boards), { ...guest, limits: { ...IMPORT_LIMITS, maxBoards: 2 } })).toEqual({
      ok: false,
      problem: { kind: 'too-many-boards', count: 3 },
    });
  });
});

describe('importBoardFile knows a file by what it holds, not by its name', () => {
  const pack = obz({ 'manifest.json': { format: 'open-board-0.1', root: 'boards/a.obf' }, 'boards/a.obf': obf() });
  it.each([
    ['an OBZ named .zip', 'deep_simple.zip', pack],
    ['an OBZ without an extension', 'board', pack],
    ['an OBZ named .obf', 'board.obf', pack],
    ['an OBF named .txt', 'board.txt', json(obf())],
    ['an OBF named .pdf', 'board.pdf', json(obf())],
    ['Cboard boards named .zip', 'boards.zip', json([{ id: 'a', name: 'A', tiles: [] }])],
  ])('reads %s', async (_what, name, bytes) => {
    const outcome = await importBoardFile(name, bytes, guest);
    expect(outcome.ok && outcome.boards.map((board) => board.name)).toEqual([name === 'boards.zip' ? 'A' : 'B']);
  });

  it('answers a zip without a manifest as such, and one named .obz that is no zip', async () => {
    expect(await importBoardFile('photos.zip', obz({ 'a.png': 'x' }), guest)).toEqual({ ok: false, problem: { kind: 'missing-manifest' } });
    expect(await importBoardFile('board.obz', json(obf()), guest)).toEqual({ ok: false, problem: { kind: 'not-a-zip' } });
  });
});

describe('importBoardFile', () => {
  it('gives every board a new id and points the links between them at the new ids', async () => {
    const boards = [
      {
        id: 'home',
        name: 'Home',
        tiles: [
          { id: 't1', label: 'food', loadBoard: 'food' },
          { id: 't2', label: 'elsewhere', loadBoard: 'missing' },
        ],
      },
      { id: 'food', name: 'Food', tiles: [{ id: 't1', label: 'apple' }] },
    ];
    const outcome = await importBoardFile('board.json', json(boards), guest);
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    const [home, food] = outcome.boards;
    expect(home?.id).not.toBe('home');
    expect(food?.id).not.toBe('food');
    expect(outcome.rootId).toBe(home?.id);
    expect(home?.tiles[0]?.loadBoard).toBe(food?.id);
    expect(home?.tiles[1]?.loadBoard).toBeUndefined();
  });

  it('keeps links to boards the app has', async () => {
    const outcome = await importBoardFile('board.obf', json(obf({ buttons: [button('1', { load_board: { id: 'emotions', name: 'Emotions' } })] })), {
      ...guest,
      keepLink: (id) => id === 'emotions',
    });
    expect(outcome.ok && outcome.boards[0]?.tiles[0]?.loadBoard).toBe('emotions');
  });

  it('names a board without a name "unknow", and keeps a guest private and ownerless in its own locale', async () => {
    const outcome = await importBoardFile('board.obf', json(obf({ name: '', locale: 'fr_FR' })), guest);
    expect(UNNAMED_IMPORTED_BOARD).toBe('unknow');
    expect(outcome.ok && outcome.boards[0]).toMatchObject({ name: 'unknow', isPublic: false, locale: 'fr-FR' });
    expect(outcome.ok && outcome.boards[0]?.email).toBeUndefined();
  });

  it("makes a signed-in user's boards theirs, private, in the interface's locale", async () => {
    const outcome = await importBoardFile(
      'board.json',
      json([{ id: 'a', name: 'A', isPublic: true, email: 'x@y.z', author: 'X', locale: 'fr-FR', tiles: [] }]),
      {
        ...guest,
        owner: { email: 'me@example.com', author: 'Me' },
      },
    );
    expect(outcome.ok && outcome.boards[0]).toMatchObject({ email: 'me@example.com', author: 'Me', isPublic: false, locale: 'es-ES' });
  });

  it('sanitises SVG pictures and leaves out what is not a picture', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="1"/></svg>';
    const board = obf({
      buttons: [button('1', { image_id: 'svg' }), button('2', { image_id: 'fake' }), button('3', { image_id: 'js' })],
      images: [
        { id: 'svg', data: `data:image/svg+xml;base64,${encodeBase64(strToU8(svg))}` },
        { id: 'fake', data: `data:image/png;base64,${encodeBase64(strToU8('<html>not a png</html>'))}` },
        { id: 'js', url: 'javascript:alert(1)' },
      ],
    });
    const outcome = await importBoardFile('board.obf', json(board), guest);
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    const [svgTile, fake, js] = outcome.boards[0]?.tiles ?? [];
    const kept = atob(svgTile?.image?.split(',')[1] ?? '');
    expect(kept).toContain('<circle r="1"');
    expect(kept).not.toContain('script');
    expect(fake?.image).toBeUndefined();
    expect(js?.image).toBeUndefined();
  });

  it('reads pictures from the package, by path or by the manifest, and leaves a huge one out', async () => {
    const png = samplePng();
    const files = {
      'manifest.json': strToU8(JSON.stringify({ format: 'open-board-0.1', root: 'boards/a.obf', paths: { images: { m: 'images/m.png' } } })),
      'boards/a.obf': json(
        obf({
          buttons: [button('1', { image_id: 'p' }), button('2', { image_id: 'm' }), button('3', { image_id: 'big' })],
          images: [{ id: 'p', path: 'images/p.png' }, { id: 'm' }, { id: 'big', path: 'images/big.png' }],
        }),
      ),
      'images/p.png': png,
      'images/m.png': png,
    };
    // Stored, not deflated: a picture too large is left out, not taken for a zip bomb.
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(png);
    const outcome = await importBoardFile('a.obz', zipSync({ ...files, 'images/big.png': [big, { level: 0 }] }), guest);
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    const tiles = outcome.boards[0]?.tiles ?? [];
    expect(tiles.map((tile) => tile.image?.slice(0, 22))).toEqual(['data:image/png;base64,', 'data:image/png;base64,', undefined]);
  });

  it('keeps a fixed grid within 12 x 12 and points its cells at the tiles', async () => {
    const outcome = await importBoardFile('b.obf', json(obf({ grid: { rows: 1, columns: 3, order: [[null, '2', '1']] } })), guest);
    expect(outcome.ok && outcome.boards[0]).toMatchObject({ isFixed: true, grid: { rows: 1, columns: 3, order: [[null, '2', '1']] } });
  });

  it("keeps a grid past the editor's 12 (up to 24) as it is: rows, columns, places and empty cells", async () => {
    const order = Array.from({ length: 11 }, (_, r) => Array.from({ length: 16 }, (_, c) => (r === 0 && c === 15 ? '1' : r === 10 && c === 0 ? '2' : null)));
    const outcome = await importBoardFile('b.obf', json(obf({ grid: { rows: 11, columns: 16, order } })), guest);
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    const [board] = outcome.boards;
    expect(board).toMatchObject({ isFixed: true, grid: { rows: 11, columns: 16 } });
    expect(board?.grid?.order).toEqual(order);
  });
});

describe('importBoardFile and copies', () => {
  it('does not say an imported board was copied from the board of the file', async () => {
    const outcome = await importBoardFile('b.json', json([{ id: 'a', name: 'A', tiles: [], copiedFrom: { id: 'x', name: 'X' } }]), guest);
    expect(outcome.ok && outcome.boards[0]?.copiedFrom).toBeUndefined();
  });
});
