import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importBoardFile, type ImportOutcome } from '@tessera/core';

// Real board files from other AAC tools (../shared/fixtures, see its SOURCES.md files).
const FIXTURES = fileURLToPath(new URL('../../../../shared/fixtures/', import.meta.url));

let counter = 0;
const options = { newId: () => `n${(counter += 1)}`, owner: {}, locale: 'en-US' };

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
    ['obf/coughdrop-obf/manifest_paths.zip', 'manifest_paths.obz', { boards: 5, tiles: 18, links: 3, danglingLinks: 0, pictures: 7, sounds: 6 }],
    ['obf/coughdrop-obf/path_images.obz', 'path_images.obz', { boards: 2, tiles: 4, links: 1, danglingLinks: 0, pictures: 2, sounds: 0 }],
    ['obf/coughdrop-obf/pageset.obz', 'pageset.obz', { boards: 81, tiles: 1007, links: 159, danglingLinks: 0, pictures: 0, sounds: 0 }],
    ['obf/coughdrop-obf/deep_simple.zip', 'deep_simple.obz', { boards: 98, tiles: 1405, links: 232, danglingLinks: 0, pictures: 1351, sounds: 0 }],
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

  it.each(['cboard/cboard-labelkeys-en.subset.json', 'obf/coughdrop-obf/not-obf/hash.json', 'obf/coughdrop-obf/not-obf/array.json', 'obf/coughdrop-obf/not-obf/string.json'])(
    '%s has nothing to import',
    async (path) => {
      expect(summary(await importFixture(path))).toEqual({ kind: 'nothing-to-import' });
    },
  );

  it('keeps what the Cboard files say: fixed grids, hidden boards, label keys, the root first', async () => {
    const outcome = await importFixture('cboard/cboard-corePicSeePal.json');
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    const [root] = outcome.boards;
    expect(outcome.rootId).toBe(root?.id);
    expect(root).toMatchObject({ isFixed: true, grid: { rows: 6, columns: 11 }, locale: 'en-US', isPublic: false });
    expect(root?.tiles.every((tile) => tile.labelKey && !tile.label)).toBe(true);
    expect(outcome.boards.filter((board) => board.hidden).length).toBeGreaterThan(0);
  });

  it('reads an OBF board from CoughDrop: colours cleaned, the locale as a tag, a 6 x 6 fixed grid', async () => {
    const outcome = await importFixture('obf/real-world/coughdrop-project-core-36_es.obf');
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    const [board] = outcome.boards;
    expect(board).toMatchObject({ isFixed: true, grid: { rows: 6, columns: 6 }, locale: 'en-US' });
    expect(board?.tiles.every((tile) => !tile.backgroundColor || /^(rgb|rgba|#)/.test(tile.backgroundColor))).toBe(true);
    expect(board?.tiles[0]?.image).toMatch(/^data:image\/(png|svg\+xml|jpeg);base64,/);
  });

  it('lays out a grid wider than the editor allows by order, keeping every button', async () => {
    const outcome = await importFixture('obf/real-world/quick-core-112_root_board_1_398.obf');
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    expect(outcome.boards[0]).toMatchObject({ tiles: expect.any(Array) });
    expect(outcome.boards[0]?.isFixed).toBeUndefined();
    expect(outcome.boards[0]?.grid).toBeUndefined();
  });
});
