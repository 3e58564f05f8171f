import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boardDisplayName, importBoardFile, ownWordsIndex, tileDisplayLabel, type ImportOutcome } from '@tessera/core';
import { contentMessagesEn, ownWordEntries } from './index.ts';

// Real board files from other AAC tools (../shared/fixtures, see its SOURCES.md files).
const FIXTURES = fileURLToPath(new URL('../../../../shared/fixtures/', import.meta.url));

let counter = 0;
const ownWords = ownWordsIndex(ownWordEntries((key) => contentMessagesEn[key]));
const options = { newId: () => `n${(counter += 1)}`, owner: {}, locale: 'en-US', ownWords };

async function importFixture(path: string, name = path): Promise<ImportOutcome> {
  return importBoardFile(name, new Uint8Array(readFileSync(FIXTURES + path)), options);
}

function summary(outcome: ImportOutcome) {
  if (!outcome.ok) return outcome.problem;
  const ids = new Set(outcome.boards.map((board) => board.id));
  const tiles = outcome.boards.flatMap((board) => board.tiles);
  return {
    boards: outcome.boards.length,
    tiles: tiles.length,
    links: tiles.filter((tile) => tile.loadBoard).length,
    danglingLinks: tiles.filter((tile) => tile.loadBoard && !ids.has(tile.loadBoard)).length,
    pictures: tiles.filter((tile) => tile.image).length,
    sounds: tiles.filter((tile) => tile.sound).length,
  };
}

