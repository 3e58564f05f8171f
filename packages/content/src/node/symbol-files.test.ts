import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sanitiseSvg } from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtInBoards, classicBoards, coreBoards, featuredBoards, partnerBoards, spanishBoards } from '../index.ts';
import { OPENMOJI_SVG_DIR, TESSERA_SYMBOLS_DIR, symbolSourceFile, usedSymbolFiles, type SymbolFile } from './symbol-files.ts';

const openmojiData = JSON.parse(readFileSync(join(OPENMOJI_SVG_DIR, '..', '..', 'data', 'openmoji.json'), 'utf8')) as { hexcode: string }[];
const openmojiHexcodes = new Set(openmojiData.map((entry) => entry.hexcode));

const BUILT_IN_SETS = { core: coreBoards, classic: classicBoards, partner: partnerBoards, spanish: spanishBoards };

describe('pictures of the built-in boards', () => {
  it.each(Object.entries(BUILT_IN_SETS))('give every tile of every %s board a picture whose file exists', (_, boards) => {
    expect(boards.length).toBeGreaterThan(0);
    const withoutPicture = boards.flatMap((board) => board.tiles.filter((tile) => !tile.image).map((tile) => `${board.id}/${tile.id}`));
    expect(withoutPicture).toEqual([]);
    for (const board of boards) {
      for (const tile of board.tiles) expect(existsSync(symbolSourceFile(tile.image!) ?? ''), `${board.id}/${tile.id}: ${tile.image}`).toBe(true);
    }
  });

  it('cover every set the featured-board picker offers', () => {
    const setBoardIds = new Set(Object.values(BUILT_IN_SETS).flatMap((boards) => boards.map((board) => board.id)));
    for (const featured of featuredBoards) expect(setBoardIds.has(featured.homeBoard), featured.homeBoard).toBe(true);
    expect(setBoardIds.size).toBe(builtInBoards.length);
  });

  it('point at OpenMoji by hexcode or at one of our drawings, and the file exists', () => {
    for (const board of builtInBoards) {
      for (const image of [board.caption, ...board.tiles.map((tile) => tile.image)]) {
        if (image === undefined) continue;
        expect(image, board.id).toMatch(/^\/symbols\/(openmoji\/[0-9A-F-]+|tessera\/[a-z-]+)\.svg$/);
        const file = symbolSourceFile(image);
        expect(file && existsSync(file), image).toBe(true);
      }
    }
  });

  it('use only OpenMoji hexcodes its annotation data knows', () => {
    const images = builtInBoards.flatMap((board) => [board.caption, ...board.tiles.map((tile) => tile.image)]);
    const hexcodes = [...new Set(images.flatMap((image) => image?.match(/^\/symbols\/openmoji\/(.+)\.svg$/)?.slice(1) ?? []))];
    expect(hexcodes.length).toBeGreaterThan(300);
    expect(hexcodes.filter((hexcode) => !openmojiHexcodes.has(hexcode))).toEqual([]);
  });
});

describe('usedSymbolFiles', () => {
  let files: SymbolFile[] = [];
  beforeAll(() => {
    files = usedSymbolFiles();
  });

  it('lists each used picture once, with an existing source file', () => {
    expect(new Set(files.map((file) => file.urlPath)).size).toBe(files.length);
    for (const file of files) expect(existsSync(file.sourceFile), file.sourceFile).toBe(true);
    expect(files.find((file) => file.urlPath === '/symbols/openmoji/1F34E.svg')?.sourceFile).toBe(join(OPENMOJI_SVG_DIR, '1F34E.svg'));
  });

  it('covers every tile picture and no more', () => {
    const used = new Set(builtInBoards.flatMap((board) => board.tiles.flatMap((tile) => (tile.image ? [tile.image] : []))));
    const listed = new Set(files.map((file) => file.urlPath));
    for (const image of used) expect(listed.has(image), image).toBe(true);
    expect(listed.size).toBeLessThan(used.size + 60);
  });

  it('includes every drawing in symbols/, so none is left unused', () => {
    const drawings = readdirSync(TESSERA_SYMBOLS_DIR).filter((name) => name.endsWith('.svg'));
    const listed = new Set(files.map((file) => file.urlPath));
    expect(drawings.filter((name) => !listed.has(`/symbols/tessera/${name}`))).toEqual([]);
  });
});

/** Each element with its attributes, namespace declarations aside: what a picture draws, however it is written. */
const drawing = (svg: string): string[] =>
  [...svg.matchAll(/<([a-z]+)((?:\s+[a-zA-Z:-]+="[^"]*")*)\s*\/?>/g)].map(([, name, attributes]) =>
    [
      name,
      ...[...attributes!.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)]
        .filter(([, key]) => !key!.startsWith('xmlns'))
        .map(([, key, value]) => `${key}=${value}`)
        .sort(),
    ].join(' '),
  );

describe('our own drawings', () => {
  const drawings = readdirSync(TESSERA_SYMBOLS_DIR).filter((name) => name.endsWith('.svg'));

  it.each(drawings)("%s is a 72x72 SVG like OpenMoji's", (name) => {
    const svg = readFileSync(join(TESSERA_SYMBOLS_DIR, name), 'utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 72 72"[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<(script|image|text)\b|href=/);
  });

  it.each(drawings)("%s passes the app's SVG sanitiser unchanged", async (name) => {
    const svg = readFileSync(join(TESSERA_SYMBOLS_DIR, name), 'utf8');
    const result = await sanitiseSvg(svg);
    expect(result).toMatchObject({ ok: true, removed: [] });
    if (!result.ok) return;
    expect(drawing(result.svg)).toEqual(drawing(svg));
    expect(drawing(svg).length).toBeGreaterThan(1);
  });
});

describe('the browser entry', () => {
  it('imports no Node APIs outside src/node', () => {
    const sourceDir = join(TESSERA_SYMBOLS_DIR, '..', 'src');
    const offenders = (readdirSync(sourceDir, { recursive: true }) as string[])
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !file.startsWith('node'))
      .filter((file) => /from '(node:|fs|path|module|url)'/.test(readFileSync(join(sourceDir, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
