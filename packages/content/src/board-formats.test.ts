import { describe, expect, it } from 'vitest';
import {
  encodeBase64,
  importBoardFile,
  migrateBoard,
  writeCboardJson,
  writeObf,
  writeObz,
  type Board,
  type ExportMedia,
  type ImportOptions,
} from '@tessera/core';
import { mp3WithId3, png as samplePng } from '@tessera/core/testing/media-samples';
import { builtInBoards } from './built-in-boards.ts';
import { OPENMOJI_URL_PREFIX, TESSERA_URL_PREFIX } from './kit/pictures.ts';

// Every built-in board exported and imported again is the same board under new ids (issue 17's round trip).
let counter = 0;
const options: ImportOptions = {
  newId: () => `id${(counter += 1)}`,
  owner: {},
  locale: 'en-US',
  keepSource: (src) => src.startsWith(OPENMOJI_URL_PREFIX) || src.startsWith(TESSERA_URL_PREFIX),
};

/** A board as import makes it, with the ids it had in the file put back (and no clock or format: the device sets those). */
function withOldIds({ lastEdited: _lastEdited, format: _format, ...board }: Board, back: Map<string, string>): Board {
  return {
    ...board,
    id: back.get(board.id) ?? board.id,
    tiles: board.tiles.map((tile) => (tile.loadBoard ? { ...tile, loadBoard: back.get(tile.loadBoard) ?? tile.loadBoard } : tile)),
  };
}

/** What import keeps of a board: its content, as migration reads it, private and without its owner or clock. */
function content(board: Board): Board {
  const { author: _author, email: _email, lastEdited: _lastEdited, format: _format, ...rest } = migrateBoard(board);
  return { ...rest, isPublic: false, locale: board.locale ?? 'en-US' };
}

async function roundTrip(name: string, bytes: Uint8Array, original: readonly Board[]) {
  const outcome = await importBoardFile(name, bytes, options);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
  const back = new Map(outcome.renames.map(([oldId, newId]) => [newId, oldId]));
  expect(outcome.boards.every((board) => !original.some((o) => o.id === board.id))).toBe(true);
  const imported = new Map(outcome.boards.map((board) => [back.get(board.id), withOldIds(board, back)]));
  expect(imported.size).toBe(original.length);
  for (const board of original) expect(imported.get(board.id), board.id).toEqual(content(board));
  return outcome;
}

describe('built-in boards round trip', () => {
  it('through OBZ: labels, keys, colours, links, grids, pictures', async () => {
    const bytes = writeObz(builtInBoards, 'root', { media: new Map() });
    const outcome = await roundTrip('board.obz', bytes, builtInBoards);
    expect(outcome.boards[0]?.name).toBe('root');
  });

  it('through Cboard JSON', async () => {
    await roundTrip('board.json', new TextEncoder().encode(writeCboardJson(builtInBoards, new Map())), builtInBoards);
  });

  it.each(
    builtInBoards
      .filter((board) => board.isFixed)
      .slice(0, 3)
      .concat(builtInBoards.slice(0, 2)),
  )('through one OBF: $id', async (board) => {
    // Links leave a single board: they are kept where the app has the board.
    const outcome = await importBoardFile('board.obf', new TextEncoder().encode(writeObf(board, { media: new Map() })), { ...options, keepLink: () => true });
    if (!outcome.ok) throw new Error(outcome.problem.kind);
    expect(withOldIds(outcome.boards[0]!, new Map(outcome.renames.map(([a, b]) => [b, a])))).toEqual(content(board));
  });

  it('carries pictures and sounds kept on the device inside the file', async () => {
    // Real files: an import reads pictures and sounds to their end, as the server does.
    const png = samplePng();
    const mp3 = mp3WithId3();
    const media = new Map<string, ExportMedia>([
      ['media:pic', { bytes: png, type: 'image/png' }],
      ['media:rec', { bytes: mp3, type: 'audio/mpeg' }],
    ]);
    const board: Board = {
      id: 'mine',
      name: 'Mine',
      isPublic: false,
      tiles: [
        { id: 't', label: 'hi', image: 'media:pic', sound: 'media:rec' },
        { id: 'u', label: 'gone', image: 'media:missing' },
      ],
    };
    for (const [name, bytes] of [
      ['board.obz', writeObz([board], 'mine', { media })],
      ['board.obf', new TextEncoder().encode(writeObf(board, { media }))],
      ['board.json', new TextEncoder().encode(writeCboardJson([board], media))],
    ] as const) {
      const outcome = await importBoardFile(name, bytes, options);
      if (!outcome.ok) throw new Error(outcome.problem.kind);
      const [tile, gone] = outcome.boards[0]!.tiles;
      expect(tile?.image, name).toBe(`data:image/png;base64,${encodeBase64(png)}`);
      expect(tile?.sound, name).toBe(`data:audio/mpeg;base64,${encodeBase64(mp3)}`);
      expect(gone?.image, name).toBeUndefined();
    }
  });
});