describe('importing the fixtures', () => {
  // Boards, tiles and links counted from the files themselves (links: load_board paths that are in the package).
  it.each([
    ['obf/coughdrop-obf/links.obz', 'links.obz', { boards: 3, tiles: 6, links: 2, danglingLinks: 0, pictures: 0, sounds: 0 }],
    ['obf/coughdrop-obf/lots_of_stuff.obz', 'lots_of_stuff.obz', { boards: 5, tiles: 18, links: 2, danglingLinks: 0, pictures: 7, sounds: 6 }],
    ['obf/coughdrop-obf/manifest_paths.zip', 'manifest_paths.zip', { boards: 5, tiles: 18, links: 3, danglingLinks: 0, pictures: 7, sounds: 6 }],
    ['obf/coughdrop-obf/path_images.obz', 'path_images.obz', { boards: 2, tiles: 4, links: 1, danglingLinks: 0, pictures: 2, sounds: 0 }],
    ['obf/coughdrop-obf/pageset.obz', 'pageset.obz', { boards: 81, tiles: 1007, links: 159, danglingLinks: 0, pictures: 0, sounds: 0 }],
    ['obf/coughdrop-obf/deep_simple.zip', 'deep_simple.zip', { boards: 98, tiles: 1405, links: 232, danglingLinks: 0, pictures: 1351, sounds: 0 }],
    ['obf/real-world/quick-core-112-subset.obz', 'subset.obz', { boards: 3, tiles: 123, links: 1, danglingLinks: 0, pictures: 84, sounds: 0 }],
    ['obf/coughdrop-obf/foreign.obf', 'foreign.obf', { boards: 1, tiles: 4, links: 0, danglingLinks: 0, pictures: 3, sounds: 0 }],
    ['obf/coughdrop-obf/inline_images.obf', 'inline.obf', { boards: 1, tiles: 2, links: 0, danglingLinks: 0, pictures: 2, sounds: 0 }],
    ['obf/coughdrop-obf/aboutme.json', 'aboutme.json', { boards: 1, tiles: 18, links: 0, danglingLinks: 0, pictures: 18, sounds: 0 }],
    ['obf/other-writers/aac-processors-styled-example.obf', 'styled.obf', { boards: 1, tiles: 4, links: 0, danglingLinks: 0, pictures: 0, sounds: 0 }],
    ['obf/other-writers/obf-node-simple.obf', 'simple.obf', { boards: 1, tiles: 2, links: 0, danglingLinks: 0, pictures: 2, sounds: 0 }],
    ['obf/other-writers/openboardformat-lots-of-stuff.obf', 'lots.obf', { boards: 1, tiles: 5, links: 0, danglingLinks: 0, pictures: 3, sounds: 2 }],
    ['obf/real-world/coughdrop-project-core-36_es.obf', 'core.obf', { boards: 1, tiles: 36, links: 0, danglingLinks: 0, pictures: 30, sounds: 0 }],
    ['obf/real-world/quick-core-112_keyboard_board_1_58.obf', 'kb.obf', { boards: 1, tiles: 30, links: 0, danglingLinks: 0, pictures: 4, sounds: 0 }],
    ['obf/real-world/quick-core-112_root_board_1_398.obf', 'root.obf', { boards: 1, tiles: 91, links: 0, danglingLinks: 0, pictures: 90, sounds: 0 }],
    ['cboard/cboard-corePicSeePal.json', 'board.json', { boards: 6, tiles: 157, links: 23, danglingLinks: 0, pictures: 0, sounds: 0 }],
    ['cboard/cboard-default-boards.json', 'board.json', { boards: 44, tiles: 825, links: 44, danglingLinks: 0, pictures: 0, sounds: 0 }],
  ])('%s', async (path, name, expected) => {
    expect(summary(await importFixture(path, name))).toEqual(expected);
  });

  it.each([
    'cboard/cboard-labelkeys-en.subset.json',
    'obf/coughdrop-obf/not-obf/hash.json',
    'obf/coughdrop-obf/not-obf/array.json',
    'obf/coughdrop-obf/not-obf/string.json',
  ])('%s has nothing to import', async (path) => {
    expect(summary(await importFixture(path))).toEqual({ kind: 'nothing-to-import' });
  });

  it('keeps what the Cboard files say: fixed grids, hidden boards, the root first', async () => {
    const outcome = await importFixture('cboard/cboard-corePicSeePal.json');
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    const [root] = outcome.boards;
    expect(outcome.rootId).toBe(root?.id);
    expect(root).toMatchObject({ isFixed: true, grid: { rows: 6, columns: 11 }, locale: 'en-US', isPublic: false });
    expect(outcome.boards.filter((board) => board.hidden).length).toBeGreaterThan(0);
  });

  it("gives Cboard's keyed tiles and boards words: ours where a key names one of our words, else the key's words", async () => {
    const outcome = await importFixture('cboard/cboard-corePicSeePal.json');
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    const english = (key: string) => contentMessagesEn[key];
    const shown = outcome.boards.flatMap((board) => board.tiles.map((tile) => tileDisplayLabel(tile, english)));
    expect(shown).toEqual(expect.arrayContaining(['think', 'to shout', 'watch TV', 'computer keyboard', 'yes', 'I', 'to watch']));
    expect(shown.filter((label) => /[a-z][A-Z]|\./.test(label))).toEqual([]);
    expect(outcome.boards.flatMap((board) => board.tiles).filter((tile) => tile.labelKey && !tile.labelKey.startsWith('tessera.board.'))).toEqual([]);
    // Most of them are words of ours, so they follow the interface language.
    const ours = outcome.boards.flatMap((board) => board.tiles).filter((tile) => tile.labelKey);
    expect(ours.length).toBeGreaterThan(60);
    const names = outcome.boards.map((board) => boardDisplayName(board, english));
    expect(names).toEqual(['Universal Core 11x6', 'Computer keyboard', 'People', 'Actions', 'Describe', 'Categories']);
    expect(outcome.boards.map((board) => board.description)).toEqual(Array(6).fill(undefined));
  });

  it("turns 99% of Cboard's keys into Cboard's own English words (its catalogue, which no file carries)", async () => {
    const table = JSON.parse(readFileSync(FIXTURES + 'cboard/cboard-labelkeys-en.subset.json', 'utf8')) as Record<string, string>;
    const boards = Object.keys(table).map((key, index) => ({ id: `b${index}`, name: 'x', tiles: [{ id: 't', labelKey: key }] }));
    const outcome = await importBoardFile('board.json', new TextEncoder().encode(JSON.stringify(boards)), {
      ...options,
      ownWords: undefined,
      limits: undefined,
    });
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    const words = outcome.boards.map((board) => board.tiles[0]?.label?.toLowerCase());
    const same = Object.values(table).filter((text, index) => text.toLowerCase() === words[index]).length;
    expect(same / words.length).toBeGreaterThanOrEqual(0.99);
  });

  it('reads an OBF board from CoughDrop: colours cleaned, the locale as a tag, a 6 x 6 fixed grid', async () => {
    const outcome = await importFixture('obf/real-world/coughdrop-project-core-36_es.obf');
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    const [board] = outcome.boards;
    expect(board).toMatchObject({ isFixed: true, grid: { rows: 6, columns: 6 }, locale: 'en-US' });
    expect(board?.tiles.every((tile) => !tile.backgroundColor || /^(rgb|rgba|#)/.test(tile.backgroundColor))).toBe(true);
    expect(board?.tiles[0]?.image).toMatch(/^data:image\/(png|svg\+xml|jpeg);base64,/);
  });

  it("keeps Quick Core 112's 11 x 16 grid: every button in its cell, the empty cells empty", async () => {
    const file = JSON.parse(readFileSync(FIXTURES + 'obf/real-world/quick-core-112_root_board_1_398.obf', 'utf8')) as {
      grid: { order: (string | number | null)[][] };
      buttons: { id: string | number; label: string }[];
    };
    const outcome = await importFixture('obf/real-world/quick-core-112_root_board_1_398.obf');
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    const [board] = outcome.boards;
    expect(board).toMatchObject({ isFixed: true, grid: { rows: 11, columns: 16 } });
    const labelOf = new Map(file.buttons.map((button) => [String(button.id), button.label]));
    const tileLabel = new Map(board?.tiles.map((tile) => [tile.id, tile.label]));
    const cells = (order: (string | number | null)[][], label: (id: string) => string | undefined) =>
      order.map((row) => row.map((id) => (id === null ? null : label(String(id)))));
    expect(cells(board?.grid?.order ?? [], (id) => tileLabel.get(id))).toEqual(cells(file.grid.order, (id) => labelOf.get(id)));
    expect(board?.grid?.order.flat().filter((id) => id === null)).toHaveLength(11 * 16 - 91);
  });
});
